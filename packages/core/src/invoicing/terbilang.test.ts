import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWordsEn, terbilang, terbilangTitle } from './index.ts';

const DIGIT: Record<string, number> = {
  nol: 0,
  satu: 1,
  dua: 2,
  tiga: 3,
  empat: 4,
  lima: 5,
  enam: 6,
  tujuh: 7,
  delapan: 8,
  sembilan: 9,
};
const SE: Record<string, number> = { sepuluh: 10, sebelas: 11, seratus: 100 };
const SCALE: Record<string, number> = { ribu: 1e3, juta: 1e6, miliar: 1e9, triliun: 1e12 };

/** Reads Indonesian number words back (a test oracle written independently of the implementation). */
function readId(text: string): number {
  let total = 0;
  let group = 0;
  let unit = 0;
  for (const word of text.split(' ')) {
    if (word in DIGIT) unit = DIGIT[word]!;
    else if (word in SE) group += SE[word]!;
    else if (word === 'belas') [group, unit] = [group + unit + 10, 0];
    else if (word === 'puluh') [group, unit] = [group + unit * 10, 0];
    else if (word === 'ratus') [group, unit] = [group + unit * 100, 0];
    else if (word === 'seribu') total += 1000;
    else if (word in SCALE) [total, group, unit] = [total + (group + unit) * SCALE[word]!, 0, 0];
    else throw new Error(`unexpected word ${word}`);
  }
  return total + group + unit;
}

describe('terbilang', () => {
  it.each([
    [0, 'nol rupiah'],
    [1, 'satu rupiah'],
    [10, 'sepuluh rupiah'],
    [11, 'sebelas rupiah'],
    [12, 'dua belas rupiah'],
    [19, 'sembilan belas rupiah'],
    [20, 'dua puluh rupiah'],
    [21, 'dua puluh satu rupiah'],
    [100, 'seratus rupiah'],
    [101, 'seratus satu rupiah'],
    [110, 'seratus sepuluh rupiah'],
    [111, 'seratus sebelas rupiah'],
    [999, 'sembilan ratus sembilan puluh sembilan rupiah'],
    [1_000, 'seribu rupiah'],
    [1_001, 'seribu satu rupiah'],
    [1_100, 'seribu seratus rupiah'],
    [10_000, 'sepuluh ribu rupiah'],
    [11_000, 'sebelas ribu rupiah'],
    [21_000, 'dua puluh satu ribu rupiah'],
    [100_000, 'seratus ribu rupiah'],
    [201_000, 'dua ratus satu ribu rupiah'],
    [1_000_000, 'satu juta rupiah'],
    [1_001_000, 'satu juta seribu rupiah'],
    [1_100_000, 'satu juta seratus ribu rupiah'],
    [2_011_000, 'dua juta sebelas ribu rupiah'],
    [100_000_000, 'seratus juta rupiah'],
    [1_234_567, 'satu juta dua ratus tiga puluh empat ribu lima ratus enam puluh tujuh rupiah'],
    [1_000_000_000, 'satu miliar rupiah'],
    [
      1_234_567_890,
      'satu miliar dua ratus tiga puluh empat juta lima ratus enam puluh tujuh ribu delapan ratus sembilan puluh rupiah',
    ],
    [1_000_000_000_000, 'satu triliun rupiah'],
    [1_000_000_001_000, 'satu triliun seribu rupiah'],
    [6_049_500, 'enam juta empat puluh sembilan ribu lima ratus rupiah'],
    [-2_500, 'minus dua ribu lima ratus rupiah'],
    [-1_000_000, 'minus satu juta rupiah'],
  ])('%d → %s', (amount, words) => {
    expect(terbilang(amount)).toBe(words);
  });

  it('reads the fraction as sen, rounded half up to 2 decimals as written', () => {
    expect(terbilang(1_500.25)).toBe('seribu lima ratus rupiah dua puluh lima sen');
    expect(terbilang(0.5)).toBe('nol rupiah lima puluh sen');
    expect(terbilang(12.1)).toBe('dua belas rupiah sepuluh sen');
    expect(terbilang(1.01)).toBe('satu rupiah satu sen');
    // 1.005 is 1.00499999… in binary; as written it is half a sen, which rounds up
    expect(terbilang(1.005)).toBe('satu rupiah satu sen');
    expect(terbilang(1.004)).toBe('satu rupiah');
    expect(terbilang(0.995)).toBe('satu rupiah');
    expect(terbilang(2.999)).toBe('tiga rupiah');
    expect(terbilang(-0.5)).toBe('minus nol rupiah lima puluh sen');
    expect(terbilang(-0.001)).toBe('nol rupiah');
    expect(terbilang(1e-9)).toBe('nol rupiah');
  });

  it('reads the number alone without currency, a fraction after "koma"', () => {
    expect(terbilang(0, { currency: false })).toBe('nol');
    expect(terbilang(11, { currency: false })).toBe('sebelas');
    expect(terbilang(1_001, { currency: false })).toBe('seribu satu');
    expect(terbilang(-12, { currency: false })).toBe('minus dua belas');
    expect(terbilang(1.5, { currency: false })).toBe('satu koma lima');
    expect(terbilang(1.05, { currency: false })).toBe('satu koma nol lima');
    expect(terbilang(2.25, { currency: false })).toBe('dua koma dua lima');
    expect(terbilang(1_000, { currency: true })).toBe('seribu rupiah');
  });

  it('goes up to 999 triliun exactly and refuses more, and non-numbers', () => {
    const nines = 'sembilan ratus sembilan puluh sembilan';
    expect(terbilang(999_999_999_999_999)).toBe(
      `${nines} triliun ${nines} miliar ${nines} juta ${nines} ribu ${nines} rupiah`,
    );
    expect(terbilang(-999_999_999_999_999)).toMatch(/^minus sembilan ratus/);
    expect(() => terbilang(1_000_000_000_000_000)).toThrow(RangeError);
    expect(() => terbilang(-1_000_000_000_000_000)).toThrow(RangeError);
    expect(() => terbilang(1e21)).toThrow(RangeError);
    expect(() => terbilang(Number.NaN)).toThrow(RangeError);
    expect(() => terbilang(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('reads back to the same number, lower case with single spaces and the se- forms', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999_999 }), (n) => {
        const words = terbilang(n, { currency: false });
        expect(words).toMatch(/^[a-z]+( [a-z]+)*$/);
        expect(words).not.toMatch(/satu (ratus|puluh|belas)|(^|juta |miliar |triliun )satu ribu/);
        expect(readId(words)).toBe(n);
        expect(terbilang(n)).toBe(`${words} rupiah`);
      }),
    );
  });
});

describe('terbilangTitle', () => {
  it('capitalises each word, as printed on an invoice', () => {
    expect(terbilangTitle(1_000_000)).toBe('Satu Juta Rupiah');
    expect(terbilangTitle(1_500_000)).toBe('Satu Juta Lima Ratus Ribu Rupiah');
    expect(terbilangTitle(1_500.25)).toBe('Seribu Lima Ratus Rupiah Dua Puluh Lima Sen');
    expect(terbilangTitle(0)).toBe('Nol Rupiah');
    expect(terbilangTitle(-11)).toBe('Minus Sebelas Rupiah');
    expect(() => terbilangTitle(1e15)).toThrow(RangeError);
  });
});

describe('amountInWordsEn', () => {
  it.each([
    [0, 'zero rupiah'],
    [1, 'one rupiah'],
    [13, 'thirteen rupiah'],
    [20, 'twenty rupiah'],
    [21, 'twenty-one rupiah'],
    [100, 'one hundred rupiah'],
    [101, 'one hundred one rupiah'],
    [1_000, 'one thousand rupiah'],
    [10_010, 'ten thousand ten rupiah'],
    [1_234_567, 'one million two hundred thirty-four thousand five hundred sixty-seven rupiah'],
    [1_000_000_000, 'one billion rupiah'],
    [1_000_000_000_000, 'one trillion rupiah'],
    [2_000_000_005, 'two billion five rupiah'],
    [-2_500, 'minus two thousand five hundred rupiah'],
    [1_500.25, 'one thousand five hundred rupiah and twenty-five sen'],
    [0.01, 'zero rupiah and one sen'],
  ])('%d → %s', (amount, words) => {
    expect(amountInWordsEn(amount)).toBe(words);
  });

  it('has the same range as terbilang', () => {
    expect(amountInWordsEn(999_999_999_999_999)).toMatch(/^nine hundred ninety-nine trillion .* rupiah$/);
    expect(() => amountInWordsEn(1e15)).toThrow(RangeError);
    expect(() => amountInWordsEn(Number.NaN)).toThrow(RangeError);
  });
});
