import type { Feature } from '../../app/feature.ts';

/** Purchasing adds no panels to the generic screens: its screens are its own routes (routes.tsx). */
export const purchasingFeature: Feature = { name: 'purchasing' };
