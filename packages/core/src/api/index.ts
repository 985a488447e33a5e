/** Shapes of the API's answers: written once here, produced by the server, read by the web. */
export * from './auth.ts';
export * from './reports.ts';
export * from './resources.ts';
export * from './roles.ts';
