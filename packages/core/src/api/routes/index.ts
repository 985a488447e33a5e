export * from './credit-notes.ts';
export * from './define-route.ts';
export * from './inventory.ts';
export * from './invoicing.ts';
export * from './jobs.ts';
export * from './notice-mail.ts';
export * from './pos-sessions.ts';
export * from './purchasing.ts';
export { said, saidOf } from './wire.ts';
