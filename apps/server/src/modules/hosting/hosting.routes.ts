import {
  getResource,
  HOSTING_ROUTES,
  type HostingConnectionResult,
  type HostingMailboxCreated,
  type HostingPasswordChanged,
  type MessageKey,
  MSG,
  seesFailureDetail,
} from '@kantor/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, ValidationError } from '../../errors.ts';
import { localeOf, say } from '../../lib/i18n.ts';
import { SecretBoxError } from '../../lib/secret-box.ts';
import { serveRoute } from '../../lib/serve-route.ts';
import { assertRecordAccess, callerOf } from '../../plugins/access.ts';
import { passwordProblems } from '../auth/index.ts';
import { insertRecord, inTransaction, writeContext } from '../resources/index.ts';
import { cpanelProvider } from './cpanel.ts';
import { panelCredentialsFor } from './credentials.ts';
import { limitPanelCalls, noSoonerThan } from './outbound.ts';
import { HostingError, type HostingFailure, type PanelCredentials } from './provider.ts';

/**
 * A panel failure in words: the panel's own refusal is the user's to fix (422), the rest a 502. An
 * admin reads why; anyone else one message for every failure (no closed-port vs open-port vs 403 oracle).
 */
function panelError(request: FastifyRequest, error: HostingError, admin: boolean): HttpError {
  if (error.failure === 'refused')
    return new ValidationError({ password: [error.message] }, say(request, MSG.hostingPanelRefused));
  if (!admin) return new HttpError(502, say(request, MSG.hostingPanelFailed));
  if (error.failure === 'denied') return new HttpError(502, say(request, MSG.hostingPanelDenied));
  return new HttpError(502, say(request, MSG.hostingPanelUnreachable, { detail: error.message }));
}

type PanelCall = {
  <T>(call: () => Promise<T>, onFailure: (error: HostingError, admin: boolean) => T): Promise<T>;
  /** For a call inside a transaction: waits out the failure delay after it, not while it holds the database. */
  settle(): Promise<void>;
};

/**
 * Opens one call to a panel: counted against a non-admin caller's allowance (429), before any transaction (the
 * counters may live in the same database). The call runs `call`; `onFailure` words a failure, which for
 * anyone but an admin is answered no sooner than a fixed delay after the call started (outbound.ts).
 */
async function panelCall(
  request: FastifyRequest,
  reply: FastifyReply,
  inTransaction = false,
): Promise<PanelCall> {
  const admin = seesFailureDetail(await callerOf(request));
  if (!admin) await limitPanelCalls(request, reply);
  let failedAt: number | null = null;
  const settle = async () => {
    if (failedAt !== null && !admin) await noSoonerThan(failedAt);
  };
  const call = async <T>(run: () => Promise<T>, onFailure: (error: HostingError, admin: boolean) => T) => {
    const started = Date.now();
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof HostingError)) throw error;
      request.log.info({ failure: error.failure, detail: error.message }, 'hosting panel call failed');
      failedAt = started;
      if (!inTransaction) await settle();
      return onFailure(error, admin);
    }
  };
  return Object.assign(call, { settle });
}

/** What a connection test found, in words (the request itself succeeded). */
const TEST_OUTCOME: Record<HostingFailure, MessageKey> = {
  denied: MSG.hostingTestDenied,
  unreachable: MSG.hostingTestUnreachable,
  refused: MSG.hostingTestRefused,
};

/** The passwords as declared (core's `MailboxPasswordBody`): text, or absent. */
type Passwords = { password?: string | undefined; password_confirmation?: string | undefined };

/**
 * The new mailbox password of the body (`password` + `password_confirmation`), held to the sign-in
 * password policy; the errors of `extra` (other fields) join the same 422.
 */
function newPassword(
  request: FastifyRequest,
  body: Passwords,
  email: string,
  extra: Record<string, string[]> = {},
): string {
  const password = body.password ?? '';
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

/**
 * Hosting accounts (docs/hosting.md): a mailbox's password is changed through its account's hosting
 * panel (host, user and sealed token on `akun`) and stored nowhere; `akun/cpanelapi` tests that panel.
 */
export async function hostingRoutes(app: FastifyInstance): Promise<void> {
  // about one mailbox (rule R4): its edit page (403) and the mailbox in the caller's view (404), read
  // by the access check before the body is
  serveRoute(app, HOSTING_ROUTES.changePassword, async ({ body }, request, reply) => {
    const mailbox = request.recordInView!;
    assertRecordAccess(request.resourceAccess!, mailbox);
    const password = newPassword(request, body, String(mailbox.email));

    const credentials = await requirePanel(app, request, mailbox.id_akun, MSG.hostingMailboxNoPanel);
    const call = await panelCall(request, reply);
    await call(
      () => cpanelProvider(credentials).changePassword({ email: String(mailbox.email), password }),
      (error, admin) => {
        throw panelError(request, error, admin);
      },
    );
    request.log.info({ mailbox: mailbox.id }, 'mailbox password changed through the panel');
    return { message: say(request, MSG.hostingPasswordChanged) } satisfies HostingPasswordChanged;
  });

  /**
   * A new mailbox, created at the account's panel and recorded in one go: the record's fields are
   * checked like `akunwebmail/add` (same access, hooks and audit), the panel is called inside the
   * write's transaction, so a refusal keeps neither; the password goes only to the panel.
   */
  serveRoute(app, HOSTING_ROUTES.createMailbox, async ({ body }, request, reply) => {
    // the record's fields are the catchall's: the engine checks them against the resource's declaration
    const { password: _p, password_confirmation: _c, ...fields } = body;
    const email = typeof fields.email === 'string' ? fields.email.trim() : '';
    const password = newPassword(
      request,
      body,
      email,
      fields.id_akun == null || fields.id_akun === '' ? { id_akun: [say(request, MSG.required)] } : {},
    );
    const credentials = await requirePanel(app, request, fields.id_akun, MSG.hostingAccountNoPanel);
    const resource = getResource('akunwebmail')!;
    const call = await panelCall(request, reply, true);
    const record = await inTransaction(writeContext(request), async (tx) => {
      const added = await insertRecord(tx, resource, fields);
      await call(
        () =>
          cpanelProvider(credentials).addMailbox({
            email: String(added.email),
            password,
            quotaMb: added.kuota_mb == null ? undefined : Number(added.kuota_mb),
          }),
        (error, admin) => {
          throw panelError(request, error, admin);
        },
      );
      return added;
    }).catch(async (error: unknown) => {
      await call.settle();
      throw error;
    });
    request.log.info({ mailbox: record.id }, 'mailbox created through the panel');
    return { message: say(request, MSG.hostingMailboxCreated), record } satisfies HostingMailboxCreated;
  });

  /**
   * "Tes koneksi" of an account's saved panel (host, user and token are saved through the generic
   * `PUT /api/akun/edit/{id}`; a changed host clears the token unless it is typed again): a harmless
   * read. The outcome is the answer (200 with `result` ok, or for an admin unreachable, denied or
   * refused with the panel's words; anyone else reads `failed` for every failure); nothing set is a
   * 409; past the allowance of panel calls a 429.
   */
  // about one account (rule R4), as the mailbox password route above
  serveRoute(app, HOSTING_ROUTES.testConnection, async (_input, request, reply) => {
    const account = request.recordInView!;
    assertRecordAccess(request.resourceAccess!, account);
    const credentials = await requirePanel(app, request, account.id, MSG.hostingPanelIncomplete);
    const call = await panelCall(request, reply);
    return call<HostingConnectionResult>(
      async () => {
        await cpanelProvider(credentials).testConnection();
        return { result: 'ok', message: say(request, MSG.hostingConnected) };
      },
      (error, admin) =>
        admin
          ? {
              result: error.failure,
              message: say(request, TEST_OUTCOME[error.failure]),
              detail: error.message,
            }
          : { result: 'failed', message: say(request, MSG.hostingTestFailed) },
    );
  });
}
