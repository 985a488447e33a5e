/** File sizes of spec §5: Bytes, KB, MB, GB, TB in base 1024. */
import { FILE_SIZE_BASE } from '../constants.ts';
import { type NumericInput, parseNumber, round } from './numbers.ts';

const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A byte count in the largest fitting unit up to TB (base 1024), rounded to `decimals` (default 2) without
 * trailing zeros; '.' is the decimal separator. '' for empty or non-numeric input.
 * @example formatFileSize(0) // '0 Bytes'
 * @example formatFileSize(1024) // '1 KB'
 * @example formatFileSize(1572864) // '1.5 MB'
 */
export function formatFileSize(bytes: NumericInput, decimals = 2): string {
  const n = parseNumber(bytes);
  if (n === null) return '';
  if (n === 0) return '0 Bytes';
  const places = Number.isFinite(decimals) ? Math.max(0, Math.trunc(decimals)) : 2;
  const size = Math.abs(n);
  let unit = Math.min(UNITS.length - 1, Math.max(0, Math.floor(Math.log(size) / Math.log(FILE_SIZE_BASE))));
  let value = round(size / FILE_SIZE_BASE ** unit, places);
  // 1023.999 KB rounds to 1024 KB: show it as 1 MB instead.
  if (value >= FILE_SIZE_BASE && unit < UNITS.length - 1) {
    unit += 1;
    value = round(size / FILE_SIZE_BASE ** unit, places);
  }
  return `${n < 0 && value !== 0 ? '-' : ''}${value} ${UNITS[unit]}`;
}
