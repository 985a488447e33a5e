/**
 * Secrets kept at rest (AI keys, hosting panel tokens): AES-256-GCM with a key from the environment.
 *
 * A sealed value is one line of text: `ks1.<keyId>.<iv>.<tag>.<ciphertext>` (base64url parts). `ks1`
 * names the format, so a later format can sit beside it; `keyId` is the first 8 hex digits of the key's
 * SHA-256, so a value sealed under a previous key is opened with that key (`SECRET_KEY_PREVIOUS`) and
 * re-sealed under the current one (key rotation: docs/ai.md). The GCM tag authenticates the value and
 * its key id: a changed byte fails to open instead of yielding garbage.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FORMAT = 'ks1';
const IV_BYTES = 12;

/** The development key: the same on every machine, so a demo database survives a restart. Never in production. */
const DEVELOPMENT_PASSPHRASE = 'kantor-development-secret-key: not for production';

export type SecretKeys = { current: string; previous: readonly string[] };

/** Raised when a stored value cannot be opened (unknown key, tampered or not sealed). */
export class SecretBoxError extends Error {}

type Key = { id: string; bytes: Buffer };

/** 64 hex digits or 32 base64 bytes are used as they are; any other text (≥ 32 chars) is hashed to a key. */
function keyOf(text: string): Key {
  const trimmed = text.trim();
  let bytes: Buffer;
  if (/^[0-9a-f]{64}$/i.test(trimmed)) bytes = Buffer.from(trimmed, 'hex');
  else {
    const decoded = Buffer.from(trimmed, 'base64');
    bytes =
      decoded.length === 32 && /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)
        ? decoded
        : createHash('sha256').update(trimmed, 'utf8').digest();
  }
  return { id: createHash('sha256').update(bytes).digest('hex').slice(0, 8), bytes };
}

/**
 * The keys from the environment: `SECRET_KEY` (current) and `SECRET_KEY_PREVIOUS` (comma-separated,
 * opened only). In production (`NODE_ENV=production`) a missing or short `SECRET_KEY` stops the start
 * with a message saying what to set; elsewhere a fixed development key is used.
 */
export function secretKeysFromEnv(env: NodeJS.ProcessEnv, dataDir?: string): SecretKeys {
  const current = (env.SECRET_KEY ?? '').trim();
  const previous = (env.SECRET_KEY_PREVIOUS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (env.NODE_ENV === 'production' && current.length < 32) {
    // The embedded single-process default keeps its own random key beside its data, so `npm start`
    // on a fresh clone needs no setting; a shared PostgreSQL means several instances, which must all
    // be given the same key.
    if (!current && !env.DATABASE_URL && dataDir && !dataDir.startsWith('memory://'))
      return { current: keyFileIn(dataDir), previous };
    throw new Error(
      current
        ? 'SECRET_KEY is too short: use at least 32 characters (for example `openssl rand -hex 32`).'
        : 'SECRET_KEY is not set. With DATABASE_URL the server needs it to encrypt stored secrets (AI keys, hosting panel tokens), the same on every instance: set it to 64 hex digits, e.g. the output of `openssl rand -hex 32`, and keep it safe.',
    );
  }
  return { current: current || DEVELOPMENT_PASSPHRASE, previous };
}

/** `DATA_DIR/secret.key`: read, or written once with 32 random bytes (owner-only), on the embedded default. */
function keyFileIn(dataDir: string): string {
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}

/** Seals and opens secrets with the current key, opening values of previous keys too. */
export class SecretBox {
  private readonly current: Key;
  private readonly keys: Map<string, Key>;

  constructor(keys: SecretKeys) {
    this.current = keyOf(keys.current);
    this.keys = new Map([this.current, ...keys.previous.map(keyOf)].map((k) => [k.id, k]));
  }

  /** Encrypts `plain` under the current key with a fresh random IV. */
  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current.bytes, iv);
    cipher.setAAD(Buffer.from(`${FORMAT}.${this.current.id}`));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
    return [FORMAT, this.current.id, ...parts].join('.');
  }

  /** Decrypts a sealed value; throws {@link SecretBoxError} for an unknown key or a tampered value. */
  open(sealed: string): string {
    const [format, keyId, iv, tag, body, ...rest] = sealed.split('.');
    if (format !== FORMAT || !keyId || iv === undefined || !tag || body === undefined || rest.length > 0)
      throw new SecretBoxError('not a sealed secret');
    const key = this.keys.get(keyId);
    if (!key) throw new SecretBoxError(`sealed with an unknown key (${keyId}): is SECRET_KEY_PREVIOUS set?`);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(`${FORMAT}.${keyId}`));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      throw new SecretBoxError('the secret does not open with its key (changed or damaged)');
    }
  }

  /** Whether a stored value is sealed under the current key (else a rotation re-seals it). */
  isCurrent(sealed: string): boolean {
    return sealed.startsWith(`${FORMAT}.${this.current.id}.`);
  }

  static isSealed(value: string): boolean {
    return value.startsWith(`${FORMAT}.`);
  }
}

let box: SecretBox | null = null;

/** Sets the process's box from the configuration (buildApp does, before anything is written). */
export function useSecretKeys(keys: SecretKeys): SecretBox {
  box = new SecretBox(keys);
  return box;
}

/**
 * The process's box. The key is process-wide on purpose: the resource engine seals secrets in writes
 * that may run without an app at hand (seeds, imports), and one process serves one key set.
 */
export function secretBox(): SecretBox {
  box ??= new SecretBox(secretKeysFromEnv(process.env));
  return box;
}
