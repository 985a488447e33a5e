import type { Feature, RowActionLink } from '../../app/feature.ts';
import { loadSubscriptionDayTool } from './lazy.ts';

const toJob = (resource: string): RowActionLink => ({
  id: 'to-job',
  labelKey: 'maintenance.rowAction',
  icon: 'pi pi-briefcase',
  to: `/${resource}/jadikanpekerjaan/{id}`,
  page: `/${resource}/edit`,
});

export const maintenanceFeature: Feature = {
  name: 'maintenance',
  listTools: { rlangganan: [loadSubscriptionDayTool] },
  rowActions: { butuhapa: [toJob('butuhapa')], pendaftaran: [toJob('pendaftaran')] },
};
