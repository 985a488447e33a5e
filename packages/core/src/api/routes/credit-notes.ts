/**
 * Credit notes (nota kredit) against an issued or paid invoice, and refunds of what a paid invoice's
 * credit notes owe the customer (issue 34; docs/invoicing.md). Served by
 * apps/server/src/modules/invoicing/credit-notes.routes.ts, called by the invoice view's panel.
 */
import { z } from 'zod';
import type { RouteAction } from '../../access/policy.ts';
import { MessageAnswer } from '../resources.ts';
import { defineRoute } from './define-route.ts';
import { VIEW_ADDRESSES } from './view-addresses.ts';
import {
  keptText,
  machineNumber,
  objectOrEmpty,
  optionalDay,
  optionalNumber,
  recordId,
  said,
  serialList,
} from './wire.ts';

const aboutInvoice = { resource: 'rinvoice', param: 'id' } as const;
/** Every route here is about one invoice (`:id`, its record): reached with `action` on `resource`. */
const onInvoice = (resource: 'rinvoice' | 'rpengeluaran', action: RouteAction) =>
  ({ kind: 'resource', resource, action, record: aboutInvoice }) as const;
const exists = said('validation.exists');

/** One credited line: the invoice line, the quantity and its figures (whole Rupiah). */
export const CreditNoteLine = z.object({
  id: z.int(),
  id_subinvoice: z.int(),
  nama_item: z.string(),
  jenis: z.string(),
  satuan: z.string().nullable(),
  qty: z.number(),
  harga: z.number(),
  subtotal: z.number(),
  diskon: z.number(),
  dpp: z.number(),
  dpp_nilai_lain: z.number().nullable(),
  ppn: z.number(),
  mewah: z.boolean(),
});
export type CreditNoteLine = z.infer<typeof CreditNoteLine>;

/** A credit note (a row of `credit_notes` with its lines). */
export const CreditNote = z.object({
  id: z.int(),
  no_nota: z.string(),
  id_invoice: z.int(),
  /** `YYYY-MM-DD`. */
  tanggal: z.string(),
  alasan: z.string(),
  rezim_pajak: z.string().nullable(),
  ppn_persen: z.number(),
  subtotal: z.number(),
  diskon: z.number(),
  dpp: z.number(),
  dpp_nilai_lain: z.number().nullable(),
  ppn: z.number(),
  total: z.number(),
  lines: z.array(CreditNoteLine),
  username: z.string().nullable(),
});
export type CreditNote = z.infer<typeof CreditNote>;

/** A refund paid back to the customer (a row of `invoice_refunds`); each wrote one expense. */
export const InvoiceRefund = z.object({
  id: z.int(),
  tanggal: z.string(),
  jumlah: z.number(),
  metode: z.string(),
  id_bankrekening: z.int().nullable(),
  id_pengeluaran: z.int().nullable(),
  keterangan: z.string().nullable(),
});
export type InvoiceRefund = z.infer<typeof InvoiceRefund>;

/** An invoice line with what is left to credit of it. */
export const CreditableInvoiceLine = z.object({
  id: z.int(),
  nama_item: z.string(),
  jenis: z.string(),
  satuan: z.string().nullable(),
  qty: z.number(),
  harga: z.number(),
  subtotal: z.number(),
  dikreditkan: z.number(),
  sisa_qty: z.number(),
  /** The serials the line sold that have not come back (issue 34): a part of the line names which return. */
  serials: z.array(z.string()),
});

/** `GET /rinvoice/notakredit/{id}`: the invoice's credit notes, lines, refunds and where it stands. */
export const CreditNotesState = z.object({
  invoice: z.object({
    id: z.int(),
    no_invoice: z.string().nullable(),
    status: z.string(),
    total: z.number(),
    dibayar: z.number(),
    sisa: z.number(),
    /** Whether a credit note can be made now (issued, part-paid or paid). */
    creditable: z.boolean(),
  }),
  credited: z.number(),
  refunded: z.number(),
  /** What the customer is owed back (paid beyond the credited invoice, less refunds). */
  refund_owed: z.number(),
  lines: z.array(CreditableInvoiceLine),
  notes: z.array(CreditNote),
  refunds: z.array(InvoiceRefund),
});
export type CreditNotesState = z.infer<typeof CreditNotesState>;

const creditQty = said('validation.rangeMin', { min: 0.0001 });
export const CreditNoteBody = z.object({
  tanggal: optionalDay('day, YYYY-MM-DD (today in Jakarta when absent); not before the invoice'),
  alasan: z.preprocess(
    (value: string | null | undefined) => (typeof value === 'string' ? value.trim().slice(0, 300) : value),
    z.string(said('validation.required')).min(1, said('validation.required')),
  ),
  lines: z
    .array(
      objectOrEmpty(
        z.object({
          line: machineNumber(z.int(exists).positive(exists).describe('the invoice line (rsubinvoice id)')),
          qty: machineNumber(
            z
              .number(creditQty)
              .gt(0, creditQty)
              .max(1_000_000, creditQty)
              .describe('quantity credited, at most what is left of the line'),
          ),
          serials: serialList(
            'the serials coming back, one per unit, among those the line sold: required for part of a line that sold serials',
          ),
        }),
      ),
      said('validation.noLines'),
    )
    .max(200, said('validation.noLines'))
    .optional()
    .describe('the lines credited; the whole invoice (what is left of it) when absent'),
});
export type CreditNoteBody = z.output<typeof CreditNoteBody>;

export const CreditNoteAnswer = MessageAnswer.extend({ note: CreditNote });
export type CreditNoteAnswer = z.infer<typeof CreditNoteAnswer>;

export const creditNotesRoute = defineRoute({
  ...VIEW_ADDRESSES.creditNotes,
  access: onInvoice('rinvoice', 'view'),
  summary: 'An invoice’s credit notes, what is left to credit of each line, and its refunds',
  params: recordId(),
  answer: CreditNotesState,
  answerSays: 'The credit notes oldest first, the lines, the refunds and the refund owed',
});

export const addCreditNoteRoute = defineRoute({
  ...VIEW_ADDRESSES.addCreditNote,
  access: onInvoice('rinvoice', 'edit'),
  summary: 'Credit an issued or paid invoice, whole or some lines: goods back into stock, tax corrected',
  description:
    'Each line credited is worth its proportion of the invoice line (price, discounts) with DPP, DPP Nilai Lain and PPN by the invoice’s own tax rules. More than is left of a line is a 422 naming it.',
  params: recordId(),
  body: CreditNoteBody,
  answer: CreditNoteAnswer,
  answerSays: 'The credit note, numbered, and a message in the caller’s language',
});

export const creditNotePdfRoute = defineRoute({
  ...VIEW_ADDRESSES.creditNotePdf,
  access: onInvoice('rinvoice', 'view'),
  summary: 'A credit note of an invoice as a PDF',
  params: recordId().extend({ note: z.string().regex(/^\d{1,10}$/) }),
  answer: { file: ['application/pdf'] },
  answerSays: 'The credit note, shown inline',
});

const amount = said('validation.integer');
export const RefundBody = z.object({
  jumlah: machineNumber(
    z.int(amount).min(1, amount).max(999_999_999_999_999, amount).describe('amount, at most the refund owed'),
  ),
  metode: z.preprocess(
    (value: string | null | undefined) => (value === null || value === '' ? undefined : value),
    z.enum(['Tunai', 'Transfer'], said('validation.in')).optional().describe('Transfer when absent'),
  ),
  tanggal: optionalDay('day, YYYY-MM-DD (today in Jakarta when absent)'),
  id_bankrekening: optionalNumber(
    z.int(exists).min(1, exists).nullable().optional().describe('the bank account paid from'),
  ),
  keterangan: keptText(500, 'note, at most 500 characters kept'),
});
export type RefundBody = z.output<typeof RefundBody>;

export const RefundAnswer = MessageAnswer.extend({ refund: InvoiceRefund });
export type RefundAnswer = z.infer<typeof RefundAnswer>;

export const recordRefundRoute = defineRoute({
  ...VIEW_ADDRESSES.refund,
  access: onInvoice('rpengeluaran', 'add'),
  summary: 'Pay back to the customer what a paid invoice’s credit notes owe: writes an expense',
  params: recordId(),
  body: RefundBody,
  answer: RefundAnswer,
  answerSays: 'The refund recorded, and a message in the caller’s language',
});

/** The credit notes' routes, by the name the web client calls them (part of INVOICING_ROUTES). */
export const CREDIT_NOTE_ROUTES = {
  creditNotes: creditNotesRoute,
  addCreditNote: addCreditNoteRoute,
  creditNotePdf: creditNotePdfRoute,
  refund: recordRefundRoute,
} as const;
