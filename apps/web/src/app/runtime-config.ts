import { type PublicConfig, type publicConfigRoute, ROUTE_ADDRESSES } from '@kantor/core';
import { callAt } from '../api/call-route.ts';

/** The server's public settings (core `PublicConfig`, `GET /api/config`). */
export type RuntimeConfig = PublicConfig;

const fallback = (): RuntimeConfig => ({
  appName: 'Kantor',
  productKey: 'KANTOR',
  publicHost: typeof window === 'undefined' ? '' : window.location.origin,
  supportPhone: '',
  googleClientId: null,
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapAttribution: '© OpenStreetMap contributors',
});

let current: RuntimeConfig = fallback();

/** Public settings from the server (error-screen contact, sign-in options); defaults when unreachable. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    // by address: the first load brings no declaration, so no zod (call-route.ts)
    current = { ...fallback(), ...(await callAt<typeof publicConfigRoute>(ROUTE_ADDRESSES.config)) };
  } catch {
    current = fallback();
  }
  return current;
}

export const runtimeConfig = (): RuntimeConfig => current;
