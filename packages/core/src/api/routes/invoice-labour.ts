/**
 * Labour into invoice lines (issue 35: "a job's labour can become invoice lines at its job rate"): the
 * hours the timesheets hold on a customer's jobs and not yet billed, and a line made of one job's hours
 * at a job rate. Served by apps/server/src/modules/invoicing/labour.routes.ts, called by the invoice
 * view's lines panel (docs/invoicing.md "Labour").
 */
import { z } from 'zod';
import { MessageAnswer } from '../resources.ts';
import { defineRoute } from './define-route.ts';
import { VIEW_ADDRESSES } from './view-addresses.ts';
import { machineNumber, recordId, said } from './wire.ts';

const aboutInvoice = { resource: 'rinvoice', param: 'id' } as const;
const exists = said('validation.exists');

/** A job of the invoice's customer with timesheet hours not yet on an invoice line. */
export const UnbilledJob = z.object({
  id_pekerjaan: z.int(),
  nama_pekerjaan: z.string(),
  /** The stopped entries' hours, two decimals (a running timer is not billed until it stops). */
  jam: z.number(),
  entri: z.int(),
});
export type UnbilledJob = z.infer<typeof UnbilledJob>;

export const UnbilledLabour = z.object({ jobs: z.array(UnbilledJob) });
export type UnbilledLabour = z.infer<typeof UnbilledLabour>;

export const LabourLineBody = z.object({
  id_pekerjaan: machineNumber(z.int(exists).positive(exists).describe('the job whose hours are billed')),
  id_hargapekerjaan: machineNumber(
    z.int(exists).positive(exists).describe('the job rate (rhargasatuanpekerjaan) per hour'),
  ),
});
export type LabourLineBody = z.output<typeof LabourLineBody>;

export const LabourLineAnswer = MessageAnswer.extend({
  /** The new invoice line's id. */
  id_subinvoice: z.int(),
  jam: z.number(),
  entri: z.int(),
});
export type LabourLineAnswer = z.infer<typeof LabourLineAnswer>;

export const unbilledLabourRoute = defineRoute({
  ...VIEW_ADDRESSES.unbilledLabour,
  access: { kind: 'resource', resource: 'rinvoice', action: 'view', record: aboutInvoice },
  summary: 'The invoice customer’s jobs with timesheet hours not yet billed',
  params: recordId(),
  answer: UnbilledLabour,
  answerSays: 'Each job with its unbilled hours (stopped entries only), by name',
});

export const addLabourLineRoute = defineRoute({
  ...VIEW_ADDRESSES.addLabourLine,
  access: { kind: 'resource', resource: 'rsubinvoice', action: 'add', record: aboutInvoice },
  summary: 'Bill a job’s unbilled hours on a draft invoice: one Jasa line, the hours at the job rate',
  description:
    'The line’s quantity is the hours (two decimals), its price the rate in force; the entries billed are marked with the line, so they are billed once (deleting the line frees them). A job of another customer, or without unbilled hours, is a 422 on `id_pekerjaan`.',
  params: recordId(),
  body: LabourLineBody,
  answer: LabourLineAnswer,
  answerSays: 'The new line’s id, the hours and entries billed, and a message in the caller’s language',
});

/** The labour routes, by the name the web client calls them (part of INVOICING_ROUTES). */
export const LABOUR_ROUTES = {
  unbilledLabour: unbilledLabourRoute,
  addLabourLine: addLabourLineRoute,
} as const;
