/**
 * The hosting routes (docs/hosting.md), declared once: a mailbox's password changed at its account's
 * panel, a mailbox created there and recorded in one go, and an account's panel tested. Served by
 * apps/server/src/modules/hosting, called by apps/web/src/features/hosting.
 *
 * A mailbox created at the panel takes the `akunwebmail` resource's input plus its passwords. The
 * declaration names the passwords and reads every other field with a catchall, as the generic add
 * route does: which fields the resource has and what each must hold is the engine's, from the
 * resource's declaration in core (`insertRecord` checks them), so this route does not repeat them.
 * The docs show the resource's input (`akunwebmailInput`) beside the passwords.
 */
import { z } from 'zod';
import { HostingConnectionResult, HostingMailboxCreated, HostingPasswordChanged } from '../hosting.ts';
import { defineRoute } from './define-route.ts';
import { objectOrEmpty, recordId, said } from './wire.ts';

/** A password as typed: text, or absent (the server then names it required, with its policy's words). */
const secret = (says: string) => z.string(said('validation.invalid')).optional().describe(says);

const passwords = {
  password: secret('the mailbox’s new password, as the sign-in password policy allows (required)'),
  password_confirmation: secret('the same password again (required)'),
};

export const MailboxPasswordBody = objectOrEmpty(z.object(passwords));
export type MailboxPasswordBody = z.input<typeof MailboxPasswordBody>;

/** The `akunwebmail` record's fields by name (the engine's check), plus the passwords. */
export const PanelMailboxBody = objectOrEmpty(
  z
    .object(passwords)
    .catchall(z.unknown().describe('an `akunwebmail` field by name, as `akunwebmailInput` declares it')),
);
export type PanelMailboxBody = z.input<typeof PanelMailboxBody>;

export const mailboxPasswordRoute = defineRoute({
  method: 'POST',
  path: '/akunwebmail/gantipass/:id',
  // about one mailbox (rule R4): its edit page (403) and the mailbox in the caller's view (404)
  access: {
    kind: 'resource',
    resource: 'akunwebmail',
    action: 'edit',
    record: { resource: 'akunwebmail', param: 'id' },
  },
  summary: 'Change a mailbox’s password at its account’s hosting panel (stored nowhere)',
  params: recordId(),
  body: MailboxPasswordBody,
  answer: HostingPasswordChanged,
  answerSays: 'Changed at the panel: a message in the caller’s language',
});

export const panelMailboxRoute = defineRoute({
  method: 'POST',
  path: '/akunwebmail/buatdipanel',
  access: { kind: 'resource', resource: 'akunwebmail', action: 'add' },
  summary: 'Create a mailbox at its account’s hosting panel and record it, in one go',
  description:
    'The fields are `akunwebmailInput`’s, checked as by `akunwebmail/add` (`id_akun` required); a refusal by the panel keeps neither.',
  body: PanelMailboxBody,
  answer: HostingMailboxCreated,
  answerSays: 'The mailbox record as written, and a message',
});

export const panelTestRoute = defineRoute({
  method: 'POST',
  path: '/akun/cpanelapi/:id',
  // about one account (rule R4), as the mailbox password route above
  access: { kind: 'resource', resource: 'akun', action: 'edit', record: { resource: 'akun', param: 'id' } },
  summary: 'Test an account’s saved hosting panel: the outcome is the answer’s `result`',
  params: recordId(),
  answer: HostingConnectionResult,
  answerSays:
    'The outcome in words; on a failure an admin reads which one and `detail` (the panel’s own words), ' +
    'anyone else `failed` (nothing set is a 409, too many panel calls a 429)',
});

/** The hosting routes, by the name the web calls them. */
export const HOSTING_ROUTES = {
  changePassword: mailboxPasswordRoute,
  createMailbox: panelMailboxRoute,
  testConnection: panelTestRoute,
} as const;
