/**
 * The spec's routes that still show the plain "belum dibangun" notice (ModulePage): every tool or admin
 * page and extra route without a screen of its own, in route-table order. not-built.test.tsx keeps this
 * list exact, so the README's "Not built yet" and this list cannot drift from the code: building a
 * screen fails the test until its route leaves this list.
 */
export const NOT_BUILT: readonly string[] = ['/supertabel', '/akun/cpanelapi', '/akunwebmail/gantipass'];
