import { randomBytes } from 'node:crypto';
import { isTechnicianLogin, MSG, RESOURCES, ACCOUNTS_ROUTES as routes, USER_ROLE_IDS } from '@kantor/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../errors.ts';
import { say } from '../../lib/i18n.ts';
import { serveRoute } from '../../lib/serve-route.ts';
import { type AccountRow, appLink, type Body, Checks, findById, mailContext, raw } from '../auth/index.ts';
import { accountApprovedMail } from '../mail/index.ts';
import { editRecord, findRecord, writeContext } from '../resources/index.ts';
import { roleChoices, sameRoleIds } from '../roles/index.ts';
import {
  createLogin,
  LOGIN_COLUMNS,
  type LoginChanges,
  readLoginInput,
  setPassword,
  updateLogin,
} from './accounts.service.ts';
import { listTechnicians } from './technicians.service.ts';

const actorOf = (request: FastifyRequest) => ({
  id: request.user!.id,
  username: request.user!.username,
  sessionId: request.user!.sessionId,
});

/** User management (spec §2 akun extra routes that concern logins). */
export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  async function loginOf(id: string, technician = false): Promise<AccountRow> {
    const user = /^\d{1,10}$/.test(id) ? await findById(app.db.query, Number(id)) : null;
    if (!user || (technician && !isTechnicianLogin(user))) throw notFound();
    return user;
  }
  const view = async (id: number) =>
    (await app.db.query(`SELECT ${LOGIN_COLUMNS} FROM users WHERE id = $1`, [id]))[0] as Record<
      string,
      unknown
    >;

  /** An admin never locks themselves out, nor lets themselves in further: own status and roles stay. */
  function assertNotSelf(request: FastifyRequest, user: AccountRow, changes: LoginChanges) {
    const { status, user_role_id: roleId, peran_lain: others } = changes;
    const demoting = roleId !== undefined && roleId !== user.user_role_id;
    const otherRoles = others !== undefined && !sameRoleIds(others, user.peran_lain);
    if (user.id === request.user!.id && ((status && status !== 'Active') || demoting || otherRoles)) {
      throw new HttpError(422, say(request, MSG.cannotChangeOwnAccess));
    }
  }

  async function create(request: FastifyRequest, body: Body, forcedRole?: number) {
    const { changes, password } = await readLoginInput(app, request, body, {
      forcedRole,
      withPassword: true,
    });
    const id = await app.db.transaction((query) => createLogin(query, actorOf(request), changes, password));
    return { message: say(request, MSG.recordAdded), record: await view(id) };
  }

  async function edit(request: FastifyRequest, id: string, technician: boolean, body: Body) {
    const user = await loginOf(id, technician);
    const { changes } = await readLoginInput(app, request, body, {
      existing: user,
      withPassword: false,
      forcedRole: technician ? USER_ROLE_IDS.teknisi : undefined,
    });
    assertNotSelf(request, user, changes);
    await app.db.transaction((query) => updateLogin(query, actorOf(request), user, changes));
    if (user.status === 'Pending' && changes.status === 'Active') {
      app.mailer.queue(
        accountApprovedMail(mailContext(app, request, user.email, user.username), appLink(app, '/login')),
      );
    }
    return { message: say(request, MSG.recordUpdated), record: await view(user.id) };
  }

  serveRoute(app, routes.create, ({ body }, request) => create(request, body));
  serveRoute(app, routes.createTechnician, ({ body }, request) =>
    create(request, body, USER_ROLE_IDS.teknisi),
  );

  serveRoute(app, routes.view, async ({ params }) => view((await loginOf(params.id)).id));
  serveRoute(app, routes.edit, ({ params, body }, request) => edit(request, params.id, false, body));
  serveRoute(app, routes.viewTechnician, async ({ params }) => view((await loginOf(params.id, true)).id));
  serveRoute(app, routes.editTechnician, ({ params, body }, request) => edit(request, params.id, true, body));

  /**
   * The role pickers' choices: every role, not the two of spec §3's fixed list, so a role the admin made
   * (Kasir) can be given and is shown (issue 36). These screens are the admin's, who grants any role (R2).
   */
  serveRoute(app, routes.roles, async () => ({ roles: await roleChoices(app.db.query) }));

  /** Change role and status, verify the address: approving a Pending account mails its owner. */
  serveRoute(app, routes.roleStatus, ({ params, body }, request) => edit(request, params.id, false, body));
  serveRoute(app, routes.viewRoleStatus, async ({ params }) => view((await loginOf(params.id)).id));

  serveRoute(app, routes.setPassword, async ({ params, body }, request) => {
    const user = await loginOf(params.id);
    new Checks(request).newPassword(body, user).done();
    await app.db.transaction((query) => setPassword(query, actorOf(request), user.id, raw(body, 'password')));
    return { message: say(request, MSG.passwordChanged) };
  });

  /** The akun record and the login linked to it. */
  serveRoute(app, routes.assignment, async ({ params }) => {
    const akun = await findRecord(app.db.query, RESOURCES.akun, params.id);
    if (!akun) throw notFound();
    const login = akun.id_login ? await view(Number(akun.id_login)) : null;
    return {
      akun: { id: akun.id, nama: akun.nama, email: akun.email, no_hp: akun.no_hp },
      login: login ?? null,
    };
  });

  /** Links an existing login (`login_id`) to an akun record, or creates one from the form and links it. */
  serveRoute(app, routes.assign, async ({ params, body }, request) => {
    const akun = await findRecord(app.db.query, RESOURCES.akun, params.id);
    if (!akun) throw notFound();
    let loginId: number;
    if (body.login_id !== undefined && body.login_id !== null && body.login_id !== '') {
      const existing = /^\d{1,10}$/.test(String(body.login_id))
        ? await findById(app.db.query, Number(body.login_id))
        : null;
      if (!existing) new Checks(request).add('login_id', say(request, MSG.exists)).done();
      loginId = existing!.id;
    } else {
      const { changes, password } = await readLoginInput(app, request, body, { withPassword: true });
      loginId = await app.db.transaction((query) => createLogin(query, actorOf(request), changes, password));
    }
    const record = await editRecord(writeContext(request), RESOURCES.akun, String(akun.id), {
      id_login: loginId,
    });
    return { message: say(request, MSG.recordUpdated), akun: record, login: await view(loginId) };
  });

  serveRoute(app, routes.technicians, async ({ query }) => listTechnicians(app.db.query, query));
  serveRoute(app, routes.techniciansBy, async ({ params, query }) =>
    listTechnicians(app.db.query, { ...query, [params.field]: params.value }, params.field),
  );

  /** A demo technician with a random password, shown once. */
  serveRoute(app, routes.demo, async (_input, request) => {
    const suffix = randomBytes(3).toString('hex');
    const password = `Demo-${randomBytes(9).toString('base64url')}`;
    const changes = {
      username: `demo_${suffix}`,
      email: `demo_${suffix}@demo.kantor.local`,
      user_role_id: USER_ROLE_IDS.teknisi,
      status: 'Active',
      email_verified: true,
    };
    const id = await app.db.transaction((query) => createLogin(query, actorOf(request), changes, password));
    return { message: say(request, MSG.recordAdded), record: await view(id), password };
  });
}
