import { TOAST_LIFE_MS } from '@kantor/core';
import { describe, expect, it, vi } from 'vitest';
import { createToastService, type ToastSink, toast, toToastMessage } from './toast.ts';

const sink = () => ({
  show: vi.fn<ToastSink['show']>(),
  clear: vi.fn<ToastSink['clear']>(),
});

describe('toast service', () => {
  it('fills the defaults: life 3000 ms, not sticky, severity info', () => {
    expect(TOAST_LIFE_MS).toBe(3000);
    expect(toToastMessage({ detail: 'Halo' })).toEqual({
      severity: 'info',
      life: 3000,
      sticky: false,
      detail: 'Halo',
    });
    expect(toToastMessage({ detail: 'x', life: 0 }).life).toBe(3000);
    expect(toToastMessage({ detail: 'x', life: 8000 }).life).toBe(8000);
  });

  it('severity shortcuts take the detail and an optional summary', () => {
    const service = createToastService();
    const target = sink();
    service.attach(target);
    service.success('Data tersimpan');
    service.error('Gagal', 'Kesalahan');
    service.info('i');
    service.warn('w');
    expect(target.show.mock.calls.map(([messages]) => messages[0])).toEqual([
      { severity: 'success', life: 3000, sticky: false, detail: 'Data tersimpan' },
      { severity: 'error', life: 3000, sticky: false, detail: 'Gagal', summary: 'Kesalahan' },
      { severity: 'info', life: 3000, sticky: false, detail: 'i' },
      { severity: 'warn', life: 3000, sticky: false, detail: 'w' },
    ]);
  });

  it('show passes sticky, life and summary through', () => {
    const service = createToastService();
    const target = sink();
    service.attach(target);
    const message = service.show({ severity: 'warn', summary: 'S', detail: 'D', sticky: true, life: 5000 });
    expect(message).toEqual({ severity: 'warn', summary: 'S', detail: 'D', sticky: true, life: 5000 });
    expect(target.show).toHaveBeenCalledWith([message]);
  });

  it('queues messages until a host attaches, then delivers them at once', () => {
    const service = createToastService();
    service.success('satu');
    service.info('dua');
    expect(service.pending()).toHaveLength(2);
    const target = sink();
    service.attach(target);
    expect(target.show).toHaveBeenCalledTimes(1);
    expect(target.show.mock.calls[0][0].map((m) => m.detail)).toEqual(['satu', 'dua']);
    expect(service.pending()).toEqual([]);
  });

  it('tells its listeners when a message waits for a host, not when a host takes it', () => {
    const service = createToastService();
    const listener = vi.fn();
    const stop = service.onPending(listener);
    service.info('menunggu');
    expect(listener).toHaveBeenCalledTimes(1);
    service.attach(sink());
    service.info('langsung');
    expect(listener).toHaveBeenCalledTimes(1);
    service.attach(null);
    stop();
    service.info('tanpa pendengar');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('clear empties the queue and the host; detaching queues again', () => {
    const service = createToastService();
    service.success('lama');
    service.clear();
    expect(service.pending()).toEqual([]);
    const target = sink();
    service.attach(target);
    service.clear();
    expect(target.clear).toHaveBeenCalledTimes(1);
    service.attach(null);
    service.warn('nanti');
    expect(service.pending()).toHaveLength(1);
  });

  it('the shared toast has the whole API', () => {
    for (const name of ['show', 'success', 'error', 'info', 'warn', 'clear'] as const) {
      expect(typeof toast[name]).toBe('function');
    }
  });
});
