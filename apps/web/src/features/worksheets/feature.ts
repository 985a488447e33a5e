import type { Feature } from '../../app/feature.ts';
import { loadJobWorksheetsPanel, loadTemplatePanel } from './lazy.ts';

/** Worksheets (issue 35): the job's worksheets and reports under its view, a type's checklist under its own. */
export const worksheetsFeature: Feature = {
  name: 'worksheets',
  viewPanels: { rpekerjaan: [loadJobWorksheetsPanel], rtype: [loadTemplatePanel] },
};
