import type { Feature } from '../../app/feature.ts';
import { loadFieldSync, loadJobProgressPanel } from './lazy.ts';

export const jobsFeature: Feature = {
  name: 'jobs',
  viewPanels: { rpekerjaan: [loadJobProgressPanel] },
  // the offline queue of progress entries, and the technician's screens readied for use offline
  signedInTasks: [{ page: 'rsubptrackprogres/trackadd', load: loadFieldSync }],
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
