/**
 * The dialog service: open and close dialogs, the blocking loading overlay and the request-error
 * dialog from anywhere (event handlers, API callbacks, route loaders). <DialogHost /> renders what
 * this store holds. Closing a dialog clears its scope's memory (spec §4).
 */
import type { ReactNode } from 'react';
import type { DialogPosition, DrawerPosition, DrawerSize } from './dialog-sizes.ts';
import { type DialogMemoryPatch, dialogMemory } from './dialog-store.ts';

/** An image to show: one URL, or the URLs to try in order (large variant, normal, placeholder). */
export type ImageSource = string | readonly string[];

/** A failed request as the API client reports it (`ApiError` has both). */
export type RequestFailureLike = { status?: number | null; body?: unknown };

type CommonOptions = {
  /** Identifies the dialog and its memory; opening a scope that is open replaces it. */
  scope: string;
  title?: ReactNode;
  /** Seeds the scope's memory when the dialog opens. */
  memory?: DialogMemoryPatch;
  /** Called once when the dialog closes (close button, mask, Escape or closeDialog). */
  onClose?: () => void;
};

export type PageDialogOptions = CommonOptions & {
  kind: 'page';
  content: ReactNode;
  footer?: ReactNode;
  width?: string;
  position?: DialogPosition;
  maximizable?: boolean;
};

export type DrawerDialogOptions = CommonOptions & {
  kind: 'drawer';
  content: ReactNode;
  size?: DrawerSize;
  position?: DrawerPosition;
  fullScreen?: boolean;
};

export type ImageDialogOptions = CommonOptions & {
  kind: 'image';
  images: readonly ImageSource[];
  /** Shown under the images. */
  content?: ReactNode;
  circular?: boolean;
  /** true for every 3 s, or the interval in ms. */
  autoplay?: boolean | number;
  alt?: string;
};

export type RequestErrorDialogOptions = CommonOptions & {
  kind: 'request-error';
  error: RequestFailureLike;
};

export type OpenDialogOptions =
  | PageDialogOptions
  | DrawerDialogOptions
  | ImageDialogOptions
  | RequestErrorDialogOptions;

/** A dialog the host renders; `visible` turns false on close and the entry goes after its exit animation. */
export type DialogEntry = OpenDialogOptions & { id: number; visible: boolean };

export type DialogState = { readonly dialogs: readonly DialogEntry[]; readonly loading: number };

/** The scope of the request-error dialog: one at a time, the newest error wins. */
export const REQUEST_ERROR_SCOPE = 'request-error';

let state: DialogState = { dialogs: [], loading: 0 };
let nextId = 1;
const listeners = new Set<() => void>();

function update(next: DialogState): void {
  state = next;
  for (const listener of [...listeners]) listener();
}

/** The current dialogs and loading count (a new object after every change). */
export const getDialogState = (): DialogState => state;

export function subscribeDialogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Opens a dialog: `openDialog({ scope: 'rsupplier-add', kind: 'page', title, content: <Form /> })`.
 * Returns the scope.
 */
export function openDialog(options: OpenDialogOptions): string {
  const entry: DialogEntry = { ...options, id: nextId++, visible: true };
  if (options.memory) dialogMemory.set(options.scope, options.memory);
  const others = state.dialogs.filter((dialog) => dialog.scope !== options.scope);
  update({ ...state, dialogs: [...others, entry] });
  return options.scope;
}

/** Closes the dialog of a scope (with its exit animation) and clears the scope's memory. */
export function closeDialog(scope: string): void {
  const entry = state.dialogs.find((dialog) => dialog.scope === scope && dialog.visible);
  dialogMemory.clear(scope);
  if (!entry) return;
  update({
    ...state,
    dialogs: state.dialogs.map((dialog) => (dialog === entry ? { ...dialog, visible: false } : dialog)),
  });
  entry.onClose?.();
}

/** Closes every open dialog. */
export function closeAllDialogs(): void {
  for (const dialog of state.dialogs) if (dialog.visible) closeDialog(dialog.scope);
}

/** Drops a closed dialog once its exit animation has ended (called by the host). */
export function removeDialog(scope: string, id: number): void {
  if (!state.dialogs.some((dialog) => dialog.scope === scope && dialog.id === id && !dialog.visible)) return;
  update({ ...state, dialogs: state.dialogs.filter((dialog) => dialog.id !== id) });
}

export const isDialogOpen = (scope: string): boolean =>
  state.dialogs.some((dialog) => dialog.scope === scope && dialog.visible);

/** Shows the blocking loading overlay; calls nest, so each showLoading needs its hideLoading. */
export function showLoading(): void {
  update({ ...state, loading: state.loading + 1 });
}

export function hideLoading(): void {
  if (state.loading > 0) update({ ...state, loading: state.loading - 1 });
}

/** Hides the loading overlay whatever the number of showLoading calls. */
export function resetLoading(): void {
  if (state.loading > 0) update({ ...state, loading: 0 });
}

/** Status and body of whatever was thrown: an `ApiError`, a `{ status, body }` object, anything else. */
export function toRequestFailure(error: unknown): RequestFailureLike {
  if (typeof error !== 'object' || error === null) return { status: 0, body: null };
  const { status, body } = error as { status?: unknown; body?: unknown };
  return { status: typeof status === 'number' ? status : 0, body: 'body' in error ? body : null };
}

/**
 * Opens the request-error dialog of spec §8 for a failed request:
 * `try { await api.post(...) } catch (error) { showRequestError(error) }`. Takes an `ApiError`, any
 * `{ status, body }` object, or anything thrown (then only the generic lines show).
 */
export function showRequestError(error: unknown): string {
  return openDialog({ scope: REQUEST_ERROR_SCOPE, kind: 'request-error', error: toRequestFailure(error) });
}

/** Forgets every dialog and the loading count (tests, logout). */
export function resetDialogs(): void {
  for (const dialog of state.dialogs) dialogMemory.clear(dialog.scope);
  update({ dialogs: [], loading: 0 });
}
