import { describe, expect, it } from 'vitest';
import { allComplete, effectiveWeights, rollUpProgress } from './progress.ts';
import { newTrackingCode, normalizeTrackingCode, TRACKING_ALPHABET } from './tracking-code.ts';

describe('rollUpProgress', () => {
  it('is 0 for a job without sub jobs', () => {
    expect(rollUpProgress([])).toBe(0);
  });

  it('weighs sub jobs by their weight', () => {
    expect(
      rollUpProgress([
        { bobot: 70, progres: 100 },
        { bobot: 30, progres: 0 },
      ]),
    ).toBe(70);
    expect(
      rollUpProgress([
        { bobot: 25, progres: 50 },
        { bobot: 75, progres: 20 },
      ]),
    ).toBe(28); // 12.5 + 15 = 27.5 → 28 (half up)
  });

  it('shares equally when no weight is given', () => {
    expect(
      rollUpProgress([
        { bobot: null, progres: 50 },
        { bobot: null, progres: 100 },
        { bobot: null, progres: 0 },
      ]),
    ).toBe(50);
  });

  it('lets the sub jobs without a weight share what is left of 100', () => {
    expect(
      effectiveWeights([
        { bobot: 40, progres: 0 },
        { bobot: null, progres: 0 },
        { bobot: '', progres: 0 },
      ]),
    ).toEqual([40, 30, 30]);
    expect(
      effectiveWeights([
        { bobot: 100, progres: 0 },
        { bobot: null, progres: 0 },
      ]),
    ).toEqual([100, 0]);
  });

  it('normalises weights that do not add up to 100', () => {
    expect(
      rollUpProgress([
        { bobot: 10, progres: 100 },
        { bobot: 10, progres: 0 },
      ]),
    ).toBe(50);
  });

  it('shares equally when every weight is zero', () => {
    expect(
      rollUpProgress([
        { bobot: 0, progres: 100 },
        { bobot: 0, progres: 0 },
      ]),
    ).toBe(50);
  });

  it('never shows 100 while a weighted sub job is open', () => {
    expect(
      rollUpProgress([
        { bobot: 99.9, progres: 100 },
        { bobot: 0.1, progres: 0 },
      ]),
    ).toBe(99);
    expect(
      rollUpProgress([
        { bobot: 50, progres: '100' },
        { bobot: '50', progres: 100 },
      ]),
    ).toBe(100);
  });

  it('clamps percents outside 0–100', () => {
    expect(
      rollUpProgress([
        { bobot: null, progres: 150 },
        { bobot: null, progres: -20 },
      ]),
    ).toBe(50);
  });
});

describe('allComplete', () => {
  it('needs at least one sub job, all at 100', () => {
    expect(allComplete([])).toBe(false);
    expect(
      allComplete([
        { bobot: 1, progres: 100 },
        { bobot: 1, progres: 99 },
      ]),
    ).toBe(false);
    expect(
      allComplete([
        { bobot: 1, progres: 100 },
        { bobot: null, progres: '100' },
      ]),
    ).toBe(true);
  });
});

describe('tracking codes', () => {
  it('are KTR- and two groups of four symbols of a 32-symbol alphabet (40 bits)', () => {
    expect(TRACKING_ALPHABET).toHaveLength(32);
    expect(new Set(TRACKING_ALPHABET).size).toBe(32);
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const code = newTrackingCode();
      expect(code).toMatch(/^KTR-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      seen.add(code);
    }
    expect(seen.size).toBe(2000);
  });

  it('use every bit of the random source', () => {
    expect(newTrackingCode((b) => b.fill(0))).toBe('KTR-0000-0000');
    expect(newTrackingCode((b) => b.fill(31))).toBe('KTR-ZZZZ-ZZZZ');
    expect(newTrackingCode((b) => b.fill(255))).toBe('KTR-ZZZZ-ZZZZ');
  });

  it('read back what a customer types, forgiving case, spaces and look-alikes', () => {
    expect(normalizeTrackingCode('ktr-7f3k-9qjd')).toBe('KTR-7F3K-9QJD');
    expect(normalizeTrackingCode(' 7F3K 9QJD ')).toBe('KTR-7F3K-9QJD');
    expect(normalizeTrackingCode('KTR-OIL0-0000')).toBe('KTR-0110-0000');
    expect(normalizeTrackingCode('KTR-7F3K-9QJ')).toBeNull();
    expect(normalizeTrackingCode('KTR-7F3K-9QJU')).toBeNull();
    expect(normalizeTrackingCode("'; DROP TABLE")).toBeNull();
    expect(normalizeTrackingCode(42)).toBeNull();
  });
});
