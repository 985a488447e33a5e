import type { LoginLook } from '@kantor/core';
import { useEffect, useState } from 'react';
import { api } from '../api/api.ts';

/**
 * Reads the sign-in page's look (website setting `bgformlogin`) once; none (or a failure) leaves the
 * plain page.
 */
export function useLoginLook(): LoginLook | null {
  const [look, setLook] = useState<LoginLook | null>(null);
  useEffect(() => {
    let live = true;
    api.get<LoginLook>('website/login-look').then(
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
