import { randomBytes } from 'node:crypto';
import { isTechnicianLogin, MSG, RESOURCES, USER_ROLE_IDS } from '@kantor/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../errors.ts';
import { say } from '../../lib/i18n.ts';
import { adminRoute } from '../../plugins/access.ts';
import { type AccountRow, appLink, bodyOf, Checks, findById, mailContext, raw } from '../auth/index.ts';
import { accountApprovedMail } from '../mail/index.ts';
import { editRecord, findRecord, writeContext } from '../resources/index.ts';
import { roleChoices } from '../roles/index.ts';
import {
  assignLoginReadSchema,
  assignLoginSchema,
  createLoginSchema,
  createTechnicianSchema,
  demoTechnicianSchema,
  editLoginSchema,
  loginParams,
  roleChoicesSchema,
  roleStatusSchema,
  setPasswordSchema,
  techniciansByFieldSchema,
  techniciansSchema,
} from './accounts.schemas.ts';
import { createLogin, LOGIN_COLUMNS, readLoginInput, setPassword, updateLogin } from './accounts.service.ts';
import { listTechnicians } from './technicians.service.ts';

type IdParams = { id: string };

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

  /** An admin never locks themselves out: their own status and admin role stay. */
  function assertNotSelf(request: FastifyRequest, user: AccountRow, status?: string, roleId?: number) {
    const demoting = roleId !== undefined && roleId !== user.user_role_id;
    if (user.id === request.user!.id && ((status && status !== 'Active') || demoting)) {
      throw new HttpError(422, say(request, MSG.cannotChangeOwnAccess));
    }
  }

  async function create(request: FastifyRequest, forcedRole?: number) {
    const { changes, password } = await readLoginInput(app, request, bodyOf(request), {
      forcedRole,
      withPassword: true,
    });
    const id = await app.db.transaction((query) => createLogin(query, actorOf(request), changes, password));
    return { message: say(request, MSG.recordAdded), record: await view(id) };
  }

  async function edit(
    request: FastifyRequest<{ Params: IdParams }>,
    technician: boolean,
    body = bodyOf(request),
  ) {
    const user = await loginOf(request.params.id, technician);
    const { changes } = await readLoginInput(app, request, body, {
      existing: user,
      withPassword: false,
      forcedRole: technician ? USER_ROLE_IDS.teknisi : undefined,
    });
    assertNotSelf(request, user, changes.status, changes.user_role_id);
    await app.db.transaction((query) => updateLogin(query, actorOf(request), user, changes));
    if (user.status === 'Pending' && changes.status === 'Active') {
      app.mailer.queue(
        accountApprovedMail(mailContext(app, request, user.email, user.username), appLink(app, '/login')),
      );
    }
    return { message: say(request, MSG.recordUpdated), record: await view(user.id) };
  }

  app.post('/akun/tambahuser', { ...adminRoute('akun/tambahuser'), schema: createLoginSchema }, (request) =>
    create(request),
  );
  app.post(
    '/akun/addlistteknisi',
    { ...adminRoute('akun/addlistteknisi'), schema: createTechnicianSchema },
    (request) => create(request, USER_ROLE_IDS.teknisi),
  );

  app.get<{ Params: IdParams }>(
    '/akun/edituser/:id',
    { ...adminRoute('akun/edituser'), schema: loginParams },
    async (request) => view((await loginOf(request.params.id)).id),
  );
  app.put<{ Params: IdParams }>(
    '/akun/edituser/:id',
    { ...adminRoute('akun/edituser'), schema: editLoginSchema },
    (request) => edit(request, false),
  );
  app.get<{ Params: IdParams }>(
    '/akun/akuneditteknisi/:id',
    { ...adminRoute('akun/akuneditteknisi'), schema: loginParams },
    async (request) => view((await loginOf(request.params.id, true)).id),
  );
  app.put<{ Params: IdParams }>(
    '/akun/akuneditteknisi/:id',
    { ...adminRoute('akun/akuneditteknisi'), schema: editLoginSchema },
    (request) => edit(request, true),
  );

  /**
   * The role pickers' choices: every role, not the two of spec §3's fixed list, so a role the admin made
   * (Kasir) can be given and is shown (issue 36). These screens are the admin's, who grants any role (R2).
   */
  app.get('/akun/roles', { ...adminRoute(), schema: roleChoicesSchema }, async () => ({
    roles: await roleChoices(app.db.query),
  }));

  /** Change role and status, verify the address: approving a Pending account mails its owner. */
  app.put<{ Params: IdParams }>(
    '/akun/ubahrolestatusverify/:id',
    { ...adminRoute('akun/ubahrolestatusverify'), schema: roleStatusSchema },
    async (request) => {
      const body = bodyOf(request);
      const picked = Object.fromEntries(
        ['user_role_id', 'status', 'email_verified']
          .filter((k) => body[k] !== undefined)
          .map((k) => [k, body[k]]),
      );
      return edit(request, false, picked);
    },
  );
  app.get<{ Params: IdParams }>(
    '/akun/ubahrolestatusverify/:id',
    { ...adminRoute('akun/ubahrolestatusverify'), schema: loginParams },
    async (request) => view((await loginOf(request.params.id)).id),
  );

  app.put<{ Params: IdParams }>(
    '/akun/setubahpassword/:id',
    { ...adminRoute('akun/setubahpassword'), schema: setPasswordSchema },
    async (request) => {
      const user = await loginOf(request.params.id);
      new Checks(request).newPassword(bodyOf(request), user).done();
      await app.db.transaction((query) =>
        setPassword(query, actorOf(request), user.id, raw(bodyOf(request), 'password')),
      );
      return { message: say(request, MSG.passwordChanged) };
    },
  );

  /** The akun record and the login linked to it. */
  app.get<{ Params: IdParams }>(
    '/akun/assignlogin/:id',
    { ...adminRoute('akun/assignlogin'), schema: assignLoginReadSchema },
    async (request) => {
      const akun = await findRecord(app.db.query, RESOURCES.akun, request.params.id);
      if (!akun) throw notFound();
      const login = akun.id_login ? await view(Number(akun.id_login)) : null;
      return {
        akun: { id: akun.id, nama: akun.nama, email: akun.email, no_hp: akun.no_hp },
        login: login ?? null,
      };
    },
  );

  /** Links an existing login (`login_id`) to an akun record, or creates one from the form and links it. */
  app.post<{ Params: IdParams }>(
    '/akun/assignlogin/:id',
    { ...adminRoute('akun/assignlogin'), schema: assignLoginSchema },
    async (request) => {
      const akun = await findRecord(app.db.query, RESOURCES.akun, request.params.id);
      if (!akun) throw notFound();
      const body = bodyOf(request);
      let loginId: number;
      if (body.login_id !== undefined && body.login_id !== null && body.login_id !== '') {
        const existing = /^\d{1,10}$/.test(String(body.login_id))
          ? await findById(app.db.query, Number(body.login_id))
          : null;
        if (!existing) new Checks(request).add('login_id', say(request, MSG.exists)).done();
        loginId = existing!.id;
      } else {
        const { changes, password } = await readLoginInput(app, request, body, { withPassword: true });
        loginId = await app.db.transaction((query) =>
          createLogin(query, actorOf(request), changes, password),
        );
      }
      const record = await editRecord(writeContext(request), RESOURCES.akun, String(akun.id), {
        id_login: loginId,
      });
      return { message: say(request, MSG.recordUpdated), akun: record, login: await view(loginId) };
    },
  );

  app.get<{ Querystring: Record<string, string> }>(
    '/akun/akunlistteknisi',
    { ...adminRoute('akun/akunlistteknisi'), schema: techniciansSchema },
    async (request) => listTechnicians(app.db.query, request.query),
  );
  app.get<{ Params: { field: string; value: string }; Querystring: Record<string, string> }>(
    '/akun/akunlistteknisi/:field/:value',
    { ...adminRoute('akun/akunlistteknisi'), schema: techniciansByFieldSchema },
    async (request) =>
      listTechnicians(
        app.db.query,
        { ...request.query, [request.params.field]: request.params.value },
        request.params.field,
      ),
  );

  /** A demo technician with a random password, shown once. */
  app.post(
    '/akun/dummuakunadd',
    { ...adminRoute('akun/dummuakunadd'), schema: demoTechnicianSchema },
    async (request) => {
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
    },
  );
}
