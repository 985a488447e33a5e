import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { Outlet } from 'react-router';
import { getDialogState, subscribeDialogs } from '../ui/dialogs.ts';
import { toast } from '../ui/toast.ts';
import { areProvidersLoaded, onProvidersLoaded } from './providers-loaded.ts';
import { Spinner } from './Spinner.tsx';
import { loadProviders } from './screen-chunks.ts';
import { useSession } from './session-context.tsx';

/*
 * The sign-in page and the landing page render without PrimeReact's provider, the query client and the
 * toast and dialog hosts (issue 16: the login route's first load stays under 150 KB of compressed
 * JavaScript). Every other screen is wrapped in `WithProviders`, which loads them with its chunk; the
 * hosts mount at the root as soon as anything may need them and stay there.
 */

const LazyProviders = lazy(() => loadProviders().then((m) => ({ default: m.AppProviders })));
const LazyUiHost = lazy(() => loadProviders().then((m) => ({ default: m.ProvidedUiHost })));

/** The providers around `children` (by default the child routes), a spinner while they load. */
export function WithProviders({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={<Spinner />}>
      <LazyProviders>{children ?? <Outlet />}</LazyProviders>
    </Suspense>
  );
}

function subscribe(listener: () => void): () => void {
  const stopLoaded = onProvidersLoaded(listener);
  const stopDialogs = subscribeDialogs(listener);
  const stopToasts = toast.onPending(listener);
  return () => {
    stopLoaded();
    stopDialogs();
    stopToasts();
  };
}

/** Whether something already asks for a host: a waiting toast, a dialog, the loading overlay. */
function asked(): boolean {
  const dialogs = getDialogState();
  return (
    areProvidersLoaded() || toast.pending().length > 0 || dialogs.dialogs.length > 0 || dialogs.loading > 0
  );
}

/**
 * The toast and dialog hosts of the whole app, loaded once a user is signed in, another screen has
 * loaded the providers, or a toast or dialog is asked for on the sign-in page; once mounted they stay.
 */
export function DeferredUiHost() {
  const signedIn = useSession().loggedIn;
  const wanted = useSyncExternalStore(subscribe, asked, asked);
  if (!wanted && !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <LazyUiHost />
    </Suspense>
  );
}
