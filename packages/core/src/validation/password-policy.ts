/**
 * The password policy (spec §4): at least 8 characters, at most 128, not the username or the address,
 * not a common password. Pure, so a route's declaration checks it (api/routes/registration.ts) and the
 * server words the same keys for the routes that need the account from the database first.
 */
// the keys are written out (type-checked), not read from MSG: the public sign-up page checks a password
// with this module alone, without the message catalogue
import type { InterpolationParams, MessageKey } from '../i18n/messages.ts';
import { COMMON_PASSWORDS, WEAK_WORDS } from './common-passwords.ts';

export const PASSWORD_MIN = 8;
/** argon2 takes any length; a bound keeps a megabyte 'password' from costing anything. */
export const PASSWORD_MAX = 128;

const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '0': 'o',
  '1': 'i',
  '!': 'i',
  '3': 'e',
  $: 's',
  '5': 's',
  '7': 't',
};

/** True when the password is a well-known one or a weak word dressed with digits and symbols. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  if (/^(.)\1+$/.test(lower)) return true; // 'aaaaaaaa', '11111111'
  if (isSequence(lower)) return true; // '12345678', 'abcdefgh'
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  if (core && (WEAK_WORDS.has(core) || isRepeatedWord(core))) return true;
  const unswapped = lower.replace(/[@401!3$57]/g, (c) => LEET[c]!);
  const unswappedCore = unswapped.replace(/^[^a-z]+|[^a-z]+$/g, '');
  return COMMON_PASSWORDS.has(unswapped) || WEAK_WORDS.has(unswappedCore);
}

function isSequence(text: string): boolean {
  if (text.length < 4) return false;
  const step = text.charCodeAt(1) - text.charCodeAt(0);
  if (Math.abs(step) !== 1) return false;
  for (let i = 2; i < text.length; i++)
    if (text.charCodeAt(i) - text.charCodeAt(i - 1) !== step) return false;
  return true;
}

/** 'sayangsayang', 'cintacintacinta' */
function isRepeatedWord(core: string): boolean {
  for (const word of WEAK_WORDS) {
    if (
      core.length > word.length &&
      core.length % word.length === 0 &&
      core === word.repeat(core.length / word.length)
    )
      return true;
  }
  return false;
}

/**
 * The problem of a new password, as a catalogue key and its parameters, or null when it is acceptable.
 *
 * @example passwordProblem('putri', {}) // { key: 'validation.lengthMin', params: { min: 8 } }
 */
export function passwordProblem(
  password: string,
  identity: { username?: string | null; email?: string | null },
): { key: MessageKey; params?: InterpolationParams } | null {
  if (password.length < PASSWORD_MIN) return { key: 'validation.lengthMin', params: { min: PASSWORD_MIN } };
  if (password.length > PASSWORD_MAX) return { key: 'validation.lengthMax', params: { max: PASSWORD_MAX } };
  const lower = password.trim().toLowerCase();
  const names = [identity.username, identity.email, identity.email?.split('@')[0]]
    .filter((n): n is string => Boolean(n))
    .map((n) => n.trim().toLowerCase());
  if (names.includes(lower)) return { key: 'validation.passwordIsUsername' };
  if (isCommonPassword(password)) return { key: 'validation.passwordTooCommon' };
  return null;
}
