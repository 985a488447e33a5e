import { resolve } from 'node:path';
import { isAdminRoleId, USER_ROLE_IDS } from '@kantor/core';
import { repoRootOf } from './lib/paths.ts';
import { type SecretKeys, secretKeysFromEnv } from './lib/secret-box.ts';

/** Every configuration variable the server reads, with its default (README lists the same table). */
export type AppConfig = {
  port: number;
  host: string;
  /** PostgreSQL connection string; unset means the embedded PGlite database. */
  databaseUrl?: string;
  /** Folder of the embedded database (PGlite); `memory://` keeps it in memory (tests). */
  dataDir: string;
  redisUrl?: string;
  appName: string;
  /** Product key used in the browser's storage keys (`APP_{PRODUCT}_TOKEN`). */
  productKey: string;
  /** Public address shown on the error screen and used in mail links. */
  publicHost: string;
  supportPhone: string;
  smtpUrl?: string;
  mailFrom: string;
  googleClientId?: string;
  /**
   * The dispatch map's tile server, a Leaflet URL template (`{z}/{x}/{y}`, `{s}` for subdomains); its
   * origin is allowed in the Content-Security-Policy's img-src. Relative (`/tiles/...`): served here.
   */
  mapTileUrl: string;
  /** The tiles' attribution, plain text, shown in the map's corner (the tile server's licence asks for it). */
  mapAttribution: string;
  /** Where Google's signing keys are published (tests serve their own key set locally). */
  googleJwksUrl: string;
  /** Self-registered and Google-created accounts stay Pending until an admin approves them. */
  registrationApproval: boolean;
  /** Role given to self-registered and Google-created accounts. */
  registrationRoleId: number;
  /** Roles whose accounts always sign in with a mailed OTP (role ids or names, case-insensitive). */
  otpRoles: string[];
  /** Prefix of every key this app writes to Redis (two apps on one Redis keep apart). */
  redisPrefix: string;
  /** Failed sign-ins (and OTP codes, reset requests) allowed per account or address, per IP, and the lock. */
  authMaxAttempts: number;
  authIpMaxAttempts: number;
  authLockMinutes: number;
  adminPassword: string;
  teknisiPassword: string;
  /** Where uploads are stored (original plus `small` and `large` image variants). */
  uploadDir: string;
  /** Largest upload accepted, in megabytes. */
  uploadMaxMb: number;
  /** Built web app to serve; missing folder means API only. */
  webDist: string;
  logLevel: string;
  /** Session lifetimes in hours: a plain sign-in and a remembered one. */
  sessionHours: number;
  rememberDays: number;
  seedDemo: boolean;
  /**
   * Runs the daily jobs (subscriptions' expiry and reminders) on a timer once the server listens; one
   * instance of several runs each day's work (docs/maintenance.md). Tests never listen, so never run it.
   */
  dailyJobs: boolean;
  /**
   * Which proxies' `X-Forwarded-For` to believe (Fastify's trustProxy): off by default, so a client
   * cannot pick its own address for the sign-in throttle; addresses/CIDRs, or a number of hops.
   */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /**
   * Virtual-account provider for invoices: `sandbox` (offline, no money moves), `midtrans`, or none
   * (unset: no account is opened, the page says so). docs/invoicing.md, "Payment providers".
   */
  paymentProvider: 'sandbox' | 'midtrans' | null;
  /**
   * Signs the sandbox provider's webhooks. No default: without it the sandbox is off, since a secret
   * everyone knows lets anyone post a "paid" notification.
   */
  paymentSandboxSecret?: string;
  /**
   * Whether the sandbox may run in this process: not under `NODE_ENV=production` unless
   * `PAYMENT_SANDBOX_IN_PRODUCTION=true` (a staging server that wants the simulated transfer).
   */
  paymentSandboxAllowed: boolean;
  /** Midtrans Core API server key and base URL (sandbox by default). */
  midtransServerKey?: string;
  midtransBaseUrl: string;
  /** Keys of the stored secrets (`SECRET_KEY`, `SECRET_KEY_PREVIOUS`; required in production): lib/secret-box.ts. */
  secretKeys: SecretKeys;
  /** How long an AI endpoint may take to start answering and between two pieces of its answer (`AI_TIMEOUT_MS`). */
  aiTimeoutMs: number;
  /** Bearer token of `GET /api/metrics` (Prometheus); unset, the endpoint does not exist (docs/observability.md). */
  metricsToken?: string;
};

export const DEMO_ADMIN_PASSWORD = 'Kantor-Admin-2026';
export const DEMO_TEKNISI_PASSWORD = 'Kantor-Teknisi-2026';

const repoRoot = repoRootOf();

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const port = Number(env.PORT ?? 3000);
  return {
    port: Number.isFinite(port) ? port : 3000,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? resolve(repoRoot, 'data'),
    redisUrl: env.REDIS_URL || undefined,
    appName: env.APP_NAME ?? 'Kantor',
    productKey: env.APP_PRODUCT_KEY ?? 'KANTOR',
    publicHost: env.PUBLIC_HOST?.trim() || `http://localhost:${Number.isFinite(port) ? port : 3000}`,
    supportPhone: env.SUPPORT_PHONE ?? '0812-0000-0000',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Kantor <no-reply@kantor.local>',
    googleClientId: env.GOOGLE_CLIENT_ID || undefined,
    mapTileUrl: env.MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    mapAttribution: env.MAP_ATTRIBUTION || '© OpenStreetMap contributors',
    googleJwksUrl: env.GOOGLE_JWKS_URL || 'https://www.googleapis.com/oauth2/v3/certs',
    registrationApproval: (env.REGISTRATION_APPROVAL ?? 'true') !== 'false',
    registrationRoleId: registrationRole(env.REGISTRATION_ROLE_ID),
    otpRoles: (env.OTP_ROLES ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    redisPrefix: env.REDIS_PREFIX ?? 'kantor:',
    authMaxAttempts: positive(env.AUTH_MAX_ATTEMPTS, 5),
    authIpMaxAttempts: positive(env.AUTH_IP_MAX_ATTEMPTS, 20),
    authLockMinutes: positive(env.AUTH_LOCK_MINUTES, 15),
    adminPassword: env.ADMIN_PASSWORD || DEMO_ADMIN_PASSWORD,
    teknisiPassword: env.TEKNISI_PASSWORD || DEMO_TEKNISI_PASSWORD,
    uploadDir: env.UPLOAD_DIR ?? resolve(env.DATA_DIR ?? resolve(repoRoot, 'data'), 'uploads'),
    uploadMaxMb: Number(env.UPLOAD_MAX_MB ?? 10),
    webDist: env.WEB_DIST ?? resolve(repoRoot, 'apps/web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    sessionHours: Number(env.SESSION_HOURS ?? 12),
    rememberDays: Number(env.REMEMBER_DAYS ?? 30),
    // the demo business on the embedded database; with DATABASE_URL only when asked
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO !== 'false' : !env.DATABASE_URL,
    dailyJobs: (env.DAILY_JOBS ?? 'true') !== 'false',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    paymentProvider:
      env.PAYMENT_PROVIDER === 'midtrans' || env.PAYMENT_PROVIDER === 'sandbox' ? env.PAYMENT_PROVIDER : null,
    paymentSandboxSecret: env.PAYMENT_SANDBOX_SECRET || undefined,
    paymentSandboxAllowed: env.NODE_ENV !== 'production' || env.PAYMENT_SANDBOX_IN_PRODUCTION === 'true',
    midtransServerKey: env.MIDTRANS_SERVER_KEY || undefined,
    midtransBaseUrl: env.MIDTRANS_BASE_URL || 'https://api.sandbox.midtrans.com',
    secretKeys: secretKeysFromEnv(env, env.DATA_DIR ?? resolve(repoRoot, 'data')),
    aiTimeoutMs: positive(env.AI_TIMEOUT_MS, 60_000),
    metricsToken: env.METRICS_TOKEN || undefined,
    ...overrides,
  };
}

/** `TRUST_PROXY`: unset or `false` = off; `true` = every hop; a number = hops; else addresses/CIDRs. */
export function parseTrustProxy(raw: string | undefined): AppConfig['trustProxy'] {
  const value = (raw ?? '').trim();
  if (value === '' || value.toLowerCase() === 'false') return false;
  if (value.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

/**
 * The role of self-registered accounts (default 53, Teknisi). Never the admin role: only an admin gives
 * it (issue 32, R2), and a sign-up is nobody's grant; such a setting stops the start.
 */
function registrationRole(raw: string | undefined): number {
  const id = positive(raw, USER_ROLE_IDS.teknisi);
  if (isAdminRoleId(id)) throw new Error('REGISTRATION_ROLE_ID must not be the admin role');
  return id;
}

function positive(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return raw !== undefined && raw !== '' && Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * What the start warns about (issue 35): settings a production server runs without, wrongly. Without
 * `PUBLIC_HOST` every link the server writes for people outside it (mail, the WhatsApp tracking
 * message, the sitemap, the service report) points at `http://localhost`, which no customer can open.
 */
export function startWarnings(env: NodeJS.ProcessEnv = process.env): string[] {
  const warnings: string[] = [];
  if (env.NODE_ENV === 'production' && !env.PUBLIC_HOST?.trim())
    warnings.push(
      'PUBLIC_HOST is not set: links in mail, WhatsApp messages, the sitemap and service reports will point at localhost. Set it to the address your customers open (https://kantor.example.co.id).',
    );
  return warnings;
}
