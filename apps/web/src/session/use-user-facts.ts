/**
 * The signed-in user's facts (issue 37, docs/rules.md "User context"): what a rule condition reads about
 * who is looking (`user.cabang`, `user.groups`, `role.name`, ...), as the server reads them when it applies
 * Batasi Baris, Kunci Kolom and Wajib Isi. The screens pass them to column logic, colours, input logics
 * and conditional field rules, so what a screen shows follows the same conditions the server enforces.
 *
 * Fetched once per session (`GET /api/account/facts`, after `currentuserdata`) and shared through the
 * query cache: a list evaluates every row with the same facts, never one request per row or per screen.
 */
import { type accountFactsRoute, ROUTE_ADDRESSES, type UserFactsAnswer } from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { callAt } from '../api/call-route.ts';
import { useSessionStoreIfAny } from '../app/session-context.tsx';
import type { SessionState } from './session-store.ts';

/** What an expression reads about who is looking (core `ExprContext`'s `user` and `role`). */
export type LookerFacts = {
  user: Readonly<Record<string, unknown>> | null;
  role: Readonly<Record<string, unknown>> | null;
};

/** No one known: `user.x` and `role.x` read as null (as before the facts arrive, or signed out). */
export const NO_FACTS: LookerFacts = Object.freeze({ user: null, role: null });

/** The expression context of an answer of the facts routes (null: none). */
export function lookerFacts(answer: UserFactsAnswer | null | undefined): LookerFacts {
  return answer ? { user: answer.user, role: answer.role } : NO_FACTS;
}

/** The session's key: the token and the user, so a new sign-in reads its own facts. */
const sessionKey = (state: SessionState): string =>
  state.token && state.user ? `${state.user.id}:${state.token}` : '';
const noSession = () => () => undefined;
const empty = () => '';

export const ACCOUNT_FACTS_KEY = ['account', 'facts'] as const;

/**
 * The signed-in user's facts, `NO_FACTS` until they arrive (or when they cannot be read: the server still
 * decides every write). Re-renders only when the session's user or the facts change, not on every change
 * of the session, so a memoised list stays memoised.
 */
export function useUserFacts(): LookerFacts {
  const store = useSessionStoreIfAny();
  const key = useSyncExternalStore(
    store?.subscribe ?? noSession,
    store ? () => sessionKey(store.getState()) : empty,
    store ? () => sessionKey(store.getState()) : empty,
  );
  const facts = useQuery({
    queryKey: [...ACCOUNT_FACTS_KEY, key],
    queryFn: ({ signal }) => callAt<typeof accountFactsRoute>(ROUTE_ADDRESSES.accountFacts, { signal }),
    enabled: key !== '',
    // the facts change with an admin's edit of the login or its groups: read again on the next session
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    select: lookerFacts,
  });
  return facts.data ?? NO_FACTS;
}
