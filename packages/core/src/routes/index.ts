export * from './access.ts';
export * from './match.ts';
export * from './normalise.ts';
export * from './parse.ts';
