import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc16Ccitt, dynamicQris, encodeEmvTlv, parseEmvTlv, verifyQrisCrc } from './index.ts';

/** A TLV entry with its length counted, so the fixtures cannot carry a wrong length. */
const tlv = (tag: string, value: string) => `${tag}${String([...value].length).padStart(2, '0')}${value}`;
const withCrc = (body: string) => body + crc16Ccitt(body);
const tags = (payload: string) => parseEmvTlv(payload).map((e) => e.tag);
/** CRC-16/CCITT-FALSE of raw bytes, bit by bit: the oracle for the byte encoding. */
function crcOfBytes(bytes: number[]): string {
  let crc = 0xffff;
  for (const byte of bytes) {
    for (let bit = 7; bit >= 0; bit--) {
      const top = ((crc >> 15) & 1) ^ ((byte >> bit) & 1);
      crc = ((crc << 1) & 0xffff) ^ (top ? 0x1021 : 0);
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
const value = (payload: string, tag: string) => parseEmvTlv(payload).find((e) => e.tag === tag)?.value;

// A static QRIS written out by hand the way an acquirer issues one: 00 format, 01 = 11 (static), 26
// merchant account (GUID, merchant PAN, criteria), 52 category, 53 currency 360 (IDR), 58 country,
// 59 name, 60 city, then 63 with the CRC.
const handBody =
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
const staticQris = withCrc(handBody);

// The same shape built from entries, as in the brief (merchant "TOKO CONTOH").
const merchant = tlv('00', 'ID.CO.QRIS.WWW') + tlv('01', '936000140000012345') + tlv('03', 'UMI');
const contoh = withCrc(
  `000201010211${tlv('26', merchant)}520454995303360${tlv('58', 'ID')}${tlv('59', 'TOKO CONTOH')}` +
    `${tlv('60', 'BANDUNG')}6304`,
);

// EMVCo QR Code Specification for Payment Systems, Merchant-Presented Mode, example payload. Its tag 64
// has Chinese text: length 20 counts characters (it would be 32 in UTF-8 bytes), and its CRC A13A is
// the CRC of the UTF-8 bytes.
const EMVCO_EXAMPLE =
  '00020101021229300012D156000000000510A93FO3230Q31280012D15600000001030812345678520441115802CN5914BEST ' +
  'TRANSPORT6007BEIJING64200002ZH0104最佳运输0202北京540523.7253031565502016233030412340603***0708A6008667' +
  '0902ME91320016A0112233449988770708123456786304A13A';

describe('crc16Ccitt', () => {
  it('gives the CRC-16/CCITT-FALSE check values', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
    expect(crc16Ccitt('')).toBe('FFFF');
    expect(crc16Ccitt('A')).toBe('B915');
  });

  it('runs over UTF-8 bytes, as the EMVCo example confirms', () => {
    expect(crc16Ccitt(EMVCO_EXAMPLE.slice(0, -4))).toBe('A13A');
    // é is C3 A9 in UTF-8, not the single code unit E9
    expect(crc16Ccitt('é')).toBe(crcOfBytes([0xc3, 0xa9]));
    expect(crc16Ccitt('é')).not.toBe(crcOfBytes([0xe9]));
    expect(crc16Ccitt('123456789')).toBe(crcOfBytes([...'123456789'].map((c) => c.charCodeAt(0))));
  });
});

describe('parseEmvTlv and encodeEmvTlv', () => {
  it('reads the top-level entries, nested templates as one value', () => {
    expect(parseEmvTlv('')).toEqual([]);
    expect(parseEmvTlv('000201010211')).toEqual([
      { tag: '00', value: '01' },
      { tag: '01', value: '11' },
    ]);
    expect(tags(staticQris)).toEqual(['00', '01', '26', '52', '53', '58', '59', '60', '63']);
    expect(value(staticQris, '59')).toBe('TOKO SINAR JAYA');
    expect(parseEmvTlv(value(staticQris, '26')!)).toEqual([
      { tag: '00', value: 'ID.CO.QRIS.WWW' },
      { tag: '02', value: 'ID1026123456789' },
      { tag: '03', value: 'UMI' },
    ]);
    expect(parseEmvTlv('0000')).toEqual([{ tag: '00', value: '' }]);
  });

  it('counts lengths in characters', () => {
    expect(value(EMVCO_EXAMPLE, '64')).toBe('0002ZH0104最佳运输0202北京');
    expect(value(EMVCO_EXAMPLE, '54')).toBe('23.72');
    const emvTags = '00 01 29 31 52 58 59 60 64 54 53 55 62 91 63'.split(' ');
    expect(tags(EMVCO_EXAMPLE)).toEqual(emvTags);
  });

  it('round-trips: encode(parse(x)) is x', () => {
    for (const payload of [staticQris, contoh, EMVCO_EXAMPLE, dynamicQris(staticQris, 75_000)])
      expect(encodeEmvTlv(parseEmvTlv(payload))).toBe(payload);
  });

  it('names where a payload is malformed', () => {
    expect(() => parseEmvTlv('0005AB')).toThrow(/tag 00 at character 0 runs past the end/);
    expect(() => parseEmvTlv('0002010AXX')).toThrow(/no two-digit tag at character 6/);
    expect(() => parseEmvTlv('0002010')).toThrow(/no two-digit tag at character 6/);
    expect(() => parseEmvTlv('00020101')).toThrow(/tag 01 at character 6 has no two-digit length/);
    expect(() => parseEmvTlv('00A201')).toThrow(/no two-digit length/);
    expect(() => encodeEmvTlv([{ tag: '62', value: 'x'.repeat(100) }])).toThrow(/longer than 99/);
    expect(() => encodeEmvTlv([{ tag: '6', value: '' }])).toThrow(/two digits/);
  });
});

describe('verifyQrisCrc', () => {
  it('accepts a right CRC and refuses anything else', () => {
    expect(verifyQrisCrc(staticQris)).toBe(true);
    expect(verifyQrisCrc(contoh)).toBe(true);
    expect(verifyQrisCrc(EMVCO_EXAMPLE)).toBe(true);
    expect(verifyQrisCrc(staticQris.slice(0, -4) + staticQris.slice(-4).toLowerCase())).toBe(true);
    expect(verifyQrisCrc(staticQris.replace('BANDUNG', 'BANDUNX'))).toBe(false);
    expect(verifyQrisCrc(`${staticQris.slice(0, -4)}0000`)).toBe(false);
    expect(verifyQrisCrc(handBody)).toBe(false);
    expect(verifyQrisCrc('')).toBe(false);
    // ends in something that looks like a CRC but is inside another value
    const inside = `${tlv('00', '01')}${tlv('62', `6304${crc16Ccitt('x')}`)}`;
    expect(verifyQrisCrc(inside)).toBe(false);
  });
});

describe('dynamicQris', () => {
  it('marks the payload dynamic, adds the amount before tag 58 and recomputes the CRC', () => {
    const dynamic = dynamicQris(staticQris, 1_250_000);
    expect(verifyQrisCrc(dynamic)).toBe(true);
    expect(dynamic.startsWith('000201010212')).toBe(true);
    expect(dynamic).toContain('540712500005802ID');
    expect(value(dynamic, '54')).toBe('1250000');
    expect(tags(dynamic)).toEqual(['00', '01', '26', '52', '53', '54', '58', '59', '60', '63']);
    // everything else is unchanged
    const others = (p: string) => parseEmvTlv(p).filter((e) => !['01', '54', '63'].includes(e.tag));
    expect(others(dynamic)).toEqual(others(staticQris));
    expect(dynamic.slice(-8, -4)).toBe('6304');
    expect(dynamic.slice(-4)).toBe(crc16Ccitt(dynamic.slice(0, -4)));
  });

  it('builds from the brief’s TOKO CONTOH payload', () => {
    const dynamic = dynamicQris(contoh, 15_000);
    expect(verifyQrisCrc(dynamic)).toBe(true);
    expect(dynamic).toContain('010212');
    expect(dynamic).toContain('540515000');
    expect(value(dynamic, '59')).toBe('TOKO CONTOH');
  });

  it('replaces an amount already there and is stable when made again', () => {
    const first = dynamicQris(staticQris, 1_250_000);
    const again = dynamicQris(first, 5_000);
    expect(parseEmvTlv(again).filter((e) => e.tag === '54')).toEqual([{ tag: '54', value: '5000' }]);
    expect(again).toBe(dynamicQris(staticQris, 5_000));
    expect(dynamicQris(first, 1_250_000)).toBe(first);
    // the EMVCo example's decimal amount, out of tag order, gives way to a whole-rupiah one before 58
    const emv = dynamicQris(EMVCO_EXAMPLE, 23);
    expect(verifyQrisCrc(emv)).toBe(true);
    expect(tags(emv).filter((t) => t === '54')).toHaveLength(1);
    expect(tags(emv).indexOf('54')).toBe(tags(emv).indexOf('58') - 1);
    expect(value(emv, '64')).toBe('0002ZH0104最佳运输0202北京');
  });

  it('puts tag 54 in tag order and adds a missing tag 01', () => {
    const tip = withCrc(`000201010211${tlv('26', merchant)}5204549953033605502015802ID6304`);
    expect(tags(dynamicQris(tip, 1_000))).toEqual(['00', '01', '26', '52', '53', '54', '55', '58', '63']);
    const no01 = withCrc(`000201${tlv('26', merchant)}520454995303360${tlv('58', 'ID')}6304`);
    const made = dynamicQris(no01, 1_000);
    expect(tags(made)).toEqual(['00', '01', '26', '52', '53', '54', '58', '63']);
    expect(value(made, '01')).toBe('12');
    expect(dynamicQris(`  ${staticQris}\n`, 1_000)).toBe(dynamicQris(staticQris, 1_000));
  });

  it('gives a valid payload for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999_999_999 }), (amount) => {
        const dynamic = dynamicQris(staticQris, amount);
        expect(verifyQrisCrc(dynamic)).toBe(true);
        expect(value(dynamic, '54')).toBe(String(amount));
        expect(encodeEmvTlv(parseEmvTlv(dynamic))).toBe(dynamic);
      }),
    );
  });

  it('refuses a malformed static payload, saying why', () => {
    expect(() => dynamicQris(staticQris.slice(0, -1), 1_000)).toThrow(/tag 63 .* runs past the end/);
    expect(() => dynamicQris(`${staticQris.slice(0, -4)}0000`, 1_000)).toThrow(
      new RegExp(`CRC mismatch, the payload says 0000 but its content gives ${staticQris.slice(-4)}`),
    );
    expect(() => dynamicQris(staticQris.replace('BANDUNG', 'BANDUNX'), 1_000)).toThrow(/CRC mismatch/);
    expect(() => dynamicQris(handBody.slice(0, -4), 1_000)).toThrow(/must end with tag 63/);
    expect(() => dynamicQris(`${handBody}ZZZZ`, 1_000)).toThrow(/must end with tag 63/);
    expect(() => dynamicQris(withCrc(`010211${tlv('58', 'ID')}6304`), 1_000)).toThrow(/start with tag 00/);
    expect(() => dynamicQris('', 1_000)).toThrow(/start with tag 00/);
    expect(() => dynamicQris('hello', 1_000)).toThrow(/QRIS/);
  });

  it.each([0, -5, 10.5, Number.NaN, 10_000_000_000_000])('refuses the amount %d', (amount) => {
    expect(() => dynamicQris(staticQris, amount)).toThrow(/amount/);
  });
});
