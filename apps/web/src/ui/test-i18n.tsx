/** Test helper: an i18next instance holding ui.json under 'ui', and render() wrapped in its provider. */
import { type RenderResult, render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../test-support/i18n.ts';

export { createTestI18n };

export function renderWithI18n(
  element: ReactElement,
  lng: 'id-ID' | 'en-US' = 'id-ID',
): RenderResult & { i18n: I18n } {
  const i18n = createTestI18n(lng);
  // A wrapper (not a wrapping element) so `rerender` keeps the provider.
  const result = render(element, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    ),
  });
  return { ...result, i18n };
}
