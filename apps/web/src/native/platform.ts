/**
 * Whether the app runs inside the Capacitor shell (docs/mobile.md). The shell's native bridge defines
 * `window.Capacitor` before any page script runs, so asking needs no import of @capacitor/core: the
 * browser's bundles (the login page's JavaScript budget) carry none of the shell's code, which is
 * loaded on demand from ./camera.ts and ./status-bar.ts.
 */
export type ShellWindow = { Capacitor?: { isNativePlatform?: () => boolean } };

const currentWindow = (): ShellWindow | undefined =>
  typeof window === 'undefined' ? undefined : (window as ShellWindow);

export function isNativeShell(win: ShellWindow | undefined = currentWindow()): boolean {
  return win?.Capacitor?.isNativePlatform?.() === true;
}

/**
 * How a camera field takes its photo: the shell's camera plugin (`native`), the browser's live camera
 * in a dialog (`live`), or the device's camera app through a file input with `capture` (`picker`).
 */
export type PhotoRoute = 'native' | 'live' | 'picker';

export function photoRoute(env: { native: boolean; liveCamera: boolean }): PhotoRoute {
  if (env.native) return 'native';
  return env.liveCamera ? 'live' : 'picker';
}
