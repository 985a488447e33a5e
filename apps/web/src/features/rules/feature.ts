import type { Feature } from '../../app/feature.ts';

/** The rules feature's part of the generic screens: the dialog of the configure mode's gears (issue 37). */
export const rulesFeature: Feature = {
  name: 'rules',
  configureDialog: () => import('./ConfigureDialog.tsx').then((m) => ({ default: m.ConfigureDialog })),
};
