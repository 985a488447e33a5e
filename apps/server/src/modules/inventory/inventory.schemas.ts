import {
  CounterReceivingAnswer,
  JobMaterialsIssueAnswer,
  SalePostAnswer,
  SalesOfDay,
  StockCard,
  UnitCostAddAnswer,
  UnitCostList,
} from '@kantor/core';
// the domain's shapes as schemas (the package root exports only their types, for the web's sake)
import { JobMaterials, PosCatalog } from '@kantor/core/inventory/schemas';
import { answers, answersFile } from '../../lib/answer-schema.ts';
import { documentedBody, pathParams, text, textQuery } from '../../lib/request-schema.ts';

/** The inventory routes' schemas: what /api/docs says they read (the handlers check the bodies themselves). */

const integer = (description: string) => ({ type: 'integer', description });
const number = (description: string) => ({ type: 'number', description });
const lines = (
  description: string,
  properties: Record<string, Record<string, unknown>>,
  required: string[],
) => ({
  type: 'array',
  description,
  items: { type: 'object', properties, required },
});
const paging = (max: number) => ({ page: 'page number, from 1', limit: `rows per page, 1 to ${max} (50)` });

export const stockCardSchema = {
  summary: 'An item’s stock card: the item and its movements, a page at a time',
  ...pathParams('id'),
  ...textQuery(paging(500)),
  ...answers(StockCard, 'The item, and one page of its movements with the running balance'),
};

export const unitCostListSchema = {
  summary: 'Unit costs recorded per item and unit',
  ...textQuery({ search: 'in the item’s name (at most 100 characters)', ...paging(200) }),
  ...answers(UnitCostList, 'One page of items and units with their last and average cost'),
};

export const unitCostAddSchema = {
  summary: 'Record an item’s cost per unit',
  ...documentedBody(
    {
      id_stok: integer('the item (rstok)'),
      id_satuan: integer('the unit (rsatuan)'),
      harga_satuan: integer('cost per unit, 0 to 999,999,999,999'),
      tanggal: text('day, YYYY-MM-DD (today in Jakarta when absent or malformed)'),
      keterangan: text('note, at most 500 characters kept'),
    },
    ['id_stok', 'id_satuan', 'harga_satuan'],
  ),
  ...answers(UnitCostAddAnswer, 'The cost noted, and a message in the caller’s language'),
};

export const jobMaterialsSchema = {
  summary: 'A job’s SOP materials, proposed as goods-out lines',
  ...pathParams('id'),
  ...answers(JobMaterials, 'The job, and per SOP material what went out, what is on hand, what to issue'),
};

export const issueJobMaterialsSchema = {
  summary: 'Issue a job’s materials as goods out (one transaction: a shortfall on any line issues none)',
  ...pathParams('id'),
  ...documentedBody(
    {
      tanggal: text('day, YYYY-MM-DD (today in Jakarta when absent)'),
      lines: lines(
        '1 to 100 lines',
        {
          id_stok: integer('the item (rstok)'),
          id_satuan: integer('the unit (rsatuan)'),
          qty: number('quantity, above 0 up to 1,000,000'),
        },
        ['id_stok', 'id_satuan', 'qty'],
      ),
    },
    ['lines'],
  ),
  ...answers(JobMaterialsIssueAnswer, 'The goods outs written, one per line, and a message'),
};

export const posCatalogSchema = {
  summary: 'What the POS counters sell: items, units with today’s prices, running discounts',
  ...answers(PosCatalog, 'Today’s catalogue, as the till keeps it for offline selling'),
};

export const postSaleSchema = {
  summary: 'Post a POS sale (a repeated `client_id` answers the sale already posted)',
  description: 'The `X-Duplicate-Sale` header says `1` when the sale had been posted before.',
  ...documentedBody(
    {
      client_id: text('a UUID the till made for this sale, so a retried post is not counted twice'),
      lines: lines(
        '1 to 200 lines',
        {
          item: integer('the item (rstok)'),
          qty: number('quantity, above 0 up to 1,000,000'),
          unit: integer('the unit (rsatuan); the item’s own unit when absent'),
        },
        ['item', 'qty'],
      ),
      payment: {
        type: 'object',
        properties: {
          method: { type: 'string', enum: ['cash', 'transfer', 'qris'] },
          amount: integer('amount paid, 0 or more'),
        },
        required: ['method', 'amount'],
      },
      customer: integer('the customer (an account id); none when absent'),
      date: text('the day an offline sale was made, YYYY-MM-DD, up to 7 days back (today when absent)'),
    },
    ['client_id', 'lines', 'payment'],
  ),
  ...answers(SalePostAnswer, 'The sale as posted (or as posted before, for a repeated `client_id`)'),
};

export const salesOfDaySchema = {
  summary: 'The POS sales of one day',
  ...textQuery({ date: 'day, YYYY-MM-DD (today in Jakarta when absent or malformed)' }),
  ...answers(SalesOfDay, 'The day, and its sales newest first'),
};

export const receiptSchema = {
  summary: 'A POS sale’s receipt as a PDF',
  ...pathParams('id'),
  ...textQuery({ width: 'paper width in mm: 58 or 80 (80)' }),
  ...answersFile('application/pdf', 'The receipt, shown inline'),
};

export const counterReceivingSchema = {
  summary: 'Receive goods at the counter: a goods-in document with its lines, received at once',
  description:
    'Idempotent by `client_id`: the same request again answers the receipt already written ' +
    '(`duplicate: true`); the same `client_id` with another request or from another login is a 409.',
  ...documentedBody(
    {
      client_id: text('a UUID the till made for this receiving, so a retried post receives the goods once'),
      supplier: integer('the supplier'),
      date: text('day, YYYY-MM-DD, today or earlier (today in Jakarta when absent); a later day is a 422'),
      invoiceNumber: text('the supplier’s invoice number, at most 50 characters kept'),
      lines: lines(
        '1 to 300 lines',
        {
          item: integer('a known item (rstok); else `name` (and `code`) describe a new one'),
          code: text('item code'),
          name: text('item name, required without `item`'),
          qty: number('quantity, above 0 up to 1,000,000'),
          unit: integer('the unit (rsatuan)'),
          cost: integer('cost per unit, 0 or more'),
        },
        ['qty', 'unit', 'cost'],
      ),
    },
    ['client_id', 'supplier', 'lines'],
  ),
  ...answers(
    CounterReceivingAnswer,
    'The goods receipt as received, a message in the caller’s language, and `duplicate` for a replay',
  ),
};
