/** At most this long after the page asked, idle or not (the browser's idle callback `timeout`). */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Not before this long after the page load started (`performance.now()`): a cold signed-in page draws
 * its content within ~1.5 s on a 2-core machine, and the browser is "idle" many times before that,
 * each time it waits for a chunk or an answer (issue 36: work started at the first idle moment, ~1.5 s
 * in, landed just as the record view was about to draw its record and delayed it). Later in the page's
 * life (a move to another screen) the floor has long passed.
 */
export const AFTER_START_MS = 3000;

/**
 * Runs `work` once the page's first content has had its time (AFTER_START_MS) and the browser is idle
 * (within IDLE_TIMEOUT_MS), or on the next turn where there is no idle callback (jsdom, older Safari);
 * `cancel` drops it if it has not run. For what a screen starts that its first draw does not need: the
 * form's chunk, the signed-in tasks.
 */
export function whenIdle(work: () => void): { cancel: () => void } {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(work, 0);
    return { cancel: () => clearTimeout(timer) };
  }
  let idle: number | null = null;
  const timer = setTimeout(
    () => {
      idle = requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    },
    Math.max(0, AFTER_START_MS - performance.now()),
  );
  return {
    cancel: () => {
      clearTimeout(timer);
      if (idle !== null) cancelIdleCallback(idle);
    },
  };
}
