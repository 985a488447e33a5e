import { RESOURCES } from '@kantor/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldValue } from '../FieldValue.tsx';
import { type ApiCall, createTestI18n, mockApi, SCREEN_TEST_TIMEOUT } from '../test-utils.tsx';
import { RelationsPicker } from './RelationsPicker.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ROLES = [
  { value: 52, label: 'admin' },
  { value: 53, label: 'Teknisi' },
  { value: 60, label: 'Kasir' },
];

/** The roles' options route: by `id` list, or by a search in the label, as the server answers. */
function rolesOptions(call: ApiCall) {
  const ids = call.url.searchParams.get('id');
  const search = (call.url.searchParams.get('search') ?? '').toLowerCase();
  const records = ids
    ? ROLES.filter((r) => ids.split(',').includes(String(r.value)))
    : ROLES.filter((r) => r.label.toLowerCase().includes(search));
  return { records };
}

function renderWithProviders(element: ReactNode) {
  const i18n = createTestI18n('id-ID');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(element, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    ),
  });
}

describe('RelationsPicker', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('shows the chosen records as chips with their labels, read by id', async () => {
    const api = mockApi({ 'GET /api/roles/options': rolesOptions });
    renderWithProviders(<RelationsPicker target="roles" value={[60, 53]} onChange={() => {}} inputId="x" />);
    expect(await screen.findByText('Kasir')).toBeTruthy();
    expect(screen.getByText('Teknisi')).toBeTruthy();
    const byId = api.find('GET', '/api/roles/options').filter((c) => c.url.searchParams.has('id'));
    expect(byId).toHaveLength(1);
    expect(byId[0]!.url.searchParams.get('id')?.split(',').sort()).toEqual(['53', '60']);
  });

  it('offers the target’s options and adds the one picked after those chosen', async () => {
    mockApi({ 'GET /api/roles/options': rolesOptions });
    const onChange = vi.fn();
    const { container } = renderWithProviders(
      <RelationsPicker target="roles" value={[60]} onChange={onChange} inputId="x" />,
    );
    await screen.findByText('Kasir');
    fireEvent.click(container.querySelector('.p-multiselect-trigger')!);
    const option = await screen.findByRole('option', { name: 'Teknisi', hidden: true }, { timeout: 5000 });
    fireEvent.click(option);
    expect(onChange).toHaveBeenLastCalledWith([60, 53]);
  });

  it('shows an id the target does not answer as #id rather than dropping it', async () => {
    mockApi({ 'GET /api/roles/options': rolesOptions });
    renderWithProviders(<RelationsPicker target="roles" value={[999]} onChange={() => {}} inputId="x" />);
    expect(await screen.findByText('#999')).toBeTruthy();
  });
});

describe('a `relations` value shown', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  const field = RESOURCES.users.fields.peran_lain!;

  it('lists its records’ labels in its order, the cells of a page read in one request', async () => {
    const api = mockApi({ 'GET /api/roles/options': rolesOptions });
    renderWithProviders(
      <>
        <div data-testid="a">
          <FieldValue field={field} value={[60, 52]} />
        </div>
        <div data-testid="b">
          <FieldValue field={field} value={[53]} variant="view" />
        </div>
        <div data-testid="c">
          <FieldValue field={field} value={null} />
        </div>
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('a').textContent).toBe('Kasir, admin'));
    expect(screen.getByTestId('b').textContent).toBe('Teknisi');
    expect(screen.getByTestId('c').textContent).toBe('');
    const calls = api.find('GET', '/api/roles/options');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.searchParams.get('id')?.split(',').sort()).toEqual(['52', '53', '60']);
  });

  it('shows the ids as #id when the labels cannot be read', async () => {
    mockApi({});
    renderWithProviders(
      <div data-testid="a">
        <FieldValue field={field} value={[7, 8]} />
      </div>,
    );
    await waitFor(() => expect(screen.getByTestId('a').textContent).toBe('#7, #8'));
  });
});
