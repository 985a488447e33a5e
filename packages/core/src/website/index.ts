export * from './domains.ts';
export * from './sections.ts';
export * from './validate.ts';
