import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { activatePrimeLocale } from '../i18n/primereact-locale.ts';
import { type DateRange, DateRangeInput } from './DateRangeInput.tsx';
import { renderWithI18n } from './test-i18n.tsx';

afterEach(cleanup);

/** A screen's state around the pair, shown as the range the screen would ask for. */
function Screen({ initial, required }: { initial: DateRange; required?: boolean }) {
  const [range, setRange] = useState(initial);
  return (
    <>
      <DateRangeInput id="period" value={range} onChange={setRange} required={required} />
      <span data-testid="sent">{`${range.from}|${range.to}`}</span>
    </>
  );
}

function setUp(initial: DateRange, { required = false, lng = 'id-ID' as 'id-ID' | 'en-US' } = {}) {
  const view = renderWithI18n(<Screen initial={initial} required={required} />, lng);
  act(() => activatePrimeLocale(view.i18n, lng));
  const sent = () => screen.getByTestId('sent').textContent;
  const note = () => screen.getByRole('status').textContent;
  /** Types a whole day into the field labelled `label`, as a keyboard leaves it. */
  const type = (label: string, text: string) => {
    const input = screen.getByLabelText(label);
    fireEvent.focus(input);
    fireEvent.input(input, { target: { value: text } });
    fireEvent.blur(input);
  };
  return { sent, note, type };
}

const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };

describe('DateRangeInput', () => {
  it('labels the days "Dari" and "Sampai" in Indonesian and "From" and "To" in English', () => {
    setUp(NOVEMBER);
    expect((screen.getByLabelText('Dari') as HTMLInputElement).value).toBe('01/11/2026');
    expect((screen.getByLabelText('Sampai') as HTMLInputElement).value).toBe('30/11/2026');
    cleanup();
    setUp(NOVEMBER, { lng: 'en-US' });
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('11/01/2026');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('11/30/2026');
  });

  it('sends each day picked in order, with no message', () => {
    const { sent, note, type } = setUp(NOVEMBER);
    type('Dari', '15/11/2026');
    expect(sent()).toBe('2026-11-15|2026-11-30');
    type('Sampai', '20/12/2026');
    expect(sent()).toBe('2026-11-15|2026-12-20');
    expect(note()).toBe('');
  });

  it('swaps a "Sampai" picked before "Dari" and says so until the next pick', () => {
    const { sent, note, type } = setUp(NOVEMBER);
    type('Sampai', '20/10/2026');
    expect(sent()).toBe('2026-10-20|2026-11-01');
    expect((screen.getByLabelText('Dari') as HTMLInputElement).value).toBe('20/10/2026');
    expect((screen.getByLabelText('Sampai') as HTMLInputElement).value).toBe('01/11/2026');
    expect(note()).toBe('“Sampai” tidak boleh sebelum “Dari”: kedua tanggal ditukar.');
    type('Sampai', '05/11/2026');
    expect(sent()).toBe('2026-10-20|2026-11-05');
    expect(note()).toBe('');
  });

  it('swaps a "Dari" picked after "Sampai" too', () => {
    const { sent, note, type } = setUp(NOVEMBER, { lng: 'en-US' });
    type('From', '12/05/2026');
    expect(sent()).toBe('2026-11-30|2026-12-05');
    expect(note()).toBe('“To” cannot be before “From”: the two dates were swapped.');
  });

  it('keeps the last day when one is cleared if both are required, and sends the clearing otherwise', () => {
    const kept = setUp(NOVEMBER, { required: true });
    kept.type('Dari', '');
    expect(kept.sent()).toBe('2026-11-01|2026-11-30');
    cleanup();
    const open = setUp(NOVEMBER);
    open.type('Dari', '');
    expect(open.sent()).toBe('|2026-11-30');
    // an open end is never out of order
    open.type('Sampai', '01/01/2020');
    expect(open.sent()).toBe('|2020-01-01');
    expect(open.note()).toBe('');
  });
});
