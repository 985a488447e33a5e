import { getResource, MSG } from '@kantor/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, notFound, ValidationError } from '../../errors.ts';
import { assertRecordAccess, resourceRoute } from '../../plugins/access.ts';
import { localeOf, say } from '../auth/i18n.ts';
import { passwordProblems } from '../auth/password-policy.ts';
import { scopeOf } from '../resources/request-context.ts';
import { findRecord } from '../resources/resources.service.ts';
import { cpanelProvider } from './cpanel.ts';
import { panelCredentialsFor } from './credentials.ts';
import { HostingError } from './provider.ts';

type Body = { password?: unknown; password_confirmation?: unknown };

function bodyOf(request: FastifyRequest): Body {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {};
}

const english = (request: FastifyRequest) => localeOf(request) === 'en-US';

/** A panel failure in words: the panel's own refusal is the user's to fix (422), the rest a 502. */
function panelError(request: FastifyRequest, error: HostingError): HttpError {
  const en = english(request);
  if (error.failure === 'refused')
    return new ValidationError(
      { password: [error.message] },
      en ? 'The hosting panel refused the change' : 'Panel hosting menolak perubahan',
    );
  if (error.failure === 'denied')
    return new HttpError(
      502,
      en
        ? 'The hosting panel refused the stored user or API token: set them again on the panel screen.'
        : 'Panel hosting menolak username atau token API yang tersimpan: atur ulang di layar panel.',
    );
  return new HttpError(
    502,
    en
      ? `The hosting panel could not be reached (${error.message}).`
      : `Panel hosting tidak dapat dihubungi (${error.message}).`,
  );
}

/**
 * Hosting accounts (docs/hosting.md): a mailbox's password is changed through the account's hosting
 * panel and stored nowhere. The panel credentials' storage is not built yet (it needs a migration), so
 * a valid request without them is a 409 saying so.
 */
export async function hostingRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { id: string } }>(
    '/akunwebmail/gantipass/:id',
    resourceRoute('akunwebmail', 'edit'),
    async (request) => {
      const access = request.resourceAccess!;
      const mailbox = await findRecord(app.db.query, getResource('akunwebmail')!, request.params.id, {
        scope: scopeOf(request),
      });
      assertRecordAccess(access, mailbox);
      if (!mailbox) throw notFound();
      const body = bodyOf(request);
      const password = typeof body.password === 'string' ? body.password : '';
      const errors: Record<string, string[]> = {};
      if (!password) errors.password = [say(request, MSG.required)];
      else {
        const problems = passwordProblems(password, { email: String(mailbox.email) }, localeOf(request));
        if (problems.length > 0) errors.password = problems;
      }
      if (password && body.password_confirmation !== password)
        errors.password_confirmation = [say(request, MSG.passwordsDoNotMatch)];
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);

      const credentials = await panelCredentialsFor(app.db.query, mailbox.id_akun);
      if (!credentials) {
        throw new HttpError(
          409,
          english(request)
            ? 'No hosting panel is set for this mailbox’s account yet.'
            : 'Panel hosting untuk akun pemilik kotak surat ini belum diatur.',
        );
      }
      try {
        await cpanelProvider(credentials).changePassword({ email: String(mailbox.email), password });
      } catch (error) {
        if (error instanceof HostingError) throw panelError(request, error);
        throw error;
      }
      request.log.info({ mailbox: mailbox.id }, 'mailbox password changed through the panel');
      return {
        message: english(request)
          ? 'The mailbox password was changed.'
          : 'Kata sandi kotak surat berhasil diubah.',
      };
    },
  );
}
