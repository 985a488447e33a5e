import { EXTRA_ROUTES } from '@kantor/core';

/**
 * The spec's routes that still show the plain "belum dibangun" notice (ModulePage): every tool or admin
 * page and extra route without a screen of its own, in route-table order. not-built.test.tsx keeps this
 * list exact, so the README's "Not built yet" and this list cannot drift from the code: building a
 * screen fails the test until its route leaves this list.
 */
export const NOT_BUILT: readonly string[] = [
  '/desainhtmlpdf',
  '/excel',
  '/getmindmap',
  '/pastechatgpt',
  '/supertabel',
  '/admin',
  '/petarsetwebsite',
  '/petadropdown',
  '/rentanxvalidasiphp',
  '/petacekduplikatinput',
  '/akun/cpanelapi',
  '/akun/daftarkanresetwebsitedfsinglepage',
  '/akunwebmail/gantipass',
  '/manualtemplatejson/save_refxml',
  '/rchat/pusher',
  '/rchat/balaspesan',
  '/rchatadmin/admincs',
  '/walman/listgas',
  // all the website settings screens (issue: website settings and the public site)
  ...(EXTRA_ROUTES.rsetwebsite ?? []).map((action) => `/rsetwebsite/${action}`),
];
