/**
 * Dynamic QRIS: the business's static QRIS (EMVCo merchant-presented mode, TLV: two-digit tag, two-digit
 * length, value) turned into one that carries the amount (tag 54) and is marked dynamic (tag 01 = 12),
 * with its CRC (tag 63, CRC-16/CCITT-FALSE over everything up to and including `6304`) recomputed.
 *
 * Lengths count characters (Unicode code points), as EMVCo specifies; the CRC runs over the UTF-8 bytes.
 * Both are checked against the EMVCo specification's example, which carries Chinese text in its
 * alternate-language template (tag 64) and ends in CRC A13A. QRIS payloads are ASCII in practice, where
 * characters and bytes are the same.
 */

/** One top-level TLV entry: a two-digit tag and its value. */
export type Tlv = { tag: string; value: string };

/** Longest tag 54 value (EMVCo: up to 13 characters). */
const MAX_AMOUNT = 9_999_999_999_999;

/** UTF-8 bytes of a text (core has no DOM or Node typings, hence no TextEncoder). */
function utf8(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const c = char.codePointAt(0)!;
    if (c < 0x80) bytes.push(c);
    else if (c < 0x800) bytes.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else bytes.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return bytes;
}

/**
 * CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor) of the text's UTF-8 bytes,
 * as four upper-case hex digits: the checksum QRIS carries in tag 63.
 *
 * @example crc16Ccitt('123456789') === '29B1'
 */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of utf8(text)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * The top-level TLV entries of a payload, in order (nested templates such as 26 or 62 stay as one value;
 * parse the value again to read them). A tag or length that is not two digits, or a value running past
 * the end, is an Error naming the position.
 *
 * @example parseEmvTlv('000201010211') // [{ tag: '00', value: '01' }, { tag: '01', value: '11' }]
 */
export function parseEmvTlv(payload: string): Tlv[] {
  const chars = [...payload];
  const out: Tlv[] = [];
  let i = 0;
  while (i < chars.length) {
    const tag = chars.slice(i, i + 2).join('');
    const lengthText = chars.slice(i + 2, i + 4).join('');
    if (!/^\d{2}$/.test(tag)) throw new Error(`QRIS: no two-digit tag at character ${i} ("${tag}")`);
    if (!/^\d{2}$/.test(lengthText))
      throw new Error(`QRIS: tag ${tag} at character ${i} has no two-digit length ("${lengthText}")`);
    const length = Number(lengthText);
    if (i + 4 + length > chars.length)
      throw new Error(`QRIS: tag ${tag} at character ${i} runs past the end (length ${length})`);
    out.push({ tag, value: chars.slice(i + 4, i + 4 + length).join('') });
    i += 4 + length;
  }
  return out;
}

/** The payload of TLV entries (inverse of `parseEmvTlv`); a value over 99 characters is an Error. */
export function encodeEmvTlv(entries: readonly Tlv[]): string {
  return entries
    .map(({ tag, value }) => {
      const length = [...value].length;
      if (!/^\d{2}$/.test(tag)) throw new Error(`QRIS: a tag is two digits: "${tag}"`);
      if (length > 99) throw new Error(`QRIS: tag ${tag} is longer than 99 characters`);
      return `${tag}${String(length).padStart(2, '0')}${value}`;
    })
    .join('');
}

/**
 * Whether a payload ends with a tag 63 holding the right CRC (over everything up to and including
 * `6304`). Hex digits are compared case-insensitively; a payload whose TLV cannot be read is not valid.
 */
export function verifyQrisCrc(payload: string): boolean {
  if (!/6304[0-9A-Fa-f]{4}$/.test(payload)) return false;
  try {
    if (parseEmvTlv(payload).at(-1)?.tag !== '63') return false;
  } catch {
    return false;
  }
  return crc16Ccitt(payload.slice(0, -4)) === payload.slice(-4).toUpperCase();
}

/** The entries of a static payload, checked: format indicator first, CRC last and right. */
function checkedEntries(payload: string): Tlv[] {
  const entries = parseEmvTlv(payload);
  if (entries[0]?.tag !== '00' || entries[0].value !== '01')
    throw new Error('QRIS: the payload must start with tag 00 = 01 (payload format indicator)');
  const last = entries.at(-1);
  if (last?.tag !== '63' || !/^[0-9A-Fa-f]{4}$/.test(last.value))
    throw new Error('QRIS: the payload must end with tag 63 holding a four-digit hex CRC');
  const expected = crc16Ccitt(payload.slice(0, -4));
  if (last.value.toUpperCase() !== expected)
    throw new Error(`QRIS: CRC mismatch, the payload says ${last.value} but its content gives ${expected}`);
  return entries.slice(0, -1);
}

/**
 * The dynamic QRIS of an amount (whole Rupiah, 1 to 13 digits) from a static one: tag 01 set to 12
 * (dynamic), tag 54 set to the amount as plain digits (IDR has no decimals) and placed in tag order
 * (before 55/58…, replacing any 54 already there), and tag 63 recomputed. A malformed static payload
 * (bad TLV, no tag 00 or 63, CRC mismatch) or amount is an Error saying which.
 *
 * @example verifyQrisCrc(dynamicQris(staticQris, 150_000)) === true
 */
export function dynamicQris(staticPayload: string, amount: number): string {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_AMOUNT)
    throw new Error(`QRIS: the amount must be a whole number of rupiah, 1 to 13 digits: ${amount}`);
  const entries = checkedEntries(staticPayload.trim()).filter((e) => e.tag !== '54');
  const initiation = entries.find((e) => e.tag === '01');
  if (initiation) initiation.value = '12';
  else entries.splice(1, 0, { tag: '01', value: '12' });
  const at = entries.findIndex((e) => Number(e.tag) > 54);
  entries.splice(at < 0 ? entries.length : at, 0, { tag: '54', value: String(amount) });
  const body = `${encodeEmvTlv(entries)}6304`;
  return body + crc16Ccitt(body);
}
