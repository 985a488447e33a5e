import { describe, expect, it } from 'vitest';
import { expectNever } from './absence.ts';

describe('expectNever', () => {
  it('resolves at the deadline when the thing never happens', async () => {
    const started = Date.now();
    await expectNever(() => false, 80);
    expect(Date.now() - started).toBeGreaterThanOrEqual(80);
  });

  it('fails as soon as the thing happens, long before the deadline', async () => {
    let happened = false;
    setTimeout(() => {
      happened = true;
    }, 30);
    const started = Date.now();
    await expect(expectNever(() => happened, 5_000, 'the save request')).rejects.toThrow(
      'the save request happened within 5000 ms',
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('fails when the thing has already happened', async () => {
    await expect(expectNever(() => true, 1_000)).rejects.toThrow('happened within 1000 ms');
  });
});
