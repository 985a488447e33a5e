import type { Feature } from '../../app/feature.ts';

export const rolesFeature: Feature = {
  name: 'roles',
  rowActions: {
    roles: [
      {
        id: 'permissions',
        labelKey: 'roles.rowActions.permissions',
        icon: 'pi pi-key',
        to: '/roles/permissionmulti/{id}',
        page: '/roles/permissionmulti',
      },
      {
        id: 'clone',
        labelKey: 'roles.rowActions.clone',
        icon: 'pi pi-clone',
        to: '/roles/clone/{id}',
        page: '/roles/clone',
      },
      {
        id: 'website',
        labelKey: 'roles.rowActions.website',
        icon: 'pi pi-desktop',
        to: '/roles/importrsetwebsite/{id}',
        page: '/roles/importrsetwebsite',
      },
    ],
  },
};
