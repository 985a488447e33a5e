/** Test helper shared by every web suite: an i18next instance with all id-ID and en-US locale files. */
import i18next, { type i18n as I18n } from 'i18next';

type Bundle = Record<string, unknown>;

const files = import.meta.glob<{ default: Bundle }>('../locales/{id-ID,en-US}/*.json', { eager: true });

/** The same shape the app loads: common.json at the root, every other file under its own name. */
function bundleOf(code: string): Bundle {
  const bundle: Bundle = {};
  const prefix = `../locales/${code}/`;
  for (const [path, module] of Object.entries(files)) {
    if (!path.startsWith(prefix)) continue;
    const namespace = path.slice(prefix.length, -'.json'.length);
    if (namespace === 'common') Object.assign(bundle, module.default);
    else bundle[namespace] = module.default;
  }
  return bundle;
}

export function createTestI18n(lng: 'id-ID' | 'en-US' = 'id-ID'): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    fallbackLng: 'id-ID',
    resources: { 'id-ID': { translation: bundleOf('id-ID') }, 'en-US': { translation: bundleOf('en-US') } },
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}
