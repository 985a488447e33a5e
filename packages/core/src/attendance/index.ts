export * from './clock.ts';
export * from './recap.ts';
export * from './tap.ts';
