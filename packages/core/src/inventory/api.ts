/**
 * The shapes the inventory routes answer and accept, shared by the server (which builds them) and the
 * web (which calls them), so the two cannot drift. The answers' rows are zod schemas with their types
 * inferred (../api: the routes declare them and the API tests check every answer against them); so are
 * the request bodies (../api/routes: the routes' declarations).
 */
import type { ListAnswer } from '../api/resources.ts';
import type { JobMaterialLine, JobMaterials, Sale, SaleLine, StockCardRow, UnitCostRow } from './schemas.ts';

// the request bodies are the routes' zod schemas (../api/routes/inventory.ts), their types inferred
export type { JobMaterialsBody, ReceivingBody, SaleBody, SerialsInStock } from '../api/routes/inventory.ts';
// in a file of its own: the routes' declarations read it, and this module re-exports their body types
export { PAYMENT_METHODS, type PaymentMethod } from './payment-methods.ts';

/** One page of rows and how many there are in all: the generic list's shape (schema: `listAnswer(row)`). */
export type Paged<T> = ListAnswer<T>;

export type { CloseSessionBody, OpenSessionBody, ReturnBody } from '../api/routes/pos-sessions.ts';
export type {
  CashSession,
  ReturnLine,
  SaleReturn,
  SerialHistory,
  SerialOut,
  SerialSearch,
  ZReport,
} from './schemas.ts';

// the shapes as zod schemas live in ./schemas.ts: a screen that imports this module's logic does not load zod
export type { JobMaterialLine, JobMaterials, Sale, SaleLine, StockCardRow, UnitCostRow };
