import 'primereact/resources/themes/lara-light-teal/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/inter/wght-italic.css';
import './app/theme.css';
import './app/fonts.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { api } from './api/api.ts';
import { AppRoot } from './app/AppRoot.tsx';
import { createAppRouter } from './app/router.tsx';
import { loadRuntimeConfig } from './app/runtime-config.ts';
import { startSignedInScreen } from './app/screen-chunks.ts';
import { SessionProvider } from './app/session-context.tsx';
import { initI18n, initialLocale } from './i18n/i18n.ts';
import { startNativeShell } from './native/start.ts';
import { registerServiceWorker } from './pwa.ts';
import { RoleRulesProvider } from './rules/role-rules-context.tsx';
import { createRoleRulesStore } from './rules/role-rules-store.ts';
import { createSessionStore } from './session/session-store.ts';
import { lastRoleId, startSignedIn } from './session/signed-in-start.ts';

async function start() {
  // inside the Capacitor shell only: the status bar (a lazy chunk); nothing in a browser
  void startNativeShell();
  const router = createAppRouter(<AppRoot />);
  const session = createSessionStore(api, (to) => void router.navigate(to));
  const roleRules = createRoleRulesStore(api);
  const ready = Promise.all([initI18n(), loadRuntimeConfig()]);
  // with a stored token, the user and the role's rules load beside the texts and settings
  startSignedIn(api, session, roleRules, initialLocale());
  // the screen's chunks and first calls beside the user and the texts (a page with no stored token: none)
  if (session.getState().loggedIn) {
    startSignedInScreen(router.state.matches, window.location, { roleId: lastRoleId() });
  }
  await ready;
  // PrimeReact's provider and the query client come with the first screen that needs them
  // (app/deferred.tsx): the sign-in page is drawn without them (issue 16, a small first load)
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <SessionProvider store={session}>
        <RoleRulesProvider store={roleRules}>
          <RouterProvider router={router} />
        </RoleRulesProvider>
      </SessionProvider>
    </StrictMode>,
  );
  registerServiceWorker();
}

void start();
