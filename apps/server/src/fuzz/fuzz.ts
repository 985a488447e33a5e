/**
 * Shared settings of the fuzz suites (`*.fuzz.api.test.ts`): one seed per test run, the number of runs
 * per property, and the request counters each suite prints at its end (docs/fuzzing.md).
 */
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * One seed for every property of a run: `FUZZ_SEED` replays a failure (fast-check's message prints the
 * seed and the counterexample's path), otherwise a fresh one, so repeated runs explore new inputs.
 */
export const FUZZ_SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : Math.floor(Math.random() * 2 ** 31);

/** `FUZZ_RUNS` raises (or lowers) every property's number of runs; the defaults fit the time budget. */
export function fuzzRuns(fallback: number): number {
  const wanted = Number(process.env.FUZZ_RUNS);
  return Number.isInteger(wanted) && wanted > 0 ? wanted : fallback;
}

/**
 * fast-check parameters of a property: the run's seed and its number of runs. No shrinking: it would
 * replay requests against a database earlier runs changed, for minutes; the failing input is printed
 * as generated, with the seed and path that replay it.
 */
export function fuzzParameters(runs: number): fc.Parameters<unknown> {
  return { seed: FUZZ_SEED, numRuns: runs, endOnFailure: true, verbose: 1 };
}

/** Vitest timeout of a property: room for each run on a loaded 2-core machine, never under a minute. */
export function fuzzTimeout(runs: number, msPerRun: number): number {
  return Math.max(60_000, runs * msPerRun * 3);
}

/** Requests per property, printed at the end of each suite (the runs × cases figure of the docs). */
export class FuzzTally {
  private readonly counts = new Map<
    string,
    { runs: number; requests: number; statuses: Map<number, number> }
  >();

  run(property: string): void {
    this.entry(property).runs += 1;
  }

  /** One request made, by its answer's status (the report shows how many got past validation). */
  request(property: string, status: number): void {
    const entry = this.entry(property);
    entry.requests += 1;
    entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
  }

  private entry(property: string) {
    let entry = this.counts.get(property);
    if (!entry) {
      entry = { runs: 0, requests: 0, statuses: new Map() };
      this.counts.set(property, entry);
    }
    return entry;
  }

  report(suite: string): string {
    const lines = [...this.counts].map(([name, c]) => {
      const statuses = [...c.statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}×${n}`)
        .join(' ');
      return `  ${name}: ${c.runs} runs, ${c.requests} requests (${statuses})`;
    });
    return `[fuzz] ${suite} (seed ${FUZZ_SEED}, FUZZ_SEED=${FUZZ_SEED} to replay)\n${lines.join('\n')}`;
  }
}

/** An `inject` as a signed-in caller; a string payload goes out as it is (hand-written JSON). */
export function caller(app: FastifyInstance, token: string | null) {
  return (
    method: InjectOptions['method'],
    url: string,
    payload?: object | string | Buffer,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      payload,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
    });
}

/** Text that has tripped up SQL, LIKE patterns, URL decoders and JSON before. */
export const NASTY_TEXT = [
  "'",
  '"',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '--',
  '/*',
  '*/',
  ';',
  '%',
  '%%',
  '_',
  '\\',
  '\\%',
  '\\_',
  '%_%',
  '$1',
  '::text',
  'NULL',
  'null',
  'undefined',
  'true',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '0x1F',
  '9'.repeat(40),
  '2026-02-30',
  '2026-13-45T25:61:61Z',
  '\u202Eevil',
  'é',
  'e\u0301',
  '👩‍👩‍👧‍👦',
  '𝕂𝕒𝕟𝕥𝕠𝕣',
  '\uFEFF',
  'ｓｅｌｅｃｔ',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
] as const;

/** Arbitrary text: unicode graphemes, the nasty list, or a long run (past the search's 200 characters). */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }) },
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 16 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', '%', '_', '\\', 'é', '😀'), fc.integer({ min: 150, max: 4000 }))
      .map(([c, n]) => c.repeat(n)),
  },
);

/** A URL component: encoded text, or raw bytes a decoder must survive (bad escapes, overlong UTF-8). */
export const urlPart: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: anyText.map(encodeURIComponent) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '%',
      '%2',
      '%zz',
      '%ED%A0%80',
      '%FF%FE',
      '%C0%80',
      '%00',
      '+',
      '%2B',
      '[]',
      '[x]',
    ),
  },
);
