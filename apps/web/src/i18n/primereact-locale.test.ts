import i18next, { type i18n as I18n } from 'i18next';
import { localeOption, localeOptions } from 'primereact/api';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { calendarNames, firstDayOfWeek } from './calendar-names.ts';
import {
  activePrimeLocale,
  bindPrimeLocale,
  englishPrimeLocale,
  type PrimeLocale,
  primeLocaleOptions,
} from './primereact-locale.ts';

type Words = Record<string, unknown>;

const files = import.meta.glob<{ default: Words }>('../locales/*/primereact.json', { eager: true });
const tables = new Map(
  Object.entries(files).map(([path, module]) => [path.split('/')[2]!, module.default] as const),
);
const LOCALES = ['ar', 'de', 'en-US', 'es', 'fr', 'hi', 'id-ID', 'it', 'pt', 'ru', 'zh-CN'] as const;
const ENGLISH = englishPrimeLocale();
const ENGLISH_ARIA = ENGLISH.aria as Words;

/** PrimeReact keys no JSON carries: the calendar ones come from Intl, these stay as PrimeReact has them. */
const KEPT_FROM_PRIMEREACT: Record<string, string> = {
  fileSizeTypes: 'B, KB, MB … are unit symbols, written the same in every interface language',
};

/** Word keys a language writes exactly as English does, each with the reason. */
const SAME_AS_ENGLISH: Record<string, Record<string, string>> = {
  de: { 'aria.navigation': '"Navigation" is the German word' },
  es: { reject: '"No" is the Spanish answer' },
  fr: { 'aria.navigation': '"Navigation" is the French word', 'aria.pageLabel': '"Page 3" is French too' },
  it: { reject: '"No" is the Italian answer' },
  pt: { 'aria.slide': 'Brazilian Portuguese says "slide"' },
};

/** Sunday-first first day of the week per interface language (CLDR week data of its likely region). */
const FIRST_DAY: Record<string, number> = {
  ar: 6,
  de: 1,
  'en-US': 0,
  es: 1,
  fr: 1,
  hi: 0,
  'id-ID': 0,
  it: 1,
  pt: 0,
  ru: 1,
  'zh-CN': 1,
};

/** Intl's names, asked differently from calendar-names.ts: local dates and toLocaleDateString. */
const intlDays = (code: string, weekday: 'long' | 'short') =>
  // 7 January 2024 was a Sunday
  Array.from({ length: 7 }, (_, day) => new Date(2024, 0, 7 + day).toLocaleDateString(code, { weekday }));
const intlMonths = (code: string, month: 'long' | 'short') =>
  Array.from({ length: 12 }, (_, index) => new Date(2024, index, 1).toLocaleDateString(code, { month }));

const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\w+\}/g, ''));

function wordEntries(table: Words): [string, string][] {
  const { aria, ...top } = table;
  return [
    ...Object.entries(top).map(([key, value]) => [key, String(value)] as [string, string]),
    ...Object.entries(aria as Words).map(
      ([key, value]) => [`aria.${key}`, String(value)] as [string, string],
    ),
  ];
}

function englishOf(key: string): unknown {
  return key.startsWith('aria.') ? ENGLISH_ARIA[key.slice('aria.'.length)] : ENGLISH[key];
}

let i18n: I18n;

beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({
    lng: 'id-ID',
    fallbackLng: 'id-ID',
    resources: Object.fromEntries(
      LOCALES.map((code) => [code, { translation: { primereact: tables.get(code) } }]),
    ),
  });
  bindPrimeLocale(i18n);
});

describe("PrimeReact's labels per interface language", () => {
  it('the English table is PrimeReact English, and with Intl covers every key PrimeReact has', () => {
    const table = tables.get('en-US')!;
    for (const [key, value] of wordEntries(table)) expect(value, key).toBe(englishOf(key));
    const covered = new Set([
      ...Object.keys(table),
      ...Object.keys(calendarNames('en-US')),
      ...Object.keys(KEPT_FROM_PRIMEREACT),
    ]);
    expect(Object.keys(ENGLISH).filter((key) => !covered.has(key))).toEqual([]);
    const aria = table.aria as Words;
    expect(Object.keys(ENGLISH_ARIA).filter((key) => !(key in aria))).toEqual([]);
  });

  describe.each(LOCALES)('%s', (code) => {
    const registered = async (): Promise<PrimeLocale> => {
      await i18n.changeLanguage(code);
      return localeOptions(code) as PrimeLocale;
    };

    it('is registered and made active when the language changes', async () => {
      await registered();
      expect(activePrimeLocale()).toBe(code);
      expect(localeOption('accept', code)).toBe((tables.get(code) as Words).accept);
    });

    it('has every key of PrimeReact English, with values of the same kind', async () => {
      const options = await registered();
      const missing = Object.keys(ENGLISH).filter((key) => typeof options[key] !== typeof ENGLISH[key]);
      expect(missing).toEqual([]);
      const aria = options.aria as Words;
      expect(Object.keys(ENGLISH_ARIA).filter((key) => typeof aria[key] !== 'string')).toEqual([]);
    });

    it("has Intl's day and month names and week start for the language", async () => {
      const options = await registered();
      expect(options.dayNames).toEqual(intlDays(code, 'long'));
      expect(options.dayNamesShort).toEqual(intlDays(code, 'short'));
      expect(options.monthNames).toEqual(intlMonths(code, 'long'));
      expect(options.monthNamesShort).toEqual(intlMonths(code, 'short'));
      expect(options.firstDayOfWeek).toBe(FIRST_DAY[code]);
      const min = options.dayNamesMin as string[];
      expect(new Set(min).size, min.join(' ')).toBe(7);
      const narrow = Array.from({ length: 7 }, (_, day) =>
        new Date(2024, 0, 7 + day).toLocaleDateString(code, { weekday: 'narrow' }),
      );
      min.forEach((name, day) => {
        const fromShort = (options.dayNamesShort as string[])[day]!.startsWith(name);
        expect(fromShort || name === narrow[day], `${name}: neither narrow nor a short prefix`).toBe(true);
      });
    });

    if (code !== 'en-US') {
      it('translates every word instead of copying English', async () => {
        const options = await registered();
        const table = tables.get(code)!;
        const keys = (words: Words) =>
          wordEntries(words)
            .map(([key]) => key)
            .sort();
        expect(keys(table)).toEqual(keys(tables.get('en-US')!));
        const allowed = SAME_AS_ENGLISH[code] ?? {};
        const registeredValue = (key: string) =>
          key.startsWith('aria.') ? (options.aria as Words)[key.slice('aria.'.length)] : options[key];
        const copies = keys(table)
          .filter((key) => registeredValue(key) === englishOf(key) && hasWords(String(registeredValue(key))))
          .filter((key) => !(key in allowed))
          .map((key) => `${key}: ${JSON.stringify(registeredValue(key))}`);
        expect(copies).toEqual([]);
      });
    }
  });
});

describe('the calendar part comes from Intl', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("writes the language's numeric date order in PrimeReact's letters", () => {
    expect(calendarNames('de').dateFormat).toBe('dd.mm.yy');
    expect(calendarNames('en-US').dateFormat).toBe('mm/dd/yy');
    expect(calendarNames('zh-CN').dateFormat).toBe('yy/mm/dd');
    // Latin digits, without the direction marks Arabic puts around the separators
    expect(calendarNames('ar').dateFormat).toBe('dd/mm/yy');
    expect(calendarNames('zh-CN').showMonthAfterYear).toBe(true);
    expect(calendarNames('id-ID').showMonthAfterYear).toBe(false);
  });

  it('falls back to the region table where the browser has no week data (Firefox)', () => {
    // Intl's week data, as far as this engine has it (neither member is in TypeScript's lib yet)
    type WeekApi = { getWeekInfo: () => unknown; readonly weekInfo: unknown };
    const prototype = Intl.Locale.prototype as unknown as WeekApi;
    if ('getWeekInfo' in prototype) vi.spyOn(prototype, 'getWeekInfo').mockReturnValue(undefined);
    if ('weekInfo' in prototype) vi.spyOn(prototype, 'weekInfo', 'get').mockReturnValue(undefined);
    expect((new Intl.Locale('de') as unknown as WeekApi).weekInfo).toBeUndefined();
    for (const code of LOCALES) expect(firstDayOfWeek(code), code).toBe(FIRST_DAY[code]);
  });

  it('before the words load, a language already has its calendar names and English words', () => {
    const options = primeLocaleOptions('de', undefined);
    expect(options.monthNames?.[2]).toBe(intlMonths('de', 'long')[2]);
    expect(options.today).toBe('Today');
    expect((options.aria as Words).nextPageLabel).toBe('Next Page');
  });

  it('completes a partial table from English, aria labels included', () => {
    const options = primeLocaleOptions('de', { today: 'Heute', aria: { nextPageLabel: 'Nächste Seite' } });
    expect(options.today).toBe('Heute');
    expect(options.clear).toBe('Clear');
    expect((options.aria as Words).nextPageLabel).toBe('Nächste Seite');
    expect((options.aria as Words).prevPageLabel).toBe('Previous Page');
  });
});
