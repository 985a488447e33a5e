import { getResource, MSG } from '@kantor/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, notFound, ValidationError } from '../../errors.ts';
import { SecretBoxError } from '../../lib/secret-box.ts';
import { assertRecordAccess, resourceRoute } from '../../plugins/access.ts';
import { localeOf, say } from '../auth/i18n.ts';
import { passwordProblems } from '../auth/password-policy.ts';
import { scopeOf, writeContext } from '../resources/request-context.ts';
import { findRecord } from '../resources/resources.service.ts';
import { insertRecord, inTransaction } from '../resources/resources.write.ts';
import { cpanelProvider } from './cpanel.ts';
import { panelCredentialsFor } from './credentials.ts';
import { HostingError, type PanelCredentials } from './provider.ts';

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
 * The new mailbox password of the body (`password` + `password_confirmation`), held to the sign-in
 * password policy; the errors of `extra` (other fields) join the same 422.
 */
function newPassword(request: FastifyRequest, email: string, extra: Record<string, string[]> = {}): string {
  const body = bodyOf(request);
  const password = typeof body.password === 'string' ? body.password : '';
  const errors: Record<string, string[]> = { ...extra };
  if (!password) errors.password = [say(request, MSG.required)];
  else {
    const problems = passwordProblems(password, { email }, localeOf(request));
    if (problems.length > 0) errors.password = problems;
  }
  if (password && body.password_confirmation !== password)
    errors.password_confirmation = [say(request, MSG.passwordsDoNotMatch)];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return password;
}

/** The account's panel, or a 409 saying what is missing (nothing set, or a token that no longer opens). */
async function requirePanel(
  app: FastifyInstance,
  request: FastifyRequest,
  akunId: unknown,
  none: { en: string; id: string },
): Promise<PanelCredentials> {
  let credentials: PanelCredentials | null;
  try {
    credentials = await panelCredentialsFor(app.db.query, akunId);
  } catch (error) {
    if (!(error instanceof SecretBoxError)) throw error;
    // sealed under a key that is gone (docs/ai.md, key rotation): never a 500, ask for it again
    request.log.error({ akun: akunId, err: error.message }, 'hosting panel token does not open');
    throw new HttpError(
      409,
      english(request)
        ? 'The stored API token of the hosting panel can no longer be read: enter it again on the panel screen.'
        : 'Token API panel hosting yang tersimpan tidak dapat dibaca lagi: isi ulang di layar panel.',
    );
  }
  if (!credentials) throw new HttpError(409, english(request) ? none.en : none.id);
  return credentials;
}

/**
 * Hosting accounts (docs/hosting.md): a mailbox's password is changed through its account's hosting
 * panel (host, user and sealed token on `akun`) and stored nowhere; `akun/cpanelapi` tests that panel.
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
      const password = newPassword(request, String(mailbox.email));

      const credentials = await requirePanel(app, request, mailbox.id_akun, {
        en: 'No hosting panel is set for this mailbox’s account yet.',
        id: 'Panel hosting untuk akun pemilik kotak surat ini belum diatur.',
      });
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

  /**
   * A new mailbox, created at the account's panel and recorded in one go: the record's fields are
   * checked like `akunwebmail/add` (same access, hooks and audit), the panel is called inside the
   * write's transaction, so a refusal keeps neither; the password goes only to the panel.
   */
  app.post('/akunwebmail/buatdipanel', resourceRoute('akunwebmail', 'add'), async (request) => {
    const input = bodyOf(request) as Record<string, unknown>;
    const { password: _p, password_confirmation: _c, ...fields } = input;
    const email = typeof fields.email === 'string' ? fields.email.trim() : '';
    const password = newPassword(
      request,
      email,
      fields.id_akun == null || fields.id_akun === '' ? { id_akun: [say(request, MSG.required)] } : {},
    );
    const credentials = await requirePanel(app, request, fields.id_akun, {
      en: 'No hosting panel is set for this account yet.',
      id: 'Panel hosting untuk akun ini belum diatur.',
    });
    const resource = getResource('akunwebmail')!;
    const record = await inTransaction(writeContext(request), async (tx) => {
      const added = await insertRecord(tx, resource, fields);
      try {
        await cpanelProvider(credentials).addMailbox({
          email: String(added.email),
          password,
          quotaMb: added.kuota_mb == null ? undefined : Number(added.kuota_mb),
        });
      } catch (error) {
        if (error instanceof HostingError) throw panelError(request, error);
        throw error;
      }
      return added;
    });
    request.log.info({ mailbox: record.id }, 'mailbox created through the panel');
    return {
      message: english(request)
        ? 'The mailbox was created on the hosting panel.'
        : 'Kotak surat berhasil dibuat di panel hosting.',
      record,
    };
  });

  /**
   * "Tes koneksi" of an account's saved panel (host, user and token are saved through the generic
   * `PUT /api/akun/edit/{id}`): a harmless read. The outcome is the answer (200 with `result` ok,
   * unreachable, denied or refused), since the request itself succeeded; nothing set is a 409.
   */
  app.post<{ Params: { id: string } }>(
    '/akun/cpanelapi/:id',
    resourceRoute('akun', 'edit'),
    async (request) => {
      const access = request.resourceAccess!;
      const account = await findRecord(app.db.query, getResource('akun')!, request.params.id, {
        scope: scopeOf(request),
      });
      assertRecordAccess(access, account);
      if (!account) throw notFound();
      const credentials = await requirePanel(app, request, account.id, {
        en: 'Fill in the panel host, user name and API token first, then save.',
        id: 'Isi host panel, nama pengguna dan token API lebih dulu, lalu simpan.',
      });
      const en = english(request);
      try {
        await cpanelProvider(credentials).testConnection();
      } catch (error) {
        if (!(error instanceof HostingError)) throw error;
        request.log.info(
          { akun: account.id, failure: error.failure },
          'hosting panel connection test failed',
        );
        const message = {
          denied: en
            ? 'The panel refused the user name or API token.'
            : 'Panel menolak nama pengguna atau token API.',
          unreachable: en ? 'The panel could not be reached.' : 'Panel tidak dapat dihubungi.',
          refused: en ? 'The panel answered with an error.' : 'Panel menjawab dengan galat.',
        }[error.failure];
        return { result: error.failure, message, detail: error.message };
      }
      return {
        result: 'ok',
        message: en
          ? 'Connected: the panel accepted the user and token.'
          : 'Terhubung: panel menerima pengguna dan token.',
      };
    },
  );
}
