import type { Feature } from '../../app/feature.ts';
import {
  loadGoodsOutQuote,
  loadJobMaterialsPanel,
  loadReceiptLinesPanel,
  loadStockCardPanel,
} from './lazy.ts';

export const inventoryFeature: Feature = {
  name: 'inventory',
  viewPanels: {
    rstok: [loadStockCardPanel],
    rpekerjaan: [loadJobMaterialsPanel],
    rbarangmasuk: [loadReceiptLinesPanel],
  },
  // the price and discount a goods out will get, before it is saved
  formPanels: { rbarangkeluar: [loadGoodsOutQuote] },
};
