/**
 * The POS page's counter and its open cash session (issue 34). The counter is a name this browser keeps
 * (`Kasir 1` until the cashier names it otherwise): one open session per counter, kept by the server.
 * The open session is cached beside the counter, so a sale made offline still names the session it
 * was made in; when it syncs after that session was closed the server refuses it and the queue keeps
 * it, marked (sale-queue.ts).
 */
import { useCallback, useEffect, useState } from 'react';
import { type CashSession, inventoryApi } from './inventory-api.ts';
import { COUNTER_KEY, DEFAULT_COUNTER, readStored, storedCounter } from './pos-counter.ts';
import { isOffline } from './sale-queue.ts';

const SESSION_KEY = 'kantor-pos-session';

export { DEFAULT_COUNTER };

export function usePosSession() {
  const [counter, setCounterState] = useState(storedCounter);
  const [session, setSessionState] = useState<CashSession | null>(null);
  const [loaded, setLoaded] = useState(false);

  const setSession = useCallback((next: CashSession | null) => {
    setSessionState(next);
    if (next) localStorage.setItem(SESSION_KEY, JSON.stringify(next));
    else localStorage.removeItem(SESSION_KEY);
  }, []);

  const load = useCallback(
    async (name: string) => {
      try {
        const { records } = await inventoryApi.openSessions(name);
        setSession(records[0] ?? null);
      } catch (error) {
        if (!isOffline(error)) throw error;
        // offline: the session this counter had open when the network dropped
        const cached = readStored<CashSession>(SESSION_KEY);
        setSessionState(cached?.counter === name ? cached : null);
      } finally {
        setLoaded(true);
      }
    },
    [setSession],
  );

  useEffect(() => {
    void load(counter);
  }, [counter, load]);

  const setCounter = useCallback((name: string) => {
    const trimmed = name.trim() || DEFAULT_COUNTER;
    localStorage.setItem(COUNTER_KEY, JSON.stringify(trimmed));
    setCounterState(trimmed);
  }, []);

  const open = useCallback(
    async (float: number) => {
      const { session: opened } = await inventoryApi.openSession({ counter, float });
      setSession(opened);
      return opened;
    },
    [counter, setSession],
  );

  return {
    counter,
    setCounter,
    session,
    loaded,
    open,
    closed: () => setSession(null),
    reload: () => load(counter),
  };
}
