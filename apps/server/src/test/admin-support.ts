// The admin API tests' shared set-up (admin.api.test.ts, admin-records.api.test.ts): not a test file itself.
import { useTestApp } from './fixture.ts';

/** The app with the admin and the technician signed in, and a request helper answering status and JSON. */
export function useAdminApp() {
  const ctx = useTestApp({}, { signIn: ['admin', 'teknisi'] });

  async function as(token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
    const response = await ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; each assertion names the shape it expects
    return { status: response.statusCode, body: response.json() as Record<string, any> };
  }

  return { ctx, as };
}
