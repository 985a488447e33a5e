/** At most this long after the page asked, idle or not (the browser's idle callback `timeout`). */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `work` once the browser is idle (within IDLE_TIMEOUT_MS), or on the next turn where there is no
 * idle callback (jsdom, older Safari); `cancel` drops it if it has not run. For what a screen starts
 * that its first draw does not need: the form's chunk, the signed-in tasks.
 */
export function whenIdle(work: () => void): { cancel: () => void } {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(work, 0);
    return { cancel: () => clearTimeout(timer) };
  }
  const id = requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
  return { cancel: () => cancelIdleCallback(id) };
}
