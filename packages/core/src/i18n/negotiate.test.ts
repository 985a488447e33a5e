import { describe, expect, it } from 'vitest';
import { messageLocaleOf } from './negotiate.ts';

describe('messageLocaleOf', () => {
  it('answers in Indonesian when the caller names no language', () => {
    for (const header of [undefined, null, '', '   ', '*', ',;q=1'])
      expect(messageLocaleOf(header)).toBe('id-ID');
  });

  it('takes the most preferred of Indonesian and English by q-value, ties by order', () => {
    expect(messageLocaleOf('id-ID')).toBe('id-ID');
    expect(messageLocaleOf('in')).toBe('id-ID');
    expect(messageLocaleOf('en')).toBe('en-US');
    expect(messageLocaleOf('en-US,en;q=0.9,id;q=0.8')).toBe('en-US');
    expect(messageLocaleOf('en;q=0.4, id;q=0.8')).toBe('id-ID');
    expect(messageLocaleOf('de-DE,id;q=0.5')).toBe('id-ID');
    expect(messageLocaleOf('fr, en')).toBe('en-US');
    expect(messageLocaleOf(['en-GB', 'id'])).toBe('en-US');
  });

  it('answers in English for a header that names neither, and ignores refused languages', () => {
    expect(messageLocaleOf('de')).toBe('en-US');
    expect(messageLocaleOf('zh-CN,ar;q=0.5')).toBe('en-US');
    expect(messageLocaleOf('id;q=0, en')).toBe('en-US');
    // `indonesian` is not `id`: a prefix must end at a subtag
    expect(messageLocaleOf('idx')).toBe('en-US');
  });
});
