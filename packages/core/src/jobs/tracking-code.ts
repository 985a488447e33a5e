/**
 * Tracking codes a customer types on `/lacak`, e.g. `KTR-7F3K-9QJD`: eight symbols of Crockford's
 * base 32 (digits and letters without I, L, O, U), so 40 random bits. Typing is forgiving: case,
 * spaces and dashes do not matter, and the look-alikes O→0, I/L→1 are read as the digit.
 */
export const TRACKING_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const TRACKING_PREFIX = 'KTR';
const SYMBOLS = 8;

/** Web Crypto, present in Node 20 and browsers; typed here because core is compiled without DOM or Node types. */
type RandomSource = { getRandomValues(array: Uint8Array): Uint8Array };
const webCrypto = (bytes: Uint8Array) =>
  (globalThis as unknown as { crypto: RandomSource }).crypto.getRandomValues(bytes);

/** A new random code from a cryptographic source (Web Crypto, in Node and in browsers). */
export function newTrackingCode(random: (bytes: Uint8Array) => Uint8Array = webCrypto) {
  const bytes = random(new Uint8Array(SYMBOLS));
  let body = '';
  // each byte's low five bits pick a symbol: 8 × 5 = 40 bits, uniform because 256 is a multiple of 32
  for (const byte of bytes) body += TRACKING_ALPHABET[byte & 31];
  return `${TRACKING_PREFIX}-${body.slice(0, 4)}-${body.slice(4)}`;
}

/** The canonical form of what a customer typed, or null when it cannot be a tracking code. */
export function normalizeTrackingCode(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > 40) return null;
  let text = input.toUpperCase().replace(/[\s\-_.]/g, '');
  if (text.startsWith(TRACKING_PREFIX)) text = text.slice(TRACKING_PREFIX.length);
  text = text.replace(/O/g, '0').replace(/[IL]/g, '1');
  if (text.length !== SYMBOLS) return null;
  for (const c of text) if (!TRACKING_ALPHABET.includes(c)) return null;
  return `${TRACKING_PREFIX}-${text.slice(0, 4)}-${text.slice(4)}`;
}
