import { normaliseRoute } from '@kantor/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { signedInTasks } from './feature-registry.ts';
import { useSession } from './session-context.tsx';
import { whenIdle } from './when-idle.ts';

/**
 * Runs the features' signed-in tasks (feature.ts `SignedInTask`) for the signed-in user who holds each
 * task's page: started once per user and page set, stopped at sign-out or when the user changes.
 */
export function useSignedInTasks(): void {
  const session = useSession();
  // the one cache of the app: it lives as long as the page, so it needs no place in the key
  const queryClient = useQueryClient();
  const username = session.loggedIn ? (session.user?.username ?? null) : null;
  const held = new Set(session.pages.map(normaliseRoute));
  const due = signedInTasks().filter((task) => held.has(normaliseRoute(task.page)));
  // the tasks' identity, so a redraw with the same user and pages starts nothing again
  const key = username ? `${username}|${due.map((task) => task.page).join(',')}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the user and the due tasks
  useEffect(() => {
    if (!username || due.length === 0) return;
    let stopped = false;
    const stops: (() => void)[] = [];
    const run = () => {
      for (const task of due)
        void task
          .load()
          .then((module) => {
            if (!stopped) stops.push(module.start({ username, queryClient }));
          })
          .catch(() => undefined);
    };
    // once the page has drawn and the browser is idle: a task's chunks and calls (the technician's
    // queue and warm-up: 7 files and a request) went out while a cold page was still drawing its
    // content (issue 36)
    const idle = whenIdle(run);
    return () => {
      stopped = true;
      idle.cancel();
      for (const stop of stops) stop();
    };
  }, [key]);
}
