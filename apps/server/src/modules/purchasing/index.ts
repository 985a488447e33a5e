import type { DomainModule } from '../resources/index.ts';
import { purchasingRoutes } from './purchasing.routes.ts';
import { seedPurchasing } from './purchasing.seed.ts';

/**
 * Purchasing (issue 34): purchase orders to suppliers received into goods-in receipts, supplier bills
 * matched to what was received, payables and payments (expenses), the payables ageing and the reorder
 * suggestion. See docs/purchasing.md.
 */
export const purchasingModule: DomainModule = {
  name: 'purchasing',
  routes: purchasingRoutes,
  seed: seedPurchasing,
};
