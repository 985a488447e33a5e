/**
 * The app-wide toast service (spec §4 "Toast", §9): callable from anywhere, React or not. Messages
 * wait in a queue until <ToastHost /> mounts, then go straight to PrimeReact's Toast, which
 * auto-closes after `life` (3 s) unless sticky and pauses its timer while the pointer is over it.
 */
import { TOAST_LIFE_MS } from '@kantor/core';

export type ToastSeverity = 'success' | 'info' | 'warn' | 'error' | 'secondary' | 'contrast';

export type ToastOptions = {
  severity?: ToastSeverity;
  /** Heading; when omitted the host shows the translated name of the severity. */
  summary?: string;
  detail?: string;
  /** Stays until closed by hand or by `toast.clear()`. */
  sticky?: boolean;
  /** Milliseconds before it closes; default TOAST_LIFE_MS (3000). */
  life?: number;
  closable?: boolean;
};

/** A toast as handed to the host: severity and life always set. */
export type ToastMessage = Required<Pick<ToastOptions, 'severity' | 'life' | 'sticky'>> &
  Pick<ToastOptions, 'summary' | 'detail' | 'closable'>;

/** What the host registers: the two operations of PrimeReact's Toast the service needs. */
export type ToastSink = {
  show: (messages: ToastMessage[]) => void;
  clear: () => void;
};

export type ToastService = {
  show: (options: ToastOptions) => ToastMessage;
  success: (detail: string, summary?: string) => ToastMessage;
  info: (detail: string, summary?: string) => ToastMessage;
  warn: (detail: string, summary?: string) => ToastMessage;
  error: (detail: string, summary?: string) => ToastMessage;
  clear: () => void;
  /** Connects a host (null disconnects); queued messages are delivered at once. */
  attach: (sink: ToastSink | null) => void;
  /** Messages shown before a host was attached. */
  pending: () => readonly ToastMessage[];
  /** Calls `listener` whenever a message waits for a host (the app then loads its host). */
  onPending: (listener: () => void) => () => void;
};

/** Fills the defaults of a toast: severity 'info', life TOAST_LIFE_MS, not sticky. */
export function toToastMessage(options: ToastOptions): ToastMessage {
  const life = options.life !== undefined && options.life > 0 ? options.life : TOAST_LIFE_MS;
  const message: ToastMessage = {
    severity: options.severity ?? 'info',
    life,
    sticky: options.sticky === true,
  };
  if (options.summary !== undefined) message.summary = options.summary;
  if (options.detail !== undefined) message.detail = options.detail;
  if (options.closable !== undefined) message.closable = options.closable;
  return message;
}

/** A toast service of its own (tests); the app uses the shared `toast`. */
export function createToastService(): ToastService {
  let sink: ToastSink | null = null;
  let queue: ToastMessage[] = [];
  const waiting = new Set<() => void>();

  const show = (options: ToastOptions): ToastMessage => {
    const message = toToastMessage(options);
    if (sink) sink.show([message]);
    else {
      queue.push(message);
      for (const listener of [...waiting]) listener();
    }
    return message;
  };
  const bySeverity =
    (severity: ToastSeverity) =>
    (detail: string, summary?: string): ToastMessage =>
      show({ severity, detail, summary });

  return {
    show,
    success: bySeverity('success'),
    info: bySeverity('info'),
    warn: bySeverity('warn'),
    error: bySeverity('error'),
    clear() {
      queue = [];
      sink?.clear();
    },
    attach(next) {
      sink = next;
      if (sink && queue.length > 0) {
        const waiting = queue;
        queue = [];
        sink.show(waiting);
      }
    },
    pending: () => [...queue],
    onPending(listener) {
      waiting.add(listener);
      return () => {
        waiting.delete(listener);
      };
    },
  };
}

/** The app's toasts: `toast.success('Data tersimpan')`, `toast.show({ severity: 'warn', detail, sticky: true })`. */
export const toast: ToastService = createToastService();
