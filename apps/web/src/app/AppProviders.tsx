import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { PrimeReactProvider } from 'primereact/api';
import type { ReactNode } from 'react';
import { PrimeLocaleSync } from '../i18n/PrimeLocaleSync.tsx';
import { activePrimeLocale, bindPrimeLocale } from '../i18n/primereact-locale.ts';
import { UiHost } from '../ui/UiHost.tsx';
import { APP_PT } from './prime-pt.ts';
import { providersLoaded } from './providers-loaded.ts';

/*
 * What every screen but the sign-in page needs, loaded with the first of them (issue 16: the login
 * route's first load carries no PrimeReact and no query cache): PrimeReact's provider on the interface
 * language, the React Query client and the toast and dialog hosts. `deferred.tsx` places them.
 */

// PrimeReact's own labels follow the interface language from the moment PrimeReact is loaded
bindPrimeLocale(i18next);

/** The app's one query cache, shared by every place the providers are mounted. */
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <PrimeReactProvider
      value={{
        ripple: false,
        // the interface language's PrimeReact locale (bindPrimeLocale made it active); the provider's 'en'
        // default would switch PrimeReact back to English when it mounts
        locale: activePrimeLocale(),
        pt: APP_PT,
        zIndex: { modal: 1100, overlay: 1000, menu: 1000, tooltip: 1100, toast: 1200 },
      }}
    >
      <PrimeLocaleSync />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </PrimeReactProvider>
  );
}

/** The app-wide toast and dialog hosts inside the providers (their content may use either). */
export function ProvidedUiHost() {
  return (
    <AppProviders>
      <UiHost />
    </AppProviders>
  );
}

providersLoaded();
