import {
  getResource,
  HostingConnectionResult,
  HostingMailboxCreated,
  HostingPasswordChanged,
  type MessageKey,
  MSG,
} from '@kantor/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, notFound, ValidationError } from '../../errors.ts';
import { answers } from '../../lib/answer-schema.ts';
import { localeOf, say } from '../../lib/i18n.ts';
import { documentedBody, noBody, pathParams, text } from '../../lib/request-schema.ts';
import { SecretBoxError } from '../../lib/secret-box.ts';
import { assertRecordAccess, resourceRoute } from '../../plugins/access.ts';
import { passwordProblems } from '../auth/index.ts';
import { findRecord, insertRecord, inTransaction, scopeOf, writeContext } from '../resources/index.ts';
import { cpanelProvider } from './cpanel.ts';
import { panelCredentialsFor } from './credentials.ts';
import { HostingError, type HostingFailure, type PanelCredentials } from './provider.ts';

type Body = { password?: unknown; password_confirmation?: unknown };

function bodyOf(request: FastifyRequest): Body {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {};
}

/** A panel failure in words: the panel's own refusal is the user's to fix (422), the rest a 502. */
function panelError(request: FastifyRequest, error: HostingError): HttpError {
  if (error.failure === 'refused')
    return new ValidationError({ password: [error.message] }, say(request, MSG.hostingPanelRefused));
  if (error.failure === 'denied') return new HttpError(502, say(request, MSG.hostingPanelDenied));
  return new HttpError(502, say(request, MSG.hostingPanelUnreachable, { detail: error.message }));
}

/** What a connection test found, in words (the request itself succeeded). */
const TEST_OUTCOME: Record<HostingFailure, MessageKey> = {
  denied: MSG.hostingTestDenied,
  unreachable: MSG.hostingTestUnreachable,
  refused: MSG.hostingTestRefused,
};

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
  none: MessageKey,
): Promise<PanelCredentials> {
  let credentials: PanelCredentials | null;
  try {
    credentials = await panelCredentialsFor(app.db.query, akunId);
  } catch (error) {
    if (!(error instanceof SecretBoxError)) throw error;
    // sealed under a key that is gone (docs/ai.md, key rotation): never a 500, ask for it again
    request.log.error({ akun: akunId, err: error.message }, 'hosting panel token does not open');
    throw new HttpError(409, say(request, MSG.hostingTokenUnreadable));
  }
  if (!credentials) throw new HttpError(409, say(request, none));
  return credentials;
}

const passwordBody = {
  password: text('the mailbox’s new password, as the sign-in password policy allows'),
  password_confirmation: text('the same password again'),
};

const changePasswordSchema = {
  summary: 'Change a mailbox’s password at its account’s hosting panel (stored nowhere)',
  ...pathParams('id'),
  ...documentedBody(passwordBody, ['password', 'password_confirmation']),
  ...answers(HostingPasswordChanged, 'Changed at the panel: a message in the caller’s language'),
};

const createMailboxSchema = {
  summary: 'Create a mailbox at its account’s hosting panel and record it, in one go',
  description: 'The fields are checked as by `akunwebmail/add`; a refusal by the panel keeps neither.',
  bodyDoc: {
    allOf: [
      { $ref: '#/components/schemas/akunwebmailInput' },
      documentedBody(passwordBody, ['id_akun', 'password', 'password_confirmation']).bodyDoc,
    ],
  },
  ...answers(HostingMailboxCreated, 'The mailbox record as written, and a message'),
};

const testConnectionSchema = {
  summary: 'Test an account’s saved hosting panel: the outcome is the answer’s `result`',
  ...pathParams('id'),
  ...noBody(),
  ...answers(
    HostingConnectionResult,
    'The outcome in words; on a failure, `detail` is the panel’s own (nothing set is a 409)',
  ),
};

/**
 * Hosting accounts (docs/hosting.md): a mailbox's password is changed through its account's hosting
 * panel (host, user and sealed token on `akun`) and stored nowhere; `akun/cpanelapi` tests that panel.
 */
export async function hostingRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { id: string } }>(
    '/akunwebmail/gantipass/:id',
    { ...resourceRoute('akunwebmail', 'edit'), schema: changePasswordSchema },
    async (request) => {
      const access = request.resourceAccess!;
      const mailbox = await findRecord(app.db.query, getResource('akunwebmail')!, request.params.id, {
        scope: scopeOf(request),
      });
      assertRecordAccess(access, mailbox);
      if (!mailbox) throw notFound();
      const password = newPassword(request, String(mailbox.email));

      const credentials = await requirePanel(app, request, mailbox.id_akun, MSG.hostingMailboxNoPanel);
      try {
        await cpanelProvider(credentials).changePassword({ email: String(mailbox.email), password });
      } catch (error) {
        if (error instanceof HostingError) throw panelError(request, error);
        throw error;
      }
      request.log.info({ mailbox: mailbox.id }, 'mailbox password changed through the panel');
      return { message: say(request, MSG.hostingPasswordChanged) } satisfies HostingPasswordChanged;
    },
  );

  /**
   * A new mailbox, created at the account's panel and recorded in one go: the record's fields are
   * checked like `akunwebmail/add` (same access, hooks and audit), the panel is called inside the
   * write's transaction, so a refusal keeps neither; the password goes only to the panel.
   */
  const createMailbox = { ...resourceRoute('akunwebmail', 'add'), schema: createMailboxSchema };
  app.post('/akunwebmail/buatdipanel', createMailbox, async (request) => {
    const input = bodyOf(request) as Record<string, unknown>;
    const { password: _p, password_confirmation: _c, ...fields } = input;
    const email = typeof fields.email === 'string' ? fields.email.trim() : '';
    const password = newPassword(
      request,
      email,
      fields.id_akun == null || fields.id_akun === '' ? { id_akun: [say(request, MSG.required)] } : {},
    );
    const credentials = await requirePanel(app, request, fields.id_akun, MSG.hostingAccountNoPanel);
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
    return { message: say(request, MSG.hostingMailboxCreated), record } satisfies HostingMailboxCreated;
  });

  /**
   * "Tes koneksi" of an account's saved panel (host, user and token are saved through the generic
   * `PUT /api/akun/edit/{id}`): a harmless read. The outcome is the answer (200 with `result` ok,
   * unreachable, denied or refused), since the request itself succeeded; nothing set is a 409.
   */
  app.post<{ Params: { id: string } }>(
    '/akun/cpanelapi/:id',
    { ...resourceRoute('akun', 'edit'), schema: testConnectionSchema },
    async (request) => {
      const access = request.resourceAccess!;
      const account = await findRecord(app.db.query, getResource('akun')!, request.params.id, {
        scope: scopeOf(request),
      });
      assertRecordAccess(access, account);
      if (!account) throw notFound();
      const credentials = await requirePanel(app, request, account.id, MSG.hostingPanelIncomplete);
      try {
        await cpanelProvider(credentials).testConnection();
      } catch (error) {
        if (!(error instanceof HostingError)) throw error;
        request.log.info(
          { akun: account.id, failure: error.failure },
          'hosting panel connection test failed',
        );
        const message = say(request, TEST_OUTCOME[error.failure]);
        return { result: error.failure, message, detail: error.message } satisfies HostingConnectionResult;
      }
      return { result: 'ok', message: say(request, MSG.hostingConnected) } satisfies HostingConnectionResult;
    },
  );
}
