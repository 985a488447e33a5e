import { PRIME_LOCALE_PT } from '../i18n/primereact-locale.ts';

/**
 * PrimeReact's pass-through options of the app (AppProviders).
 * - PRIME_LOCALE_PT: labels DataTable would take from its private English copy.
 * - Dropdown keeps a hidden <select> for form submission beside its real, labelled combobox, and a
 *   trigger arrow drawn as an unnamed role="button" that takes no focus (the combobox is the keyboard's
 *   control): both are hidden from assistive technology so neither is announced as a second, unnamed
 *   control (axe and Lighthouse: aria-command-name on the job view's AI panel).
 */
export const APP_PT = {
  ...PRIME_LOCALE_PT,
  dropdown: { select: { 'aria-hidden': true }, trigger: { 'aria-hidden': true } },
} as const;
