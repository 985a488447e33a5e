export * from './coretax.ts';
export * from './credit-note.ts';
export * from './numbering.ts';
export * from './qris.ts';
export * from './roman.ts';
export * from './tax-regime.ts';
export * from './terbilang.ts';
export * from './totals.ts';
