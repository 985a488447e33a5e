// The auth module's surface: what other modules and app.ts may import. Every other file here is internal.

export { hashPassword } from '../../lib/password.ts';
export { authRoutes } from './auth.routes.ts';
export { issueToken, TOKEN_LIFETIME_MINUTES } from './auth-tokens.service.ts';
export { googleRoutes } from './google.routes.ts';
export type { Body } from './input.ts';
export { bodyOf, Checks, flag, raw, text } from './input.ts';
export { appLink, mailContext } from './links.ts';
export { passwordRoutes } from './password.routes.ts';
export { passwordProblems } from './password-policy.ts';
export { registrationRoutes } from './registration.routes.ts';
export { findSessionUser, liveSessions, type SessionUser } from './session.service.ts';
export type { AccountRow } from './users.service.ts';
export {
  emailTaken,
  endSessions,
  findById,
  PHONE_PATTERN,
  USERNAME_PATTERN,
  usernameTaken,
} from './users.service.ts';
