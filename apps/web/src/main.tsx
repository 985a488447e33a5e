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
import { startEarlyCalls, startSignedInScreen } from './app/screen-chunks.ts';
import { SessionProvider } from './app/session-context.tsx';
import { initI18n, initialLocale } from './i18n/i18n.ts';
import { startNativeShell } from './native/start.ts';
import { registerServiceWorker } from './pwa.ts';
import { RoleRulesProvider } from './rules/role-rules-context.tsx';
import { createRoleRulesStore } from './rules/role-rules-store.ts';
import { createSessionStore } from './session/session-store.ts';
import { lastBlocked, lastPages, lastRoleId, startSignedIn } from './session/signed-in-start.ts';

/** A new task of the event loop: what comes after it is not part of the long task before it. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  // inside the Capacitor shell only: the status bar (a lazy chunk); nothing in a browser
  void startNativeShell();
  let router: ReturnType<typeof createAppRouter> | undefined;
  // a sign-out asked for before the router exists (it cannot be: the calls below answer later) waits for it
  let pending: string | null = null;
  const session = createSessionStore(api, (to) => {
    if (router) void router.navigate(to);
    else pending = to;
  });
  const roleRules = createRoleRulesStore(api);
  const ready = Promise.all([initI18n(), loadRuntimeConfig()]);
  // with a stored token, the user and the role's rules load beside the texts and settings, and what
  // the screen draws with that needs no route table (the facts, a record view's record)
  startSignedIn(api, session, roleRules, initialLocale());
  const lastSignIn = { roleId: lastRoleId(), pages: lastPages(), blocked: lastBlocked() };
  if (session.getState().loggedIn) startEarlyCalls(window.location.pathname, lastSignIn);
  // The route table (its elements and React Router's ranking of ~370 routes) in a task of its own: with
  // the evaluation of the first load's modules and the calls above it was one task of 100-140 ms on a
  // 2-core machine, blocking the page all along (issue 36, Lighthouse's total blocking time).
  await nextTask();
  router = createAppRouter(<AppRoot />);
  if (pending !== null) void router.navigate(pending);
  // the screen's chunks and first calls beside the user and the texts (a page with no stored token: none)
  if (session.getState().loggedIn) {
    startSignedInScreen(router.state.matches, window.location, lastSignIn);
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
