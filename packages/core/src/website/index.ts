export * from './sections.ts';
export * from './validate.ts';
