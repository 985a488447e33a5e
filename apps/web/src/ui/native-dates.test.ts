import { describe, expect, it } from 'vitest';
import { findNativeDateInputs, nativeDateInputs } from '../../../../scripts/native-dates.mjs';

describe('the native date input check of npm run lint (scripts/native-dates.mjs)', () => {
  it('finds every way web code writes a native date, time, date-time or month input', () => {
    const text = [
      '<input id="a" type="date" />',
      "<InputText type='time' step={900} />",
      '<input type={"datetime-local"} />',
      "input.setAttribute('type', 'month');",
      '<input type = `week` />',
    ].join('\n');
    expect(nativeDateInputs(text)).toEqual([
      { line: 1, kind: 'date' },
      { line: 2, kind: 'time' },
      { line: 3, kind: 'datetime-local' },
      { line: 4, kind: 'month' },
      { line: 5, kind: 'week' },
    ]);
  });

  it('leaves other inputs and date-like words alone', () => {
    const text = [
      '<input type="text" />',
      '<input type="number" />',
      "const field = { kind: 'date' };",
      '<DateInput kind="time" inputId="move-time" />',
      '<input type="dates" />',
    ].join('\n');
    expect(nativeDateInputs(text)).toEqual([]);
  });

  it('finds none in the web app today', () => {
    expect(findNativeDateInputs()).toEqual([]);
  });
});
