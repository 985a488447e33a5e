import type { Feature } from '../../app/feature.ts';
import { loadAccountHostingPanel, loadCreateMailboxTool, loadMailboxPasswordPanel } from './lazy.ts';

export const hostingFeature: Feature = {
  name: 'hosting',
  viewPanels: {
    akun: [loadAccountHostingPanel],
    // a mailbox's new password goes through its account's panel
    akunwebmail: [loadMailboxPasswordPanel],
  },
  listTools: { akunwebmail: [loadCreateMailboxTool] },
  rowActions: {
    akun: [
      {
        id: 'cpanel',
        labelKey: 'hosting.panel.open',
        icon: 'pi pi-server',
        to: '/akun/cpanelapi/{id}',
        page: '/akun/cpanelapi',
      },
    ],
    akunwebmail: [
      {
        id: 'gantipass',
        labelKey: 'hosting.password.open',
        icon: 'pi pi-key',
        to: '/akunwebmail/gantipass/{id}',
        page: '/akunwebmail/gantipass',
      },
    ],
  },
};
