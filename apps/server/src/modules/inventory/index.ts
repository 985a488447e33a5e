import type { DomainModule } from '../resources/index.ts';
import { goodsOutHooks, itemHooks } from './goods-out.hooks.ts';
import { inventoryRoutes } from './inventory.routes.ts';
import { seedInventory } from './inventory.seed.ts';
import { receiptHooks, receiptLineHooks, receiptSerialHooks } from './receipts.hooks.ts';

export { nextNumber } from './counters.ts';
export { costShare, goodsBack, issuedCost } from './goods-back.ts';
export { type GoodsOutKind, type IssueGoods, issueGoods } from './issue-goods.ts';
export { type SellingPrice, sellingPrice } from './pricing.service.ts';
export {
  fitSerials,
  linkSerialsToInvoice,
  pickReturned,
  returnSerials,
  serialsInStock,
  serialsOutOf,
  splitSerials,
} from './serial-outs.ts';

/**
 * Inventory: posted goods in (three levels), the stock ledger with moving average cost, selling prices
 * and event discounts, goods out that never oversell, and the two POS counters. See docs/inventory.md.
 */
export const inventoryModule: DomainModule = {
  name: 'inventory',
  hooks: {
    rstok: itemHooks,
    rbarangmasuk: receiptHooks,
    rbarangmasuksub: receiptLineHooks,
    rbarangmasuksubsub: receiptSerialHooks,
    rbarangkeluar: goodsOutHooks,
  },
  routes: inventoryRoutes,
  seed: seedInventory,
};
export { issueJobMaterials, jobMaterials, type MaterialUsed, materialsUsed } from './job-materials.ts';
