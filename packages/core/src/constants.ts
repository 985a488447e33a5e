/** Business constants of spec §9, in one place for server and web. */

export const DEFAULT_PRODUCT = 'KANTOR';

/** Storage keys: `APP_{PRODUCT}` prefix with `_TOKEN`, `_LOCALE`; per-page data under prefix + page name. */
export function storageKeys(product: string = DEFAULT_PRODUCT) {
  const prefix = `APP_${product.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;
  return {
    prefix,
    token: `${prefix}_TOKEN`,
    locale: `${prefix}_LOCALE`,
    redirectAfterLogin: `${prefix}_REDIRECT_AFTER_LOGIN`,
    page: (pageName: string) => `${prefix}${pageName}`,
  } as const;
}

export const API_BASE_PATH = '/api';

export const DEBOUNCE_MS = 500;
export const RANDOM_STRING_LENGTH = 10;
export const ROUND_DECIMALS = 2;
export const TRUNCATE_LENGTH = 15;
export const FILE_SIZE_BASE = 1024;
export const CURRENCY = 'IDR';
export const NUMBER_LOCALE = 'id-ID';
export const LIST_MAX_FRACTION_DIGITS = 6;

export const TOAST_LIFE_MS = 3000;
export const TOAST_MAX_WIDTH = '25rem';
export const DIALOG_DEFAULT_WIDTH = '50vw';
export const DRAWER_WIDTH = '50%';
export const SIDE_PANEL_WIDTHS = ['20rem', '40rem', '60rem'] as const;
export const BREAKPOINTS = { '960px': '40vw', '640px': '95vw' } as const;
export const DIALOG_ANIMATION_MS = { centred: 150, other: 300 } as const;
export const CAROUSEL_SWIPE_THRESHOLD_PX = 20;
export const CAROUSEL_TRANSITION_MS = 500;
export const Z_INDEX = { modal: 1100, overlay: 1000, tooltip: 1100, toast: 1200 } as const;

export const DEFAULT_IMAGE_SIZE_FOLDER = 'small';
export const LARGE_IMAGE_SIZE_FOLDER = 'large';
export const NO_IMAGE_PATH = 'images/no-image-available.png';
export const IMAGE_PLACEHOLDER_PATH = '/images/imgplaceholder.jpg';
export const IMAGE_DEFAULT_PX = 50;
export const PREVIEW_MAX_HEIGHT = '60vh';

export const DEFAULT_MANUAL_MENU_ICON = 'pi pi-tags';
export const DEFAULT_LIST_ACTION_ICON = 'pi pi-external-link';

/** Spec §4: the message that replaces a blocked page when the rule gives none. */
export const DEFAULT_BLOCKED_MESSAGE = 'Halaman Sudah Di Alihkan, Hubungi Admin Untuk informasi lebih lanjut';

/**
 * Role names of spec §6 (the demo seed's roles). A role is recognised by its id, never by its name
 * (`isAdminRoleId`); names are unique by `roleNameKey` (roles/role-name.ts).
 */
export const ROLE_NAMES = [
  'admin',
  'user',
  'pelanggan',
  'bookingkos',
  'pemasaran',
  'karyawan',
  'recruitment',
  'approval',
  'keuangan',
  'agensi',
] as const;
