import { api } from '../api/api.ts';

export type RuntimeConfig = {
  appName: string;
  productKey: string;
  publicHost: string;
  supportPhone: string;
  googleClientId: string | null;
};

const fallback = (): RuntimeConfig => ({
  appName: 'Kantor',
  productKey: 'KANTOR',
  publicHost: typeof window === 'undefined' ? '' : window.location.origin,
  supportPhone: '',
  googleClientId: null,
});

let current: RuntimeConfig = fallback();

/** Public settings from the server (error-screen contact, sign-in options); defaults when unreachable. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    current = { ...fallback(), ...(await api.get<Partial<RuntimeConfig>>('config')) };
  } catch {
    current = fallback();
  }
  return current;
}

export const runtimeConfig = (): RuntimeConfig => current;
