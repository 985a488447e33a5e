import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localeOf } from '../../lib/i18n.ts';
import type { MailContext } from '../mail/index.ts';

/** An address of the web app (PUBLIC_HOST), with a token in its query when given. */
export function appLink(app: FastifyInstance, path: string, token?: string): string {
  const base = `${app.config.publicHost.replace(/\/+$/, '')}${path}`;
  return token === undefined ? base : `${base}?token=${encodeURIComponent(token)}`;
}

/**
 * Who a mail goes to, in the caller's language. Not which host the request came to: account mails are
 * the main site's (its templates, links to PUBLIC_HOST) whatever site the caller was looking at.
 */
export function mailContext(
  app: FastifyInstance,
  request: FastifyRequest,
  to: string,
  username: string,
): MailContext {
  return { to, username, appName: app.config.appName, locale: localeOf(request) };
}
