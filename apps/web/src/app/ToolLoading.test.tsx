import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignerPage } from '../features/documents/DesignerPage.tsx';
import { documentsMainRoutes } from '../features/documents/index.ts';
import { mindmapMainRoutes } from '../features/mindmap/index.ts';
import { spreadsheetMainRoutes } from '../features/spreadsheet/index.ts';
import { renderScreen, SCREEN_TEST_TIMEOUT } from '../resources/test-utils.tsx';
import { renderWithI18n } from '../ui/test-i18n.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const wait = (node: ReactNode) => node;

/** The route as the router draws it, on its first frame: its chunk is not in yet. */
function openRoute(routes: ReturnType<typeof spreadsheetMainRoutes>, path: string, lng: 'id-ID' | 'en-US') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithI18n(<RouterProvider router={router} />, lng);
}

describe('a heavy tool says it is opening while its chunk loads (issue 36)', () => {
  it.each([
    ['the spreadsheet', spreadsheetMainRoutes(wait), '/excel', 'id-ID', 'Membuka lembar kerja…'],
    ['the mind map', mindmapMainRoutes(wait), '/getmindmap', 'en-US', 'Opening the mind map…'],
    ['the PDF designer', documentsMainRoutes(wait), '/desainhtmlpdf', 'id-ID', 'Membuka perancang PDF…'],
  ] as const)('%s: a live status naming the tool, shown on the page', (_, routes, path, lng, text) => {
    openRoute(routes, path, lng);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(text);
    // shown, not a screen reader's text only
    expect(status.querySelector('.sr-only')).toBeNull();
    expect(status.getAttribute('aria-live')).toBe('polite');
  });

  it(
    'the PDF designer: its canvas is busy, with the status, until pdfme has mounted',
    async () => {
      // pdfme sizes its canvas with the browser's ResizeObserver, which jsdom lacks
      vi.stubGlobal(
        'ResizeObserver',
        class {
          observe() {}
          unobserve() {}
          disconnect() {}
        },
      );
      await renderScreen(
        <DesignerPage />,
        { path: '/desainhtmlpdf', pages: ['desainhtmlpdf'] },
        { 'GET /api/documents/designer/templates': () => ({ records: [] }) },
      );
      const canvas = screen.getByRole('region', { name: 'Kanvas desain PDF' });
      expect(canvas.getAttribute('aria-busy')).toBe('true');
      const statuses = screen.getAllByRole('status').map((status) => status.textContent);
      expect(statuses).toContain('Membuka perancang PDF…');
      await act(async () => {
        await import('../features/documents/pdfme-designer.ts');
      });
      await waitFor(() => expect(canvas.getAttribute('aria-busy')).toBe('false'), { timeout: 15_000 });
      expect(screen.queryByText('Membuka perancang PDF…')).toBeNull();
      expect(screen.getByTestId('design-save').hasAttribute('disabled')).toBe(false);
    },
    SCREEN_TEST_TIMEOUT,
  );
});
