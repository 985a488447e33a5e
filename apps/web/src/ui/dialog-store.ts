/**
 * Dialog memory (spec §3, §4): for each dialog scope, the values its form holds and free-form meta
 * (the record being edited, the step reached ...). Framework-free; the dialog service clears a
 * scope when its dialog closes, so a reopened dialog starts empty.
 */

export type DialogMemory = {
  readonly values: Readonly<Record<string, unknown>>;
  readonly meta: Readonly<Record<string, unknown>>;
};

export type DialogMemoryPatch = {
  values?: Record<string, unknown>;
  meta?: Record<string, unknown>;
};

export type DialogStore = {
  /** The memory of a scope; an empty memory (always the same object) when nothing is stored. */
  get: (scope: string) => DialogMemory;
  /** Merges `values` and `meta` shallowly into the scope's memory and returns the result. */
  set: (scope: string, patch: DialogMemoryPatch) => DialogMemory;
  /** Sets one value of the scope. */
  setValue: (scope: string, name: string, value: unknown) => DialogMemory;
  /** Replaces the scope's memory as a whole. */
  replace: (scope: string, memory: DialogMemoryPatch) => DialogMemory;
  has: (scope: string) => boolean;
  /** Forgets a scope (its dialog closed). */
  clear: (scope: string) => void;
  clearAll: () => void;
  scopes: () => string[];
  /** Called after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
};

/** The memory of a scope nobody wrote to. Frozen and shared, so readers can compare by identity. */
export const EMPTY_DIALOG_MEMORY: DialogMemory = Object.freeze({
  values: Object.freeze({}),
  meta: Object.freeze({}),
});

/** A store of its own (tests); the app uses the shared `dialogMemory`. */
export function createDialogStore(): DialogStore {
  const memories = new Map<string, DialogMemory>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const write = (scope: string, memory: DialogMemory): DialogMemory => {
    memories.set(scope, memory);
    notify();
    return memory;
  };
  const get = (scope: string) => memories.get(scope) ?? EMPTY_DIALOG_MEMORY;

  return {
    get,
    set(scope, patch) {
      const current = get(scope);
      return write(scope, {
        values: { ...current.values, ...patch.values },
        meta: { ...current.meta, ...patch.meta },
      });
    },
    setValue(scope, name, value) {
      const current = get(scope);
      return write(scope, { values: { ...current.values, [name]: value }, meta: current.meta });
    },
    replace(scope, memory) {
      return write(scope, { values: { ...memory.values }, meta: { ...memory.meta } });
    },
    has: (scope) => memories.has(scope),
    clear(scope) {
      if (memories.delete(scope)) notify();
    },
    clearAll() {
      if (memories.size === 0) return;
      memories.clear();
      notify();
    },
    scopes: () => [...memories.keys()],
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The app's dialog memory. */
export const dialogMemory: DialogStore = createDialogStore();
