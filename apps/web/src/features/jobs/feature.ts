import type { Feature } from '../../app/feature.ts';
import { loadJobProgressPanel } from './lazy.ts';

export const jobsFeature: Feature = {
  name: 'jobs',
  viewPanels: { rpekerjaan: [loadJobProgressPanel] },
  rowActions: {
    rpekerjaan: [
      {
        id: 'duplicate',
        labelKey: 'jobs.duplicate.action',
        icon: 'pi pi-copy',
        to: '/rpekerjaan/duplikatdata/{id}',
        page: '/rpekerjaan/duplikatdata',
      },
    ],
  },
};
