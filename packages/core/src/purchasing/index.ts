export * from './rules.ts';
export * from './schemas.ts';
