export * from './locales.ts';
export * from './messages.ts';
export * from './negotiate.ts';
