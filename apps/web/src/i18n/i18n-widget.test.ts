import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n, localeAttributes, namespacesReady } from './i18n.ts';

// a file of its own: i18n.ts keeps its namespaces per page load, and i18n.test.ts starts the app's way
describe('the public chat widget starts with its own texts only', () => {
  it('loads the namespaces it names instead of the public ones', async () => {
    await initI18n({ namespaces: ['chat'] });
    expect(namespacesReady(['chat'])).toBe(true);
    expect(i18next.t('chat.widget.title')).not.toBe('chat.widget.title');
    expect(namespacesReady(['common'])).toBe(false);
    expect(i18next.exists('auth.login')).toBe(false);
  });

  it("leaves the site page's language and direction alone, and says them for its own element", async () => {
    document.documentElement.lang = 'id';
    document.documentElement.dir = 'ltr';
    localStorage.setItem('APP_KANTOR_LOCALE', 'ar');
    await initI18n({ namespaces: ['chat'], ownsDocument: false });
    expect(i18next.language).toBe('ar');
    expect(localeAttributes()).toEqual({ lang: 'ar', dir: 'rtl' });
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['id', 'ltr']);
  });
});
