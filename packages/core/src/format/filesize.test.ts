import { describe, expect, it } from 'vitest';
import { formatFileSize } from './filesize.ts';

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;
const TB = GB * 1024;

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [500, '500 Bytes'],
    [1023, '1023 Bytes'],
    [KB, '1 KB'],
    [1536, '1.5 KB'],
    [1.5 * MB, '1.5 MB'],
    [MB, '1 MB'],
    [GB, '1 GB'],
    [2.25 * GB, '2.25 GB'],
    [TB, '1 TB'],
    [1234567, '1.18 MB'],
    [123456789, '117.74 MB'],
  ])('formats %j as %j', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it('stops at TB', () => {
    expect(formatFileSize(1024 * TB)).toBe('1024 TB');
    expect(formatFileSize(5000 * TB)).toBe('5000 TB');
  });

  it('moves to the next unit when rounding reaches 1024', () => {
    expect(formatFileSize(MB - 1)).toBe('1 MB');
    expect(formatFileSize(KB - 0.001)).toBe('1 KB');
    expect(formatFileSize(TB - 1)).toBe('1 TB');
  });

  it('takes a number of decimals', () => {
    expect(formatFileSize(1234567, 0)).toBe('1 MB');
    expect(formatFileSize(1234567, 1)).toBe('1.2 MB');
    expect(formatFileSize(1234567, 4)).toBe('1.1774 MB');
    expect(formatFileSize(1234567, -2)).toBe('1 MB');
    expect(formatFileSize(1234567, Number.NaN)).toBe('1.18 MB');
  });

  it('shows fractions of a byte in Bytes', () => {
    expect(formatFileSize(0.5)).toBe('0.5 Bytes');
  });

  it('keeps the sign of negative sizes, but never shows -0', () => {
    expect(formatFileSize(-2048)).toBe('-2 KB');
    expect(formatFileSize(-0.001)).toBe('0 Bytes');
    expect(formatFileSize(-0)).toBe('0 Bytes');
  });

  it('reads numeric strings and bigints', () => {
    expect(formatFileSize('1024')).toBe('1 KB');
    expect(formatFileSize(' 1572864 ')).toBe('1.5 MB');
    expect(formatFileSize(1048576n)).toBe('1 MB');
  });

  it.each([null, undefined, '', 'abc', '1 KB', Number.NaN, Number.POSITIVE_INFINITY])(
    'is empty for %j',
    (value) => {
      expect(formatFileSize(value)).toBe('');
    },
  );
});
