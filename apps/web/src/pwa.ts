/** Registers /sw.js (root scope); a new version reloads the page once it takes control (spec §4). */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });
  void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
}
