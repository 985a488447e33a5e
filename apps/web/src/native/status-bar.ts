/**
 * The shell's status bar, in its own chunk loaded only inside the Capacitor shell: a white strip of its
 * own above the web view (never over the app's header) with dark icons. capacitor.config.ts asks the
 * same at launch; setting it again from the app keeps it so after the web view reloads.
 */
import { StatusBar, type StatusBarPlugin, Style } from '@capacitor/status-bar';

export const SHELL_BACKGROUND = '#ffffff';

export type StatusBarCalls = Pick<StatusBarPlugin, 'setOverlaysWebView' | 'setStyle' | 'setBackgroundColor'>;

/** Applies the three settings in order; one refused call (e.g. an older OS) does not stop the others. */
export async function applyStatusBar(statusBar: StatusBarCalls = StatusBar): Promise<void> {
  const calls = [
    () => statusBar.setOverlaysWebView({ overlay: false }),
    // Style.Light is "dark text for light backgrounds"
    () => statusBar.setStyle({ style: Style.Light }),
    () => statusBar.setBackgroundColor({ color: SHELL_BACKGROUND }),
  ];
  for (const call of calls) await call().catch(() => undefined);
}
