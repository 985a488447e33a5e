import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { BuildOptions } from '../app.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/connect.ts';
import {
  closeTestApp,
  createTestApp,
  login,
  type Method,
  TEST_ADMIN_PASSWORD,
  TEST_TEKNISI_PASSWORD,
  type TestContext,
} from './helpers.ts';

/** The seeded logins a file can have signed in before its tests (seedDatabase writes both). */
export type SeededLogin = 'admin' | 'teknisi';

export type TestAppOptions = Pick<BuildOptions, 'modules'> & {
  /** As createTestApp's: the header the app's `inject` sends (`null`: none). */
  clientLanguage?: string | null;
  /**
   * Who is signed in before the file's own beforeAll runs: the admin alone unless a file names
   * others. A file that counts sessions or audit rows names exactly the logins it expects (`[]`: none).
   */
  signIn?: readonly SeededLogin[];
};

/** One file's app: the TestContext's parts plus the signed-in tokens and a sign-in helper. */
export type TestApp = TestContext & {
  /** The seeded admin's token (signed in unless `signIn` left it out). */
  readonly admin: string;
  /** The seeded technician's token (only with `signIn: ['admin', 'teknisi']` or similar). */
  readonly teknisi: string;
  /** Signs a user in on this file's app and answers the token. */
  login(username: string, password: string): Promise<string>;
  /** A request as the login whose token is given (extra headers beside the bearer). */
  as(token: string, method: Method, url: string, payload?: Payload, headers?: Headers): Promise<Reply>;
  /** A request as the seeded admin. */
  asAdmin(method: Method, url: string, payload?: Payload, headers?: Headers): Promise<Reply>;
  /**
   * Adds a record through its resource's add route (as the admin unless a token is given) and answers
   * the record saved; a refusal fails the test with the server's answer. Set-up, not the route under test.
   */
  add(resource: string, payload: object, token?: string): Promise<Record<string, unknown>>;
  /** As `add`, answering the new record's id. */
  addId(resource: string, payload: object, token?: string): Promise<number>;
};

type Payload = InjectOptions['payload'];
type Headers = Record<string, string>;
type Reply = LightMyRequestResponse;

const PASSWORDS: Record<SeededLogin, string> = {
  admin: TEST_ADMIN_PASSWORD,
  teknisi: TEST_TEKNISI_PASSWORD,
};

/**
 * The set-up every server API test file shares: a beforeAll that builds the app on a fresh database
 * (createTestApp: PGlite, or PostgreSQL with DATABASE_URL) and signs in the seeded logins, and an
 * afterAll that closes both. Call it at the top level of the file, before the file's own beforeAll:
 * Vitest runs beforeAll hooks in the order they were registered and afterAll hooks in reverse, so the
 * file's set-up sees a ready app and its clean-up runs while the app is still open.
 *
 * `config` may be a function when it needs something the file makes in a beforeAll registered
 * earlier (a temporary folder, a fake SMTP server's port): it is read when the app is built.
 * The returned object's fields are getters, valid from the file's beforeAll on.
 */
export function useTestApp(
  config: Partial<AppConfig> | (() => Partial<AppConfig>) = {},
  options: TestAppOptions = {},
): TestApp {
  let context: TestContext | undefined;
  const tokens = new Map<SeededLogin, string>();
  const { signIn = ['admin'], ...buildOptions } = options;

  const ready = (): TestContext => {
    if (!context) throw new Error('useTestApp: the app is built in beforeAll; read it inside a hook or test');
    return context;
  };
  const token = (who: SeededLogin): string => {
    const value = tokens.get(who);
    if (value === undefined)
      throw new Error(`useTestApp: '${who}' is not signed in; name it in the signIn option`);
    return value;
  };

  beforeAll(async () => {
    context = await createTestApp(typeof config === 'function' ? config() : config, buildOptions);
    for (const who of signIn) tokens.set(who, await login(context.app, who, PASSWORDS[who]));
  });
  afterAll(async () => {
    if (context) await closeTestApp(context);
    context = undefined;
    tokens.clear();
  });

  return {
    get app(): FastifyInstance {
      return ready().app;
    },
    get database(): Database {
      return ready().database;
    },
    get config(): AppConfig {
      return ready().config;
    },
    get admin() {
      return token('admin');
    },
    get teknisi() {
      return token('teknisi');
    },
    login: (username, password) => login(ready().app, username, password),
    as: send,
    asAdmin: (method, url, payload, headers) => send(token('admin'), method, url, payload, headers),
    add,
    addId: async (resource, payload, by) => Number((await add(resource, payload, by)).id),
  };

  function send(by: string, method: Method, url: string, payload?: Payload, headers: Headers = {}) {
    return ready().app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${by}`, ...headers },
    });
  }
  async function add(resource: string, payload: object, by?: string): Promise<Record<string, unknown>> {
    const response = await send(by ?? token('admin'), 'POST', `/api/${resource}/add`, payload);
    expect(response.statusCode, `${resource}: ${response.body}`).toBe(200);
    return (response.json() as { record: Record<string, unknown> }).record;
  }
}
