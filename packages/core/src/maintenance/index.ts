export * from './schedule.ts';
export * from './subscription.ts';
export * from './ticket-number.ts';
