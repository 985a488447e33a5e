import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUPPORTED_LOCALES } from '@kantor/core';
import { describe, expect, it } from 'vitest';

// Every locale ships every namespace file of en-US with the same keys and real translations (spec: no keys,
// no English copies). en-US and id-ID are the sources; the other nine are translations of them.

// A string, not `new URL(...)`: under jsdom the global URL is not the one node:url expects.
const LOCALES_DIR = dirname(fileURLToPath(import.meta.url));
const SOURCE = 'en-US';
const DEFAULT = 'id-ID';
const LOCALES = ['ar', 'de', 'en-US', 'es', 'fr', 'hi', 'id-ID', 'it', 'pt', 'ru', 'zh-CN'] as const;
const TRANSLATED = LOCALES.filter((code) => code !== SOURCE && code !== DEFAULT);

const NAMESPACES = readdirSync(join(LOCALES_DIR, SOURCE))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort();

/** Values every language may keep as in English: product names, acronyms, codes and demo labels. */
const UNIVERSAL = new Set([
  'Kantor',
  'PDF',
  'CSV',
  'Excel',
  'JSON',
  'Email',
  'OTP',
  'ID',
  'URL',
  'IP',
  'NPWP',
  'PKP',
  'QRIS',
  'Non PKP',
  'Dp 1',
  'A',
  'B',
  'AB',
  'O',
  'Walman',
  'Tes',
  'Tes 2',
  'Tes 3',
  'My Partner',
  'Super Web',
  'Setup Admin',
]);

/** Words a language genuinely writes exactly as English does (checked one by one, not a loophole). */
const SAME_AS_ENGLISH: Partial<Record<(typeof LOCALES)[number], readonly string[]>> = {
  // German: these are the ordinary German words.
  de: ['Status', 'Name', 'Team', 'Link', 'Webmail', 'Navigation'],
  // Spanish: "No" (the answer), "Error", "Variables" and "Subtotal" are spelled exactly as in English.
  es: ['No', 'Error', 'Variables', 'Subtotal'],
  // French shares these nouns with English letter for letter.
  fr: [
    'Menu',
    'Parent',
    'Absent',
    'Notifications',
    'Stock',
    'Type',
    'Types',
    'Province',
    'Provinces',
    'Photo',
    'Date',
    'Description',
    'Variables',
    'Message',
    'Code',
    'Image',
    'Navigation',
    // a place's coordinates: the French words
    'Latitude',
    'Longitude',
    // PrimeReact's page-button label: "Page 3" is French too
    'Page {page}',
  ],
  // Italian: "No" (the answer), "Menu", and the loanwords "Password" and "File" are standard Italian UI terms.
  it: ['No', 'Menu', 'Password', 'File'],
  // Portuguese (Brazil): "Menu", "Link", "Subtotal" and "Slide" (a carousel's slide) are the usual words,
  // and "Latitude" and "Longitude" (a place's coordinates) the Portuguese ones.
  pt: ['Menu', 'Link', 'Subtotal', 'Slide', 'Latitude', 'Longitude'],
};

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];

type Flat = Map<string, unknown>;

function flatten(value: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

function readNamespace(locale: string, namespace: string): Flat {
  return flatten(JSON.parse(readFileSync(join(LOCALES_DIR, locale, `${namespace}.json`), 'utf8')));
}

/** i18next `{{name}}` (also `{{name, format}}`) and PrimeReact `{name}` placeholders, as a sorted set. */
function placeholders(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/\{\{\s*([^}]+?)\s*\}\}|(?<!\{)\{(\w+)\}(?!\})/g)) {
    found.add(match[1] !== undefined ? `{{${match[1].split(',')[0]!.trim()}}}` : `{${match[2]}}`);
  }
  return [...found].sort();
}

/** Values made only of placeholders, digits and punctuation carry no words to translate. */
function hasNoWords(text: string): boolean {
  return !/\p{L}/u.test(text.replace(/\{\{[^}]*\}\}|\{\w+\}/g, ''));
}

/** Splits flat keys into plain keys and plural groups (`base` → forms), using en-US to know the bases. */
function shape(flat: Flat, pluralBases: Set<string>) {
  const plain = new Set<string>();
  const plurals = new Map<string, Set<string>>();
  for (const key of flat.keys()) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (base !== key && pluralBases.has(base)) {
      const forms = plurals.get(base) ?? new Set<string>();
      forms.add(key.slice(base.length + 1));
      plurals.set(base, forms);
    } else {
      plain.add(key);
    }
  }
  return { plain, plurals };
}

const source = new Map(NAMESPACES.map((namespace) => [namespace, readNamespace(SOURCE, namespace)]));

function pluralBasesOf(namespace: string): Set<string> {
  const bases = new Set<string>();
  for (const key of source.get(namespace)!.keys()) {
    if (key.endsWith('_other')) bases.add(key.slice(0, -'_other'.length));
  }
  return bases;
}

/** The en-US text a locale's key translates: the same key, or for a plural form the en-US `_other` text. */
function englishFor(namespace: string, key: string): string {
  const english = source.get(namespace)!;
  const direct = english.get(key);
  if (typeof direct === 'string') return direct;
  return english.get(key.replace(PLURAL_SUFFIX, '_other')) as string;
}

describe('locale files', () => {
  it('cover exactly the supported locales', () => {
    expect([...SUPPORTED_LOCALES].sort()).toEqual([...LOCALES].sort());
    const folders = readdirSync(LOCALES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual([...LOCALES].sort());
  });

  it('en-US has namespaces to check', () => {
    expect(NAMESPACES.length).toBeGreaterThan(0);
  });

  describe.each(LOCALES)('%s', (locale) => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];

    describe.each(NAMESPACES)('%s.json', (namespace) => {
      const file = join(LOCALES_DIR, locale, `${namespace}.json`);
      const load = () => readNamespace(locale, namespace);

      it('exists and parses', () => {
        expect(existsSync(file), file).toBe(true);
        expect(() => load()).not.toThrow();
      });

      it('has the same keys as en-US, with the plural forms the language needs', () => {
        const bases = pluralBasesOf(namespace);
        const expected = shape(source.get(namespace)!, bases);
        const actual = shape(load(), bases);
        expect([...actual.plain].sort()).toEqual([...expected.plain].sort());
        expect([...actual.plurals.keys()].sort()).toEqual([...expected.plurals.keys()].sort());
        for (const [base, forms] of actual.plurals) {
          const missing = [...new Set([...categories, 'other'])].filter((form) => !forms.has(form));
          expect(missing, `${base}: missing plural forms`).toEqual([]);
          const unknown = [...forms].filter((form) => !PLURAL_FORMS.includes(form));
          expect(unknown, `${base}: unknown plural forms`).toEqual([]);
        }
      });

      it('has only non-empty string values', () => {
        const bad = [...load()].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
        expect(bad.map(([key]) => key)).toEqual([]);
      });

      it('keeps the placeholders of en-US', () => {
        const wrong: string[] = [];
        for (const [key, value] of load()) {
          const english = englishFor(namespace, key);
          if (typeof value !== 'string' || english === undefined) continue;
          const expected = placeholders(english).join(' ');
          const actual = placeholders(value).join(' ');
          if (actual !== expected) wrong.push(`${key}: [${actual}] ≠ en-US [${expected}]`);
        }
        expect(wrong).toEqual([]);
      });

      if ((TRANSLATED as readonly string[]).includes(locale)) {
        it('translates every value instead of copying English', () => {
          const allowed = new Set([...UNIVERSAL, ...(SAME_AS_ENGLISH[locale] ?? [])]);
          const copies: string[] = [];
          for (const [key, value] of load()) {
            if (typeof value !== 'string' || value !== englishFor(namespace, key)) continue;
            if (allowed.has(value) || hasNoWords(value)) continue;
            copies.push(`${key}: ${JSON.stringify(value)}`);
          }
          expect(copies).toEqual([]);
        });
      }
    });
  });

  it('id-ID is a translation of en-US, not a copy', () => {
    let total = 0;
    let same = 0;
    for (const namespace of NAMESPACES) {
      for (const [key, value] of readNamespace(DEFAULT, namespace)) {
        total += 1;
        if (value === source.get(namespace)!.get(key)) same += 1;
      }
    }
    expect(total).toBeGreaterThan(0);
    expect(same / total).toBeLessThan(0.2);
  });
});
