export * from './column-types.ts';
export * from './user-table.ts';
