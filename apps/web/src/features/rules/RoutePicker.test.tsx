import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test-support/i18n.ts';
import { RoutePicker } from './RoutePicker.tsx';

afterEach(cleanup);

function Form({ picked }: { picked: string[] }) {
  const [value, setValue] = useState('');
  return (
    <I18nextProvider i18n={createTestI18n('id-ID')}>
      <label htmlFor="rute">Rute</label>
      <RoutePicker
        id="rute"
        value={value}
        onChange={(next) => {
          picked.push(next);
          setValue(next);
        }}
      />
      <label htmlFor="berikut">Keterangan</label>
      <input id="berikut" />
    </I18nextProvider>
  );
}

/** Types into the picker as a user would; its suggestions come after PrimeReact's delay. */
async function typeRoute(text: string) {
  const input = screen.getByRole('combobox', { name: 'Rute' });
  act(() => input.focus());
  fireEvent.change(input, { target: { value: text } });
  const options = await screen.findAllByRole('option', { hidden: true }, { timeout: 3000 });
  // an option shows the route and, for a menu page, its menu label beside it
  return options.find((option) => option.querySelector('code')?.textContent === '/rsupplier')!;
}

describe('the route picker’s suggestions (issue 36)', () => {
  it('close when the field loses focus to the next field, not only on an outside click', async () => {
    render(<Form picked={[]} />);
    await typeRoute('/rsup');
    expect(screen.getByRole('listbox', { hidden: true })).toBeTruthy();
    // focus moves by keyboard or script: no click anywhere
    act(() => (document.getElementById('berikut') as HTMLInputElement).focus());
    await waitFor(() => expect(screen.queryByRole('listbox', { hidden: true })).toBeNull());
  });

  it('still take a pick made with the pointer', async () => {
    const picked: string[] = [];
    render(<Form picked={picked} />);
    const option = await typeRoute('/rsup');
    // a press on the list must not blur the field first (the list would close before the click)
    const pressed = fireEvent.mouseDown(option);
    expect(pressed).toBe(false); // the press's default (moving the focus) was prevented
    fireEvent.click(option);
    await waitFor(() => expect(picked.at(-1)).toBe('/rsupplier'));
  });
});
