import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, SCREEN_TEST_TIMEOUT } from '../test-utils.tsx';
import { RelationPicker } from './RelationPicker.tsx';

const RATES = [
  { value: 7, label: 'Jasa pasang AC split 0,5–1 PK' },
  { value: 8, label: 'Jasa pasang AC split 1,5–2 PK' },
];

/** The picker inside a parent that keeps every value it was told, as a form does. */
function Harness({ told }: { told: (string | number | null)[] }) {
  const [value, setValue] = useState<string | number | null>(null);
  return (
    <RelationPicker
      target="rhargasatuanpekerjaan"
      inputId="rate"
      value={value}
      onChange={(next) => {
        told.push(next);
        setValue(next);
      }}
    />
  );
}

async function renderPicker() {
  const told: (string | number | null)[] = [];
  await renderScreen(
    <Harness told={told} />,
    { path: '/', pages: [] },
    {
      'GET /api/rhargasatuanpekerjaan/options': ({ url }: { url: URL }) => ({
        records: RATES.filter((r) =>
          r.label.toLowerCase().includes((url.searchParams.get('search') ?? '').toLowerCase()),
        ),
      }),
    },
  );
  const input = (await screen.findByRole('combobox')) as HTMLInputElement;
  return { told, input };
}

afterEach(cleanup);

describe('RelationPicker', () => {
  it(
    'picks a record with the mouse without first telling the form the field is empty',
    async () => {
      const { told, input } = await renderPicker();
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: 'split 0' } });
      const option = await screen.findByRole('option', { name: RATES[0]!.label, hidden: true });
      // a mouse pick: the input loses focus on mousedown, then the option is clicked
      act(() => {
        fireEvent.mouseDown(option);
        fireEvent.blur(input);
      });
      fireEvent.click(option);
      await waitFor(() => expect(input.value).toBe(RATES[0]!.label));
      expect(told).toEqual([7]);
    },
    SCREEN_TEST_TIMEOUT,
  );

  it(
    'drops typed text that names no record on blur and keeps the chosen record',
    async () => {
      const { told, input } = await renderPicker();
      fireEvent.change(input, { target: { value: '1,5' } });
      fireEvent.click(await screen.findByRole('option', { name: RATES[1]!.label, hidden: true }));
      await waitFor(() => expect(input.value).toBe(RATES[1]!.label));

      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: 'tidak ada' } });
      fireEvent.blur(input);
      await waitFor(() => expect(input.value).toBe(RATES[1]!.label));
      // the typed text was never a value; erasing the field is how a user clears it
      fireEvent.change(input, { target: { value: '' } });
      expect(told).toEqual([8, null]);
    },
    SCREEN_TEST_TIMEOUT,
  );
});
