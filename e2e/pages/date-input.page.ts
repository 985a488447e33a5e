import type { Locator } from 'playwright-core';

/** What a date input of the app (apps/web/src/ui/DateInput.tsx) picks. */
export type DateKind = 'date' | 'time' | 'datetime';

/**
 * A value as an Indonesian screen shows it, for typing: '2026-11-28' is 28/11/2026, '08:15' stays
 * 08:15, '2026-11-28T08:15' is 28/11/2026 08:15 (the journeys run in id-ID).
 */
export function shownAs(kind: DateKind, value: string): string {
  if (kind === 'time') return value;
  const [y, m, d] = value.slice(0, 10).split('-');
  const day = `${d}/${m}/${y}`;
  return kind === 'date' ? day : `${day} ${value.slice(11, 16)}`;
}

/** The inverse of `shownAs`: the text an input shows, as the value its screen sends. */
function sentAs(kind: DateKind, shown: string): string {
  if (kind === 'time' || shown === '') return shown;
  const [d, m, y] = shown.slice(0, 10).split('/');
  const day = `${y}-${m}-${d}`;
  return kind === 'date' ? day : `${day}T${shown.slice(11, 16)}`;
}

/**
 * One of the app's date, time or date-time inputs (the calendar, not the browser's native picker), found
 * by its label or any locator of its text field.
 */
export class DateInputField {
  constructor(
    private readonly input: Locator,
    private readonly kind: DateKind = 'date',
  ) {}

  /**
   * Types a value (`2026-11-28`, `08:15`, `2026-11-28T08:15`) the way a person does: the field's text
   * selected and typed over key by key in the screen's day order, then Tab, which closes the calendar
   * the field opened on focus and leaves the field; it returns once that calendar is gone.
   */
  async type(value: string): Promise<void> {
    await this.input.click();
    await this.input.press('ControlOrMeta+a');
    await this.input.pressSequentially(shownAs(this.kind, value));
    // this field's calendar (the next field, when it is a date too, opens its own on the Tab)
    const panel = await this.input.getAttribute('aria-controls');
    await this.input.press('Tab');
    // the calendar's panel is a dialog while it fades out: a journey looking for its form's dialog
    // next would find two (CI: field-day's correction dialog)
    if (panel) await this.input.page().waitForFunction((id) => !document.getElementById(id), panel);
  }

  /** The value the field holds, as its screen sends it ('' when empty). */
  async value(): Promise<string> {
    return sentAs(this.kind, await this.input.inputValue());
  }
}
