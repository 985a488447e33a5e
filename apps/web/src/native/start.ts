import { isNativeShell, type ShellWindow } from './platform.ts';

/**
 * The shell's start-up, called from the app entry: in a browser it does nothing and loads nothing;
 * inside the Capacitor shell it loads the status bar chunk and applies it.
 */
export function startNativeShell(win?: ShellWindow): Promise<void> {
  if (!isNativeShell(win)) return Promise.resolve();
  return import('./status-bar.ts').then(({ applyStatusBar }) => applyStatusBar()).catch(() => undefined);
}
