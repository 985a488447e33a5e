export * from './password-policy.ts';
export * from './record.ts';
export * from './rules.ts';
export * from './validators.ts';
