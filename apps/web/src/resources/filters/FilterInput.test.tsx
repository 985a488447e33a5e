import { RESOURCES } from '@kantor/core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../ui/test-i18n.tsx';
import { filterKeysFor } from '../list-query.ts';
import { mockApi, SCREEN_TEST_TIMEOUT } from '../test-utils.tsx';
import { FilterInput } from './FilterInput.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the filter of a `relations` field', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  const field = RESOURCES.users.fields.peran_lain!;

  it('writes one id under the field’s own key (the list holding it), picked from the target', async () => {
    expect(filterKeysFor('peran_lain', field)).toEqual(['peran_lain']);
    mockApi({ 'GET /api/roles/options': () => ({ records: [{ value: 60, label: 'Kasir' }] }) });
    const onChange = vi.fn();
    renderWithI18n(
      <FilterInput
        name="peran_lain"
        field={field}
        label="Peran lain"
        inputId="f"
        values={{}}
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'Kas' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Kasir', hidden: true }, { timeout: 5000 }));
    expect(onChange).toHaveBeenLastCalledWith('peran_lain', '60');
  });
});
