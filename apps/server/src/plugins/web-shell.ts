import { readFileSync } from 'node:fs';
import type { AppConfig } from '../config.ts';

/** What the browser needs before its first request (storage keys, title); the rest comes from /api/config. */
export type ShellConfig = Pick<AppConfig, 'appName' | 'productKey'>;

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The built index.html with this deployment's settings written in, so one build serves any deployment:
 * APP_PRODUCT_KEY names the browser's storage keys, which the app must know before its first request
 * (the token is read at start), and APP_NAME the title. A meta tag rather than an inline script, so
 * the content security policy needs no exception.
 */
export function renderShell(indexHtml: string, config: ShellConfig): string {
  const meta = `<meta name="kantor-product" content="${escapeAttribute(config.productKey)}" />`;
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(config.appName)}</title>`)
    .replace('</head>', `    ${meta}\n  </head>`);
}

export function readShell(path: string, config: ShellConfig): string {
  return renderShell(readFileSync(path, 'utf8'), config);
}
