import { DEFAULT_PRODUCT } from '@kantor/core';

/**
 * The deployment's product key (APP_PRODUCT_KEY), written into the served page by the server
 * (`<meta name="kantor-product">`), so one build serves any deployment; the build-time value or the
 * default only when the page has none (the Vite dev server, tests).
 */
export function productKey(): string {
  const fromPage =
    typeof document === 'undefined'
      ? null
      : document.querySelector('meta[name="kantor-product"]')?.getAttribute('content');
  return fromPage?.trim() || (import.meta.env.VITE_APP_PRODUCT as string | undefined) || DEFAULT_PRODUCT;
}
