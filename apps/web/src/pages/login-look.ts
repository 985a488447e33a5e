import { type LoginLook, ROUTE_ADDRESSES, type websiteLoginLookRoute } from '@kantor/core';
import { useEffect, useState } from 'react';
import { callAt } from '../api/call-route.ts';

/**
 * Reads the sign-in page's look (website setting `bgformlogin`) once; none (or a failure) leaves the
 * plain page.
 */
export function useLoginLook(): LoginLook | null {
  const [look, setLook] = useState<LoginLook | null>(null);
  useEffect(() => {
    let live = true;
    // by address: the sign-in page loads no declaration (call-route.ts)
    callAt<typeof websiteLoginLookRoute>(ROUTE_ADDRESSES.loginLook).then(
      (answer) => {
        if (live) setLook(answer);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return look;
}

/** A same-site path only, as the server answers it, quoted for `url()` (no way out of the string). */
export const backgroundOf = (path: string | null): string | undefined =>
  path && /^\/(?!\/)[\w./-]+$/.test(path) ? `url("${path}")` : undefined;
