import type { Feature } from '../../app/feature.ts';
import { loadAccountAskAiPanel, loadJobAskAiPanel, loadTemplateRunPanel } from './lazy.ts';

/** "Tanya AI": templates bound to a resource, and a template's own run panel. */
export const aiFeature: Feature = {
  name: 'ai',
  viewPanels: {
    templateprompt: [loadTemplateRunPanel],
    akun: [loadAccountAskAiPanel],
    rpekerjaan: [loadJobAskAiPanel],
  },
};
