import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetDialogs, toast } from '../../ui/index.ts';
import { RuleEditorPage } from './RuleEditorPage.tsx';
import { answer, renderRolesScreen } from './test-support.tsx';

afterEach(() => {
  cleanup();
  act(() => {
    resetDialogs();
    toast.clear();
  });
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const roles = {
  records: [
    { value: 52, label: 'admin' },
    { value: 53, label: 'Teknisi' },
  ],
};
const saved = {
  records: [
    {
      id: 9,
      role_id: 53,
      kategori: 'Replace Label',
      nama_route: '/rsupplier',
      setup: 'email',
      replace_label: 'Surel',
    },
  ],
};

describe('the rule editor', () => {
  it('picks a category, asks only for its fields, previews as the role and saves only those fields', async () => {
    const { calls } = await renderRolesScreen(
      <RuleEditorPage />,
      { path: '/setupshowhideroleid/add?role_id=53', pattern: '/setupshowhideroleid/add', lng: 'en-US' },
      {
        'GET /api/roles/options': () => roles,
        'GET /api/setupshowhideroleid': () => saved,
        'POST /api/setupshowhideroleid/add': ({ body }) => ({ record: { id: 10, ...(body as object) } }),
      },
    );
    const picker = await screen.findByTestId('rule-category-picker');
    fireEvent.click(within(picker).getByText('Hide fields'));
    expect(screen.getByTestId('rule-category-name').textContent).toBe('Hide fields');
    expect(document.getElementById('rule-replace_label')).toBeNull();

    fireEvent.change(document.getElementById('rule-nama_route')!, { target: { value: '/rsupplier' } });
    fireEvent.change(document.getElementById('rule-setup')!, { target: { value: 'no_hp' } });
    const preview = screen.getByTestId('rule-preview');
    await waitFor(() => expect(within(preview).getByText(/As the role Teknisi would see it/)).toBeTruthy());
    const fields = within(preview).getByTestId('rule-preview-fields');
    await waitFor(() =>
      expect(fields.querySelector('[data-field="no_hp"]')?.getAttribute('data-hidden')).toBe('true'),
    );
    expect(fields.querySelector('[data-field="email"]')?.textContent).toContain('Surel'); // the saved rule too
    expect(within(preview).getByTestId('rule-draft-status').dataset.status).toBe('applied');

    fireEvent.click(screen.getByTestId('rule-save'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/setupshowhideroleid?role_id=53'),
    );
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      kategori: 'Hide Kolom',
      role_id: '53',
      nama_route: '/rsupplier',
      setup: 'no_hp',
    });
    expect((post.body as Record<string, unknown>).replace_label).toBeNull();
  });

  it('checks required fields before saving and shows the server’s 422 under the field', async () => {
    const { calls } = await renderRolesScreen(
      <RuleEditorPage />,
      { path: '/setupshowhideroleid/edit/9', pattern: '/setupshowhideroleid/edit/:id', lng: 'en-US' },
      {
        'GET /api/roles/options': () => roles,
        'GET /api/setupshowhideroleid': () => saved,
        'GET /api/setupshowhideroleid/view/9': () => saved.records[0],
        'PUT /api/setupshowhideroleid/edit/9': () =>
          answer(422, { message: 'Form is invalid', errors: { replace_label: ['At most 500 characters'] } }),
      },
    );
    await screen.findByTestId('rule-category-form');
    expect(screen.getByTestId('rule-category-name').textContent).toBe('Rename a field');
    expect((document.getElementById('rule-replace_label') as HTMLInputElement).value).toBe('Surel');

    fireEvent.change(document.getElementById('rule-replace_label')!, { target: { value: '' } });
    fireEvent.click(screen.getByTestId('rule-save'));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(document.getElementById('rule-replace_label')!, { target: { value: 'x'.repeat(600) } });
    fireEvent.click(screen.getByTestId('rule-save'));
    expect(await screen.findByText('At most 500 characters')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });
});
