export * from './http.ts';
export * from './request-error.ts';
