export * from './api.ts';
export * from './cash-session.ts';
export * from './pos.ts';
export * from './pricing.ts';
export * from './quantity.ts';
export * from './valuation.ts';
