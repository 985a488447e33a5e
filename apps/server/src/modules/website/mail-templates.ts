/**
 * The email templates of the website settings (`editemailtemplate`): verification, password reset and
 * OTP. When the main site has an active template of the kind, the mailer sends it (subject = `judul`,
 * body = `konten`, `{{placeholders}}` filled); otherwise the built-in text. Only the main site's: the
 * mails are about accounts of this app, whichever host the request came to, so another owner's site
 * (an agency's, at its own domain) can never word a password-reset mail to someone else.
 */
import { EMAIL_PLACEHOLDERS, type EmailTemplateKind, fillTemplate } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import type { Query } from '../../db/connect.ts';
import type { MailMessage } from '../mail/index.ts';
import { esc } from './render-html.ts';
import { mainSiteOwner } from './site.data.ts';

export type StoredTemplate = { subject: string; body: string };

/** The owner's active template of a kind, or null. */
export async function storedTemplate(
  query: Query,
  ownerId: number | null,
  kind: EmailTemplateKind,
): Promise<StoredTemplate | null> {
  if (ownerId === null) return null;
  const [row] = await query<{ judul: string; konten: string | null }>(
    `SELECT judul, konten FROM rsetwebsite WHERE user_id = $1 AND bagian = 'emailtemplate'
        AND data->>'jenis' = $2 AND status = 'Active' ORDER BY id LIMIT 1`,
    [ownerId, kind],
  );
  if (!row?.konten?.trim()) return null;
  return { subject: row.judul, body: row.konten };
}

/**
 * A message from a template: the subject and plain text filled, and an HTML part where every value is
 * escaped and the link placeholder becomes a link. The body is plain text: markup typed into it shows
 * as typed, so a template cannot carry markup (or a phishing link) into a mail.
 */
export function fromTemplate(
  to: string,
  template: StoredTemplate,
  values: Record<string, string>,
): MailMessage {
  const body = template.body;
  const subject = fillTemplate(template.subject, values)
    .replace(/[\r\n]+/g, ' ')
    .slice(0, 250);
  const text = fillTemplate(body, values);
  const link = values.tautan;
  const html = body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => {
      let out = esc(paragraph);
      for (const [name, value] of Object.entries(values)) {
        const filled = name === 'tautan' && link ? `<a href="${esc(link)}">${esc(link)}</a>` : esc(value);
        out = out.replace(new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`, 'g'), filled);
      }
      return `<p>${out.replace(/\r?\n/g, '<br>')}</p>`;
    })
    .join('\n');
  return { to, subject, text, html };
}

/** Sample values for a test send of a kind. */
export function sampleValues(kind: EmailTemplateKind, appName: string, name: string, origin: string) {
  const all: Record<string, string> = {
    nama: name,
    aplikasi: appName,
    tautan: `${origin}/contoh-tautan?token=CONTOH`,
    kode: '123456',
    menit: '10',
    jam: '24',
  };
  return Object.fromEntries(EMAIL_PLACEHOLDERS[kind].map((p) => [p, all[p]!]));
}

/** Plugs the stored templates into the app's mailer; a lookup that fails keeps the built-in text. */
export function useStoredMailTemplates(app: FastifyInstance): void {
  app.mailer.useTemplates(async (message) => {
    const ref = message.template;
    if (!ref) return message;
    try {
      const owner = await mainSiteOwner(app.db.query);
      const template = await storedTemplate(app.db.query, owner, ref.kind);
      return template ? fromTemplate(message.to, template, ref.values) : message;
    } catch (error) {
      app.log.error({ err: error }, 'email template lookup failed: built-in text sent');
      return message;
    }
  });
}
