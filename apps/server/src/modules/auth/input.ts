import { isValidEmail, MSG } from '@kantor/core';
import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../../errors.ts';
import { localeOf, say } from '../../lib/i18n.ts';
import { bodyOf } from '../../lib/request-body.ts';
import { passwordProblems } from './password-policy.ts';

export { bodyOf };

export type Body = Record<string, unknown>;
export type FieldErrors = Record<string, string[]>;

/** A trimmed text field ('' when missing or not text). Passwords are read with {@link raw}. */
export const text = (body: Body, name: string): string =>
  typeof body[name] === 'string' ? (body[name] as string).trim() : '';

export const raw = (body: Body, name: string): string =>
  typeof body[name] === 'string' ? (body[name] as string) : '';

export const flag = (value: unknown): boolean =>
  value === true || value === 'true' || value === 1 || value === '1';

/** Collects field errors in the caller's language and throws one 422 with all of them. */
export class Checks {
  readonly errors: FieldErrors = {};
  constructor(private readonly request: FastifyRequest) {}

  add(field: string, message: string): this {
    this.errors[field] = [...(this.errors[field] ?? []), message];
    return this;
  }

  has(field: string): boolean {
    return Boolean(this.errors[field]);
  }

  required(body: Body, ...fields: string[]): this {
    for (const field of fields)
      if (!raw(body, field).trim()) this.add(field, say(this.request, MSG.required));
    return this;
  }

  email(field: string, value: string): this {
    if (value && !this.has(field) && (!isValidEmail(value) || value.length > 254))
      this.add(field, say(this.request, MSG.email));
    return this;
  }

  /** Password rules, then the confirmation (when the body carries one, or `confirmField` is required). */
  newPassword(
    body: Body,
    identity: { username?: string | null; email?: string | null },
    field = 'password',
    confirmField = 'password_confirmation',
  ): this {
    const password = raw(body, field);
    if (!password) {
      if (!this.has(field)) this.add(field, say(this.request, MSG.required));
      return this;
    }
    for (const problem of passwordProblems(password, identity, localeOf(this.request)))
      this.add(field, problem);
    if (!this.has(field) && raw(body, confirmField) !== password)
      this.add(confirmField, say(this.request, MSG.passwordsDoNotMatch));
    return this;
  }

  /** Throws the 422 when anything was found. */
  done(): void {
    if (Object.keys(this.errors).length > 0)
      throw new ValidationError(this.errors, say(this.request, MSG.formInvalid));
  }
}
