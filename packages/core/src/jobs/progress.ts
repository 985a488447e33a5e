/** A sub job as the roll-up sees it: its weight (percent of the job, or empty) and its latest percent. */
export type WeightedProgress = { bobot: number | string | null; progres: number | string | null };

const num = (v: number | string | null | undefined): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

const clampPercent = (n: number) => Math.min(100, Math.max(0, n));

/**
 * The weight each sub job carries. Weights are shares of the job in percent: sub jobs without one
 * share equally what the given weights leave of 100 (all empty: equal shares). When the given weights
 * already reach 100 the empty ones carry nothing; when every weight is zero the shares are equal.
 */
export function effectiveWeights(subs: readonly WeightedProgress[]): number[] {
  const given = subs.map((s) => {
    const w = num(s.bobot);
    return w === null ? null : clampPercent(w);
  });
  const missing = given.filter((w) => w === null).length;
  const sumGiven = given.reduce<number>((sum, w) => sum + (w ?? 0), 0);
  const share = missing > 0 ? Math.max(0, 100 - sumGiven) / missing : 0;
  const weights = given.map((w) => (w === null ? share : w));
  return weights.every((w) => w === 0) ? subs.map(() => 1) : weights;
}

/**
 * The job's progress: the weighted mean of its sub jobs' latest percents, rounded to a whole percent
 * (half up). A job without sub jobs is at 0; 100 only when every weighted sub job is at 100.
 */
export function rollUpProgress(subs: readonly WeightedProgress[]): number {
  if (subs.length === 0) return 0;
  const weights = effectiveWeights(subs);
  const total = weights.reduce((a, b) => a + b, 0);
  const sum = subs.reduce((acc, s, i) => acc + weights[i]! * clampPercent(num(s.progres) ?? 0), 0);
  const mean = sum / total;
  // 99.6 must not round up to a "done" 100 while a weighted sub job is still open.
  const rounded = Math.round(mean);
  return rounded === 100 && mean < 100 ? 99 : rounded;
}

/** Every sub job has reached 100% (what a job needs before it can be Done without an admin's reason). */
export function allComplete(subs: readonly WeightedProgress[]): boolean {
  return subs.length > 0 && subs.every((s) => (num(s.progres) ?? 0) >= 100);
}
