import { useCallback, useSyncExternalStore } from 'react';
import { type DialogMemory, type DialogMemoryPatch, type DialogStore, dialogMemory } from './dialog-store.ts';

export type DialogMemoryApi = {
  memory: DialogMemory;
  set: (patch: DialogMemoryPatch) => DialogMemory;
  setValue: (name: string, value: unknown) => DialogMemory;
  clear: () => void;
};

/** The memory of one dialog scope, re-rendering on change: `const { memory, setValue } = useDialogMemory('rsupplier-add')`. */
export function useDialogMemory(scope: string, store: DialogStore = dialogMemory): DialogMemoryApi {
  const memory = useSyncExternalStore(
    store.subscribe,
    () => store.get(scope),
    () => store.get(scope),
  );
  const set = useCallback((patch: DialogMemoryPatch) => store.set(scope, patch), [store, scope]);
  const setValue = useCallback(
    (name: string, value: unknown) => store.setValue(scope, name, value),
    [store, scope],
  );
  const clear = useCallback(() => store.clear(scope), [store, scope]);
  return { memory, set, setValue, clear };
}
