import { describe, expect, it } from 'vitest';
import { parseYesNo } from './yes-no.ts';

describe('parseYesNo', () => {
  it('reads the yes and no words in Indonesian and English, any case and spacing', () => {
    for (const yes of ['ya', 'Ya', ' IYA ', 'y', 'yes', 'true', '1', 'on', true, 1])
      expect(parseYesNo(yes)).toBe(true);
    for (const no of ['tidak', 'Tidak', 'tdk', 't', 'no', 'n', 'false', '0', 'off', false, 0])
      expect(parseYesNo(no)).toBe(false);
  });

  it('answers null for anything else, so the caller keeps its safe default', () => {
    for (const other of ['', 'mungkin', 'benar', '2', null, undefined, {}, [], 'constructor'])
      expect(parseYesNo(other)).toBeNull();
  });
});
