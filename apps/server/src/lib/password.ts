/**
 * Password hashing (argon2id): below the modules, so the database seed (db/seed.ts) hashes the first
 * logins as the auth module does, without reaching into it.
 */
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes): ~70 ms here, slow enough for attackers, fine for people.
const OPTIONS = {
  algorithm: 2 /* Argon2id; the enum is an ambient const enum */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('kantor-dummy-password-for-timing');
  return dummyHash;
}
