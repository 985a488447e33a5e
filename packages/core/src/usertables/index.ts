export * from './user-table.ts';
