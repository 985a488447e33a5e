import type { Feature } from '../../app/feature.ts';
import { loadJobMaterialsPanel, loadReceiptLinesPanel, loadStockCardPanel } from './lazy.ts';

export const inventoryFeature: Feature = {
  name: 'inventory',
  viewPanels: {
    rstok: [loadStockCardPanel],
    rpekerjaan: [loadJobMaterialsPanel],
    rbarangmasuk: [loadReceiptLinesPanel],
  },
};
