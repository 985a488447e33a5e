export * from './custom-menu.ts';
export * from './declaration-maps.ts';
export * from './xml-check.ts';
