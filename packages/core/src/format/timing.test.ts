import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './timing.ts';

describe('debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 500 ms by default', () => {
    const fn = vi.fn();
    const run = debounce(fn);
    run();
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('takes a wait', () => {
    const fn = vi.fn();
    const run = debounce(fn, 100);
    run();
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs once, with the last arguments, after a burst of calls', () => {
    const fn = vi.fn();
    const run = debounce(fn, 100);
    run('a', 1);
    run('ab', 2);
    run('abc', 3);
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('abc', 3);
  });

  it('restarts the wait on every call', () => {
    const fn = vi.fn();
    const run = debounce(fn, 100);
    run();
    vi.advanceTimersByTime(80);
    run();
    vi.advanceTimersByTime(80);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs again for calls after the wait', () => {
    const fn = vi.fn();
    const run = debounce(fn, 100);
    run(1);
    vi.advanceTimersByTime(100);
    run(2);
    vi.advanceTimersByTime(100);
    expect(fn.mock.calls).toEqual([[1], [2]]);
  });

  it('cancel drops the pending call', () => {
    const fn = vi.fn();
    const run = debounce(fn, 100);
    run();
    expect(run.pending()).toBe(true);
    run.cancel();
    expect(run.pending()).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });

  it('cancel without a pending call is harmless, and calls work afterwards', () => {
    const fn = vi.fn();
    const run = debounce(fn, 100);
    run.cancel();
    run('x');
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledWith('x');
  });

  it('flush runs the pending call now, once', () => {
    const fn = vi.fn();
    const run = debounce(fn, 100);
    run('now');
    run.flush();
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('now');
    expect(run.pending()).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('flush without a pending call does nothing', () => {
    const fn = vi.fn();
    const run = debounce(fn, 100);
    run.flush();
    expect(fn).not.toHaveBeenCalled();
    run();
    vi.advanceTimersByTime(100);
    run.flush();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('treats a zero, negative or non-finite wait sensibly', () => {
    const fn = vi.fn();
    debounce(fn, 0)();
    debounce(fn, -50)();
    vi.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledTimes(2);
    const late = vi.fn();
    debounce(late, Number.NaN)();
    vi.advanceTimersByTime(499);
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('keeps working after the function throws', () => {
    let calls = 0;
    const run = debounce(() => {
      calls += 1;
      if (calls === 1) throw new Error('boom');
    }, 10);
    run();
    expect(() => vi.advanceTimersByTime(10)).toThrow('boom');
    expect(run.pending()).toBe(false);
    run();
    vi.advanceTimersByTime(10);
    expect(calls).toBe(2);
  });

  it('keeps separate debounced functions independent', () => {
    const a = vi.fn();
    const b = vi.fn();
    const runA = debounce(a, 100);
    const runB = debounce(b, 100);
    runA();
    runB();
    runA.cancel();
    vi.advanceTimersByTime(100);
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('keeps the argument types of the function', () => {
    const seen: string[] = [];
    const run = debounce((text: string, times: number) => {
      seen.push(text.repeat(times));
    }, 5);
    run('ab', 2);
    vi.advanceTimersByTime(5);
    expect(seen).toEqual(['abab']);
  });
});
