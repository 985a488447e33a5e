import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n, loadLocaleBundle, namespacesReady, PUBLIC_NAMESPACES, requireNamespaces } from './i18n.ts';

describe('locale texts, loaded by need', () => {
  it('a bundle can be limited to some namespaces (common.json spreads at the root)', async () => {
    const bundle = await loadLocaleBundle('id-ID', new Set(['common', 'ui']));
    expect(Object.keys(bundle)).toContain('auth');
    expect(bundle).toHaveProperty('ui');
    expect(bundle).not.toHaveProperty('inventory');
  });

  it('starts with the public texts only; the app asks for the rest', async () => {
    await initI18n();
    expect(PUBLIC_NAMESPACES).toEqual(['common', 'account', 'ui']);
    expect(i18next.exists('auth.login')).toBe(true);
    expect(i18next.exists('inventory.common')).toBe(false);
    expect(namespacesReady(['jobs'])).toBe(false);

    await requireNamespaces(['jobs']);
    expect(namespacesReady(['jobs'])).toBe(true);
    expect(namespacesReady('all')).toBe(false);

    await requireNamespaces('all');
    expect(namespacesReady('all')).toBe(true);
    expect(i18next.exists('inventory.common')).toBe(true);
  });
});
