/** Test helper: an i18next instance holding ui.json under 'ui', and render() wrapped in its provider. */
import { type RenderResult, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import enUi from '../locales/en-US/ui.json';
import idUi from '../locales/id-ID/ui.json';

export function createTestI18n(lng: 'id-ID' | 'en-US' = 'id-ID'): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    fallbackLng: 'id-ID',
    resources: {
      'id-ID': { translation: { ui: idUi } },
      'en-US': { translation: { ui: enUi } },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

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
