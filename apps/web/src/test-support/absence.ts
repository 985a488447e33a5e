/**
 * Proves that something does not happen within `ms`: polls `happened` and rejects as soon as it answers
 * true (so a regression fails at once, with what happened), else resolves at the deadline. For what must
 * NOT follow an action (a refused save sends no request, a debounce holds a search back); for what must
 * follow, use `waitFor`. The deadline is the only wait: choose it from the behaviour's own timing (a
 * debounce's delay, the time a refused action would take to send), not as a sleep to let things settle.
 */
export async function expectNever(
  happened: () => boolean,
  ms: number,
  what = 'the unwanted event',
): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (happened()) throw new Error(`${what} happened within ${ms} ms`);
    const left = deadline - Date.now();
    if (left <= 0) return;
    await new Promise((resolve) => setTimeout(resolve, Math.min(10, left)));
  }
}
