export * from './define-route.ts';
export * from './inventory.ts';
export * from './invoicing.ts';
export * from './jobs.ts';
export * from './notice-mail.ts';
export * from './pos-sessions.ts';
export * from './purchasing.ts';
export * from './roles.ts';
export { said, saidOf } from './wire.ts';
