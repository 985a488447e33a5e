import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { activatePrimeLocale } from '../i18n/primereact-locale.ts';
import { DateInput } from './DateInput.tsx';
import type { DateKind } from './date-values.ts';
import { renderWithI18n } from './test-i18n.tsx';

afterEach(cleanup);

/** A screen's state around the input, shown as the text the screen would send. */
function Screen({ kind, initial }: { kind: DateKind; initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="when">Kapan</label>
      <DateInput kind={kind} inputId="when" value={value} onChange={setValue} />
      <output data-testid="sent">{value}</output>
    </>
  );
}

function setUp(kind: DateKind, initial: string, lng: 'id-ID' | 'en-US' = 'id-ID') {
  const view = renderWithI18n(<Screen kind={kind} initial={initial} />, lng);
  act(() => activatePrimeLocale(view.i18n, lng));
  const input = screen.getByLabelText('Kapan') as HTMLInputElement;
  const sent = () => screen.getByTestId('sent').textContent;
  /** Types the whole text into the field, as a keyboard leaves it. */
  const type = (text: string) => {
    fireEvent.focus(input);
    fireEvent.input(input, { target: { value: text } });
    fireEvent.blur(input);
  };
  return { input, sent, type };
}

describe('DateInput: a day', () => {
  it('shows 28/11/2026 in Indonesian and 11/28/2026 in American English, and says how to type it', () => {
    const hint = (input: HTMLElement) =>
      document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    const id = setUp('date', '2026-11-28').input;
    expect(id.value).toBe('28/11/2026');
    expect(hint(id)).toBe('Ketik seperti 28/11/2026');
    cleanup();
    const en = setUp('date', '2026-11-28', 'en-US').input;
    expect(en.value).toBe('11/28/2026');
    expect(hint(en)).toBe('Type it like 11/28/2026');
  });

  it('sends a typed day as YYYY-MM-DD; the calendar names the month in Indonesian', () => {
    const { input, sent, type } = setUp('date', '2026-11-28');
    type('03/12/2026');
    expect(sent()).toBe('2026-12-03');
    expect(input.value).toBe('03/12/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Pilih Tanggal' }));
    const panel = document.querySelector('.date-input-panel') as HTMLElement;
    expect(within(panel).getByText('Desember')).toBeTruthy();
  });

  it('keeps the last day while a date is half typed, and shows it again on leaving', () => {
    const { input, sent, type } = setUp('date', '2026-11-28');
    type('03/12/20');
    expect(sent()).toBe('2026-11-28');
    expect(input.value).toBe('28/11/2026');
  });

  it('is cleared by erasing the text and by the calendar’s clear button', () => {
    const first = setUp('date', '2026-11-28');
    first.type('');
    expect(first.sent()).toBe('');
    cleanup();
    const second = setUp('date', '2026-11-28');
    fireEvent.click(screen.getByRole('button', { name: 'Pilih Tanggal' }));
    // the panel is still fading in (aria-hidden) under jsdom
    fireEvent.click(screen.getByRole('button', { name: 'Bersihkan', hidden: true }));
    expect(second.sent()).toBe('');
    expect(second.input.value).toBe('');
  });
});

describe('DateInput: a time', () => {
  it('shows and takes a 24-hour HH:mm, and is cleared by erasing it', () => {
    const { input, sent, type } = setUp('time', '08:15');
    expect(input.value).toBe('08:15');
    type('17:45');
    expect(sent()).toBe('17:45');
    type('');
    expect(sent()).toBe('');
  });
});

describe('DateInput: a date and time', () => {
  it('shows 28/11/2026 08:15 and sends a typed one as local YYYY-MM-DDTHH:mm', () => {
    const { input, sent, type } = setUp('datetime', '2026-11-28T08:15');
    expect(input.value).toBe('28/11/2026 08:15');
    type('01/12/2026 17:45');
    expect(sent()).toBe('2026-12-01T17:45');
    type('');
    expect(sent()).toBe('');
  });
});
