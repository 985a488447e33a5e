import { describe, expect, it } from 'vitest';
import {
  amountInWordsEn,
  crc16Ccitt,
  DEFAULT_INVOICE_NUMBER_TEMPLATE,
  dynamicQris,
  formatDocNumber,
  invoiceTotals,
  lineSubtotal,
  numberingPeriod,
  parseEmvTlv,
  paymentState,
  romanMonth,
  terbilang,
  terbilangTitle,
  toRoman,
  validateNumberTemplate,
  verifyQrisCrc,
} from './index.ts';

describe('terbilang', () => {
  it.each([
    [0, 'nol rupiah'],
    [1, 'satu rupiah'],
    [10, 'sepuluh rupiah'],
    [11, 'sebelas rupiah'],
    [12, 'dua belas rupiah'],
    [19, 'sembilan belas rupiah'],
    [100, 'seratus rupiah'],
    [101, 'seratus satu rupiah'],
    [110, 'seratus sepuluh rupiah'],
    [111, 'seratus sebelas rupiah'],
    [1_000, 'seribu rupiah'],
    [1_001, 'seribu satu rupiah'],
    [10_000, 'sepuluh ribu rupiah'],
    [100_000, 'seratus ribu rupiah'],
    [1_000_000, 'satu juta rupiah'],
    [1_100_000, 'satu juta seratus ribu rupiah'],
    [2_011_000, 'dua juta sebelas ribu rupiah'],
    [1_000_000_000, 'satu miliar rupiah'],
    [1_000_000_000_000, 'satu triliun rupiah'],
    [
      1_234_567_890,
      'satu miliar dua ratus tiga puluh empat juta lima ratus enam puluh tujuh ribu delapan ratus sembilan puluh rupiah',
    ],
    [1_234_567, 'satu juta dua ratus tiga puluh empat ribu lima ratus enam puluh tujuh rupiah'],
    [1_500.25, 'seribu lima ratus rupiah dua puluh lima sen'],
    [-2_500, 'minus dua ribu lima ratus rupiah'],
  ])('%d → %s', (amount, words) => {
    expect(terbilang(amount)).toBe(words);
  });

  it('writes the number alone, a title-cased form, and English', () => {
    expect(terbilang(1_001, { currency: false })).toBe('seribu satu');
    expect(terbilangTitle(1_500_000)).toBe('Satu Juta Lima Ratus Ribu Rupiah');
    expect(amountInWordsEn(1_234_567)).toBe(
      'one million two hundred thirty-four thousand five hundred sixty-seven rupiah',
    );
    expect(amountInWordsEn(0)).toBe('zero rupiah');
  });

  it('refuses amounts past 999 triliun and non-numbers', () => {
    expect(terbilang(999_999_999_999_999)).toMatch(/^sembilan ratus sembilan puluh sembilan triliun/);
    expect(() => terbilang(1_000_000_000_000_000)).toThrow(RangeError);
    expect(() => terbilang(Number.NaN)).toThrow(RangeError);
  });
});

describe('Roman months and document numbers', () => {
  it('writes months and numbers in Roman numerals', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(romanMonth)).toEqual([
      'I',
      'II',
      'III',
      'IV',
      'V',
      'VI',
      'VII',
      'VIII',
      'IX',
      'X',
      'XI',
      'XII',
    ]);
    expect(toRoman(2026)).toBe('MMXXVI');
    expect(toRoman(3999)).toBe('MMMCMXCIX');
    expect(() => romanMonth(13)).toThrow(RangeError);
    expect(() => romanMonth(0)).toThrow(RangeError);
  });

  it('formats the Indonesian letter style and other templates', () => {
    const parts = { seq: 12, date: '2026-11-05', code: 'INV' };
    expect(formatDocNumber(DEFAULT_INVOICE_NUMBER_TEMPLATE, parts)).toBe('012/INV/XI/2026');
    expect(formatDocNumber('{code}-{yy}{mm}-{seq:5}', parts)).toBe('INV-2611-00012');
    expect(formatDocNumber('{seq}/{code}/{roman}/{yyyy}', { ...parts, seq: 1234 })).toBe('1234/INV/XI/2026');
    expect(numberingPeriod('2026-11-05')).toBe('2026');
  });

  it('names what is wrong with a template', () => {
    expect(validateNumberTemplate(DEFAULT_INVOICE_NUMBER_TEMPLATE)).toEqual([]);
    expect(validateNumberTemplate('{code}/{yyyy}')).toEqual(['must contain {seq}']);
    expect(validateNumberTemplate('{seq}/{bulan}')).toEqual(['unknown token {bulan}']);
    expect(validateNumberTemplate(`{seq}${'x'.repeat(60)}`)).toContain('at most 60 characters');
  });
});

describe('invoice totals', () => {
  it('computes line subtotals half up without float drift', () => {
    expect(lineSubtotal({ qty: 1.5, price: 33_333 })).toBe(50_000);
    expect(lineSubtotal({ qty: 0.3, price: 10 })).toBe(3);
    expect(lineSubtotal({ qty: 3, price: 250_000, discount: 25_000 })).toBe(725_000);
    expect(lineSubtotal({ qty: 1_000_000, price: 999_999_999 })).toBe(999_999_999_000_000);
    expect(() => lineSubtotal({ qty: 1, price: 100, discount: 101 })).toThrow(RangeError);
  });

  it('takes PPN on the DPP for a PKP invoice, rounded down, and none for Non PKP', () => {
    const lines = [
      { qty: 2, price: 5_100_000 },
      { qty: 1, price: 450_001, discount: 1 },
    ];
    const pkp = invoiceTotals({ lines, discount: 50_000, taxable: true, paid: 1_000_000 });
    expect(pkp).toEqual({
      lines: [10_200_000, 450_000],
      subtotal: 10_650_000,
      discount: 50_000,
      dpp: 10_600_000,
      ppn: 1_166_000,
      total: 11_766_000,
      paid: 1_000_000,
      balance: 10_766_000,
    });
    // 11 % of 1.000.009 = 110.000,99 → 110.000
    expect(invoiceTotals({ lines: [{ qty: 1, price: 1_000_009 }], taxable: true }).ppn).toBe(110_000);
    expect(invoiceTotals({ lines: [{ qty: 1, price: 1_000_009 }], taxable: true, ppnRate: 12 }).ppn).toBe(
      120_001,
    );
    const non = invoiceTotals({ lines, discount: 50_000, taxable: false });
    expect(non).toMatchObject({ dpp: 10_600_000, ppn: 0, total: 10_600_000, balance: 10_600_000 });
    expect(() => invoiceTotals({ lines, discount: 99_000_000, taxable: false })).toThrow(RangeError);
  });

  it('tells unpaid, partly paid and paid apart', () => {
    expect(paymentState(100, 0)).toBe('unpaid');
    expect(paymentState(100, 40)).toBe('partial');
    expect(paymentState(100, 100)).toBe('paid');
    expect(paymentState(100, 120)).toBe('paid');
  });
});

describe('QRIS', () => {
  it('computes CRC-16/CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
    expect(crc16Ccitt('')).toBe('FFFF');
  });

  // A static QRIS built the way an acquirer issues one: tags 00, 01 = 11 (static), 26 merchant account,
  // 52 category, 53 currency 360 (IDR), 58 country, 59 name, 60 city, then 63 with the CRC.
  const body =
    '000201010211' +
    '2644' +
    '0014ID.CO.QRIS.WWW' +
    '0215ID1026123456789' +
    '0303UMI' +
    '52045999' +
    '5303360' +
    '5802ID' +
    '5915TOKO SINAR JAYA' +
    '6007BANDUNG' +
    '6304';
  const staticQris = body + crc16Ccitt(body);

  it('verifies a CRC and refuses a tampered payload', () => {
    expect(verifyQrisCrc(staticQris)).toBe(true);
    expect(verifyQrisCrc(staticQris.replace('BANDUNG', 'BANDUNX'))).toBe(false);
    expect(parseEmvTlv(staticQris).map((e) => e.tag)).toEqual([
      '00',
      '01',
      '26',
      '52',
      '53',
      '58',
      '59',
      '60',
      '63',
    ]);
  });

  it('makes a dynamic QRIS with the amount in tag 54 before tag 58 and a fresh CRC', () => {
    const dynamic = dynamicQris(staticQris, 1_250_000);
    expect(verifyQrisCrc(dynamic)).toBe(true);
    const entries = parseEmvTlv(dynamic);
    expect(entries.find((e) => e.tag === '01')?.value).toBe('12');
    expect(entries.find((e) => e.tag === '54')?.value).toBe('1250000');
    expect(entries.map((e) => e.tag)).toEqual(['00', '01', '26', '52', '53', '54', '58', '59', '60', '63']);
    // made again from the dynamic one: the amount is replaced, not added
    const again = dynamicQris(dynamic, 5_000);
    expect(parseEmvTlv(again).filter((e) => e.tag === '54')).toEqual([{ tag: '54', value: '5000' }]);
    expect(verifyQrisCrc(again)).toBe(true);
  });

  it('refuses a malformed payload, a bad CRC and a bad amount', () => {
    expect(() => dynamicQris(staticQris.slice(0, -1), 1000)).toThrow(/CRC/);
    expect(() => dynamicQris(`${staticQris.slice(0, -4)}0000`, 1000)).toThrow(/CRC/);
    expect(() => dynamicQris(staticQris, 0)).toThrow(/amount/);
    expect(() => dynamicQris(staticQris, 10.5)).toThrow(/amount/);
    expect(parseEmvTlv('000201')).toEqual([{ tag: '00', value: '01' }]);
    expect(() => parseEmvTlv('0005AB')).toThrow(/past the end/);
  });
});
