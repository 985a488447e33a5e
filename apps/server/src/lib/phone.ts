/** An Indonesian mobile number in the international form wa.me wants: 0812… / +62 812… → 62812…. */
export function waNumber(phone: unknown): string | null {
  const digits = String(phone ?? '').replace(/\D/g, '');
  const international = digits.startsWith('0')
    ? `62${digits.slice(1)}`
    : digits.startsWith('8')
      ? `62${digits}`
      : digits;
  return /^62\d{8,13}$/.test(international) ? international : null;
}
