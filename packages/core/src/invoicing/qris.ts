/**
 * Dynamic QRIS: the business's static QRIS (EMVCo merchant-presented mode, TLV: two-digit tag, two-digit
 * length, value) turned into one that carries the amount (tag 54) and is marked dynamic (tag 01 = 12),
 * with its CRC (tag 63, CRC-16/CCITT-FALSE over everything up to and including `6304`) recomputed.
 * Lengths count characters, as the payload is ASCII in practice; the CRC runs over the UTF-8 bytes.
 */
export type Tlv = { tag: string; value: string };

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

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) of the text's UTF-8 bytes, four upper-case hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of utf8(text)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The top-level TLV entries of a payload; a malformed length is an Error naming where. */
export function parseEmvTlv(payload: string): Tlv[] {
  const chars = [...payload];
  const out: Tlv[] = [];
  let i = 0;
  while (i < chars.length) {
    const tag = chars.slice(i, i + 2).join('');
    const lengthText = chars.slice(i + 2, i + 4).join('');
    if (!/^\d{2}$/.test(tag) || !/^\d{2}$/.test(lengthText))
      throw new Error(`QRIS: malformed entry at position ${i}`);
    const length = Number(lengthText);
    if (i + 4 + length > chars.length) throw new Error(`QRIS: tag ${tag} runs past the end`);
    out.push({ tag, value: chars.slice(i + 4, i + 4 + length).join('') });
    i += 4 + length;
  }
  return out;
}

const encode = (entries: readonly Tlv[]) =>
  entries.map((e) => `${e.tag}${String([...e.value].length).padStart(2, '0')}${e.value}`).join('');

/** Whether a payload ends with a tag 63 holding the right CRC. */
export function verifyQrisCrc(payload: string): boolean {
  if (!/6304[0-9A-Fa-f]{4}$/.test(payload)) return false;
  return crc16Ccitt(payload.slice(0, -4)) === payload.slice(-4).toUpperCase();
}

/**
 * The dynamic QRIS of an amount (whole Rupiah) from a static one: tag 01 = 12, tag 54 = the amount
 * (inserted before tag 58, replacing any), CRC recomputed. The static payload must be well formed.
 */
export function dynamicQris(staticPayload: string, amount: number): string {
  if (!Number.isInteger(amount) || amount <= 0 || amount > 9_999_999_999_999)
    throw new Error('QRIS: the amount must be a positive whole number of rupiah');
  const payload = staticPayload.trim();
  if (!verifyQrisCrc(payload)) throw new Error('QRIS: the static payload has no valid CRC (tag 63)');
  const entries = parseEmvTlv(payload).filter((e) => e.tag !== '63' && e.tag !== '54');
  if (entries[0]?.tag !== '00') throw new Error('QRIS: the payload must start with tag 00');
  const initiation = entries.find((e) => e.tag === '01');
  if (initiation) initiation.value = '12';
  else entries.splice(1, 0, { tag: '01', value: '12' });
  const at = entries.findIndex((e) => Number(e.tag) > 54);
  entries.splice(at < 0 ? entries.length : at, 0, { tag: '54', value: String(amount) });
  const body = `${encode(entries)}6304`;
  return body + crc16Ccitt(body);
}
