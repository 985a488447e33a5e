import 'primereact/resources/themes/lara-light-teal/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import './app/theme.css';
import './app/app.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PrimeReactProvider } from 'primereact/api';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { api } from './api/api.ts';
import { AppRoot } from './app/AppRoot.tsx';
import { createAppRouter } from './app/router.tsx';
import { loadRuntimeConfig } from './app/runtime-config.ts';
import { SessionProvider } from './app/session-context.tsx';
import { initI18n } from './i18n/i18n.ts';
import { PrimeLocaleSync } from './i18n/PrimeLocaleSync.tsx';
import { activePrimeLocale, PRIME_LOCALE_PT } from './i18n/primereact-locale.ts';
import { startNativeShell } from './native/start.ts';
import { registerServiceWorker } from './pwa.ts';
import { RoleRulesProvider } from './rules/role-rules-context.tsx';
import { createRoleRulesStore } from './rules/role-rules-store.ts';
import { createSessionStore } from './session/session-store.ts';

async function start() {
  // inside the Capacitor shell only: the status bar (a lazy chunk); nothing in a browser
  void startNativeShell();
  await Promise.all([initI18n(), loadRuntimeConfig()]);
  let router: ReturnType<typeof createAppRouter> | undefined;
  const session = createSessionStore(api, (to) => void router?.navigate(to));
  const roleRules = createRoleRulesStore(api);
  router = createAppRouter(<AppRoot />);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <PrimeReactProvider
        value={{
          ripple: false,
          // the interface language's PrimeReact locale (initI18n made it active); the provider's 'en'
          // default would switch PrimeReact back to English when it mounts
          locale: activePrimeLocale(),
          // PRIME_LOCALE_PT: labels DataTable would take from its private English copy.
          // Dropdown keeps a hidden <select> for form submission beside its real, labelled combobox:
          // hidden from assistive technology so it is not announced as a second, unnamed control
          pt: { ...PRIME_LOCALE_PT, dropdown: { select: { 'aria-hidden': true } } },
          zIndex: { modal: 1100, overlay: 1000, menu: 1000, tooltip: 1100, toast: 1200 },
        }}
      >
        <PrimeLocaleSync />
        <QueryClientProvider client={queryClient}>
          <SessionProvider store={session}>
            <RoleRulesProvider store={roleRules}>
              <RouterProvider router={router} />
            </RoleRulesProvider>
          </SessionProvider>
        </QueryClientProvider>
      </PrimeReactProvider>
    </StrictMode>,
  );
  registerServiceWorker();
}

void start();
