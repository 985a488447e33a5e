// Shared by the ResourceForm rule tests (ResourceForm.rules.test.tsx, ResourceForm.rows.test.tsx): not a
// test file itself.
import type { RoleRule } from '@kantor/core';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetDialogs, toast } from '../ui/index.ts';
import { TEST_ROLE_ID } from './test-utils.tsx';

/** Unmounts each test's screen and resets what it left behind (dialogs, toasts, stubs, session). */
export function cleanUpScreens(): void {
  afterEach(() => {
    cleanup();
    act(() => {
      resetDialogs();
      toast.clear();
    });
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });
}

let nextId = 100;
/** A rule of the test role on `route`, with an id of its own. */
export const ruleOn =
  (route: string) =>
  (kategori: string, fields: Partial<RoleRule> = {}): RoleRule => ({
    id: nextId++,
    role_id: TEST_ROLE_ID,
    nama_route: route,
    kategori,
    ...fields,
  });
export const rule = ruleOn('/tes');

/** The form's labels in screen order (without the required mark). */
export const labels = () =>
  [...screen.getByTestId('resource-form').querySelectorAll('.resource-field > label')].map((label) =>
    (label.childNodes[0]?.textContent ?? '').trim(),
  );
export const fieldOf = (label: string) =>
  screen.getByText(label, { selector: 'label' }).closest('.resource-field') as HTMLElement;
export const type = (label: string, value: string) =>
  fireEvent.change(within(fieldOf(label)).getByRole('textbox'), { target: { value } });
