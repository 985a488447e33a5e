import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDialogStore, dialogMemory, EMPTY_DIALOG_MEMORY } from './dialog-store.ts';
import { closeDialog, isDialogOpen, openDialog, resetDialogs } from './dialogs.ts';

describe('dialog memory store', () => {
  it('starts empty for every scope, with one shared empty memory', () => {
    const store = createDialogStore();
    expect(store.get('a')).toBe(EMPTY_DIALOG_MEMORY);
    expect(store.get('a')).toEqual({ values: {}, meta: {} });
    expect(store.has('a')).toBe(false);
  });

  it('keeps values and meta per scope, merging shallowly', () => {
    const store = createDialogStore();
    store.set('add', { values: { nama: 'Budi' }, meta: { step: 1 } });
    store.set('add', { values: { kota: 'Bandung' } });
    store.set('edit', { values: { nama: 'Sari' } });
    expect(store.get('add')).toEqual({ values: { nama: 'Budi', kota: 'Bandung' }, meta: { step: 1 } });
    expect(store.get('edit')).toEqual({ values: { nama: 'Sari' }, meta: {} });
    expect(store.scopes().sort()).toEqual(['add', 'edit']);
  });

  it('sets one value and replaces a whole memory', () => {
    const store = createDialogStore();
    store.set('s', { values: { a: 1, b: 2 }, meta: { m: true } });
    store.setValue('s', 'b', 3);
    expect(store.get('s').values).toEqual({ a: 1, b: 3 });
    store.replace('s', { values: { c: 4 } });
    expect(store.get('s')).toEqual({ values: { c: 4 }, meta: {} });
  });

  it('returns a new memory object on change and never mutates the previous one', () => {
    const store = createDialogStore();
    const first = store.set('s', { values: { a: 1 } });
    const second = store.set('s', { values: { a: 2 } });
    expect(first.values).toEqual({ a: 1 });
    expect(second).not.toBe(first);
  });

  it('clears one scope, leaving the others', () => {
    const store = createDialogStore();
    store.set('a', { values: { x: 1 } });
    store.set('b', { values: { y: 2 } });
    store.clear('a');
    expect(store.has('a')).toBe(false);
    expect(store.get('a')).toBe(EMPTY_DIALOG_MEMORY);
    expect(store.get('b').values).toEqual({ y: 2 });
    store.clearAll();
    expect(store.scopes()).toEqual([]);
  });

  it('notifies subscribers on change only, until they unsubscribe', () => {
    const store = createDialogStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set('a', { values: { x: 1 } });
    store.clear('a');
    store.clear('a'); // nothing to clear: no notification
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.set('a', { values: { x: 2 } });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('dialog memory and the dialog service', () => {
  afterEach(() => {
    resetDialogs();
    dialogMemory.clearAll();
  });

  it('seeds the memory on open and clears it when the dialog of that scope closes', () => {
    const onClose = vi.fn();
    openDialog({
      scope: 'rsupplier-add',
      kind: 'page',
      content: null,
      memory: { values: { nama: 'A' } },
      onClose,
    });
    dialogMemory.set('other', { values: { keep: true } });
    dialogMemory.setValue('rsupplier-add', 'no_hp', '0812');
    expect(isDialogOpen('rsupplier-add')).toBe(true);
    expect(dialogMemory.get('rsupplier-add').values).toEqual({ nama: 'A', no_hp: '0812' });

    closeDialog('rsupplier-add');
    expect(isDialogOpen('rsupplier-add')).toBe(false);
    expect(dialogMemory.has('rsupplier-add')).toBe(false);
    expect(dialogMemory.get('other').values).toEqual({ keep: true });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a reopened scope starts with an empty memory', () => {
    openDialog({ scope: 's', kind: 'drawer', content: null });
    dialogMemory.set('s', { values: { a: 1 } });
    closeDialog('s');
    openDialog({ scope: 's', kind: 'drawer', content: null });
    expect(dialogMemory.get('s')).toBe(EMPTY_DIALOG_MEMORY);
  });
});
