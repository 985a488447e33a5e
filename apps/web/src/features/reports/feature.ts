import type { Feature } from '../../app/feature.ts';
import { loadReportPanel } from './lazy.ts';

export const reportsFeature: Feature = {
  name: 'reports',
  viewPanels: { rlaporan: [loadReportPanel] },
};
