export * from './bulk-table.ts';
export * from './progress.ts';
export * from './schedule.ts';
export * from './tracking-code.ts';
export * from './worksheet.ts';
