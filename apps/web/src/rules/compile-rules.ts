// The rule compiler and the expression language under it, in a chunk of their own: only a signed-in
// user has rules, so the sign-in page does not download them (role-rules-store.ts imports this lazily).
export { compile } from '@kantor/core';
