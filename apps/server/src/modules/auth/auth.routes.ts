import type { FastifyInstance } from 'fastify';
import { HttpError, ValidationError } from '../../errors.ts';
import { dummyPasswordHash, verifyPassword } from './password.ts';
import {
  closeSession,
  closeSessionOnUnload,
  openSession,
  USER_COLUMNS,
  type UserRow,
} from './session.service.ts';

type LoginBody = { username?: unknown; password?: unknown; remember?: unknown };

export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: LoginBody }>(
    '/auth/login',
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request) => {
      const body = (request.body ?? {}) as LoginBody;
      const identifier = typeof body.username === 'string' ? body.username.trim() : '';
      const password = typeof body.password === 'string' ? body.password : '';
      const errors: Record<string, string[]> = {};
      if (!identifier) errors.username = ['This field is required'];
      if (!password) errors.password = ['This field is required'];
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);

      const lowered = identifier.toLowerCase();
      const [user] = await app.db.query<UserRow>(
        `SELECT ${USER_COLUMNS} FROM users u WHERE lower(u.username) = $1 OR lower(u.email) = $1 LIMIT 1`,
        [lowered],
      );
      const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
      if (!user || !ok) throw new HttpError(401, 'These credentials do not match our records.');
      if (user.status === 'Blocked')
        throw new HttpError(403, 'Your account has been blocked', { status: 'Blocked' });
      if (user.status !== 'Active') throw new HttpError(403, 'Account Pending', { status: 'Pending' });

      const { token } = await openSession(app.db.query, user.id, {
        remember: body.remember === true || body.remember === 'true' || body.remember === 1,
        sessionHours: app.config.sessionHours,
        rememberDays: app.config.rememberDays,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return { token };
    },
  );

  // Beacons cannot set headers, so the token may come in the body as well (spec §4: logout on page unload).
  app.post('/auth/logout', async (request) => {
    const body = request.body as { token?: unknown; beacon?: unknown } | undefined;
    const token = request.token ?? (typeof body?.token === 'string' ? body.token : null);
    if (token && body?.beacon === true) await closeSessionOnUnload(app.db.query, token);
    else if (token) await closeSession(app.db.query, token);
    return { message: 'Logged out' };
  });
}
