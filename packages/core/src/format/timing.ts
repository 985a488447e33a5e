/** Debounce of spec §9 (500 ms by default). */
import { DEBOUNCE_MS } from '../constants.ts';

/** A debounced function: calls are collected, and only the last one runs, `wait` ms after it was made. */
export type Debounced<A extends unknown[]> = {
  (...args: A): void;
  /** Drops the pending call, if any. */
  cancel(): void;
  /** Runs the pending call now, if any. */
  flush(): void;
  /** Whether a call is waiting to run. */
  pending(): boolean;
};

/**
 * Timers of the host (browser or Node), looked up at each call so test fake timers apply. Typed here
 * because core is compiled without DOM or Node types.
 */
type TimerHost = {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};
const timers = (): TimerHost => globalThis as unknown as TimerHost;

/**
 * Delays `fn` until `wait` ms (default 500) have passed without another call; it then runs once with the
 * arguments of the last call (trailing edge).
 * @example
 * const save = debounce((text: string) => api.search(text), 300);
 * save('a'); save('ab'); // one search for 'ab', 300 ms after the last call
 * save.flush(); // or run it now; save.cancel() drops it
 */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => unknown,
  wait: number = DEBOUNCE_MS,
): Debounced<A> {
  const delay = Number.isFinite(wait) ? Math.max(0, wait) : DEBOUNCE_MS;
  let handle: unknown;
  let lastArgs: A | null = null;

  const run = () => {
    const args = lastArgs;
    lastArgs = null;
    handle = undefined;
    if (args) fn(...args);
  };

  const debounced = (...args: A) => {
    lastArgs = args;
    if (handle !== undefined) timers().clearTimeout(handle);
    handle = timers().setTimeout(run, delay);
  };

  debounced.cancel = () => {
    if (handle !== undefined) timers().clearTimeout(handle);
    handle = undefined;
    lastArgs = null;
  };

  debounced.flush = () => {
    if (handle === undefined) return;
    timers().clearTimeout(handle);
    run();
  };

  debounced.pending = () => handle !== undefined;

  return debounced;
}
