import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from './ToastHost.tsx';
import { renderWithI18n } from './test-i18n.tsx';
import { createToastService, type ToastService } from './toast.ts';

const EXIT_MS = 400; // PrimeReact's toast leave transition is 300 ms

let service: ToastService;

beforeEach(() => {
  vi.useFakeTimers();
  service = createToastService();
  renderWithI18n(<ToastHost service={service} />);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

const messageElement = (text: string) => screen.getByText(text).closest('.p-toast-message') as HTMLElement;

describe('ToastHost', () => {
  it('shows a toast top-centre, at most 25rem wide, with a translated default summary', () => {
    act(() => {
      service.success('Data tersimpan');
    });
    expect(screen.getByText('Data tersimpan')).toBeTruthy();
    expect(screen.getByText('Berhasil')).toBeTruthy();
    const root = document.querySelector('.p-toast') as HTMLElement;
    expect(root.className).toContain('p-toast-top-center');
    expect(root.style.maxWidth).toBe('25rem');
    expect(Number(root.style.zIndex)).toBeGreaterThanOrEqual(1200);
  });

  it('closes after 3000 ms', () => {
    act(() => {
      service.info('Sebentar');
    });
    advance(2900);
    expect(screen.queryByText('Sebentar')).not.toBeNull();
    advance(100);
    advance(EXIT_MS);
    expect(screen.queryByText('Sebentar')).toBeNull();
  });

  it('keeps a sticky toast', () => {
    act(() => {
      service.show({ severity: 'error', detail: 'Tetap', sticky: true });
    });
    advance(60_000);
    expect(screen.queryByText('Tetap')).not.toBeNull();
  });

  it('pauses the timer while the pointer is over the toast', () => {
    act(() => {
      service.warn('Hover', 'Judul');
    });
    advance(2000);
    fireEvent.mouseEnter(messageElement('Hover'));
    advance(10_000);
    expect(screen.queryByText('Hover')).not.toBeNull();
    fireEvent.mouseLeave(messageElement('Hover'));
    advance(2900);
    expect(screen.queryByText('Hover')).not.toBeNull();
    advance(100);
    advance(EXIT_MS);
    expect(screen.queryByText('Hover')).toBeNull();
  });

  it('clear removes every toast, sticky ones too', () => {
    act(() => {
      service.success('A');
      service.show({ detail: 'B', sticky: true });
    });
    expect(screen.queryByText('B')).not.toBeNull();
    act(() => {
      service.clear();
    });
    advance(EXIT_MS);
    expect(screen.queryByText('A')).toBeNull();
    expect(screen.queryByText('B')).toBeNull();
  });
});
