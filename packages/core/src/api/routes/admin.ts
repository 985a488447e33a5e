/**
 * The admin's routes (docs/admin.md), declared once: the dashboard's figures and the system status of
 * `/admin`, the duplicate checks of `/petacekduplikatinput`, a template's reference (`save_refxml`),
 * the walman recap (`/walman/listgas`). Served by apps/server/src/modules/admin/admin.routes.ts, called
 * by apps/web/src/features/admin and pages/AdminDashboard.tsx. What every signed-in screen reads of the
 * admin's setup is in ui.ts.
 */
import { z } from 'zod';
import { duplicateFields } from '../../admin/declaration-maps.ts';
import { xmlProblem } from '../../admin/xml-check.ts';
import { getResource } from '../../resources/index.ts';
import {
  AdminSummary,
  DuplicateChecksAnswer,
  DuplicateResult,
  type ReferenceFormat as ReferenceFormatType,
  ReferenceSaveAnswer,
  ReferenceState,
  SystemStatus,
  WalmanRecap,
} from '../admin.ts';
import { ROUTE_ADDRESSES } from './addresses.ts';
import { defineRoute } from './define-route.ts';
import { emptyAbsent, isDay, objectOrEmpty, recordId, said } from './wire.ts';

/** How many fields the duplicate finder groups by, at most. */
export const MAX_DUPLICATE_FIELDS = 3;

/** The declared bound of `manualtemplatejson.ref_xml`. */
export const MAX_REFERENCE = getResource('manualtemplatejson')?.fields.ref_xml?.maxLength ?? 100_000;

/**
 * A reference's format as its content shows it: XML when it starts with `<` (after spaces), JSON otherwise.
 *
 * @example referenceFormatOf('  <a/>') === 'xml'
 */
export function referenceFormatOf(content: string): ReferenceFormatType {
  return content.trimStart().startsWith('<') ? 'xml' : 'json';
}

const inList = said('validation.in');

/**
 * `{ resource, fields }` of the duplicate finder: a declared resource and 1 to 3 of its groupable fields
 * (one may come as plain text). Only names from the declaration ever reach the SQL.
 */
export const FindDuplicatesBody = objectOrEmpty(
  z
    .object({
      resource: z.string(inList).describe('a declared resource'),
      fields: z.preprocess(
        // a list holding anything but names is refused as a whole, under `fields`
        (value: readonly string[] | string | undefined) =>
          typeof value === 'string'
            ? [value]
            : !Array.isArray(value)
              ? []
              : value.every((name) => typeof name === 'string')
                ? value
                : null,
        z
          .array(z.string(), inList)
          .min(1, said('validation.required'))
          .describe('1 to 3 of the resource’s groupable fields (one may be sent as plain text)'),
      ),
    })
    .superRefine((body, ctx) => {
      const resource = getResource(body.resource);
      if (!resource) {
        ctx.addIssue({ code: 'custom', path: ['resource'], ...inList });
        return;
      }
      const allowed = duplicateFields(resource);
      if (body.fields.some((name) => !allowed.includes(name)))
        ctx.addIssue({ code: 'custom', path: ['fields'], ...inList });
      else if (new Set(body.fields).size > MAX_DUPLICATE_FIELDS)
        ctx.addIssue({
          code: 'custom',
          path: ['fields'],
          ...said('validation.lengthMax', { max: MAX_DUPLICATE_FIELDS }),
        });
    }),
);

/**
 * A template's reference: text within the field's length, well formed as the format it says (or looks
 * like): XML by core's safe checker, JSON by `JSON.parse`. A failure names `ref_xml` (or `format`).
 */
export const SaveReferenceBody = objectOrEmpty(
  z
    .object({
      ref_xml: z
        .string(said('validation.required'))
        .nullish()
        .describe(
          'the reference (required, or `content`): well-formed XML or JSON, within the field’s length',
        ),
      content: z
        .string(said('validation.required'))
        .nullish()
        .describe('the same as `ref_xml`, read when `ref_xml` is absent'),
      format: z.enum(['xml', 'json'], inList).optional().describe('guessed from the content when absent'),
    })
    .superRefine((body, ctx) => {
      const raw = body.ref_xml ?? body.content;
      const problem = (message: { message: string }) =>
        ctx.addIssue({ code: 'custom', path: ['ref_xml'], ...message });
      if (typeof raw !== 'string' || raw.trim() === '') return problem(said('validation.required'));
      if (raw.length > MAX_REFERENCE) return problem(said('validation.lengthMax', { max: MAX_REFERENCE }));
      if ((body.format ?? referenceFormatOf(raw)) === 'xml') {
        if (xmlProblem(raw)) problem(said('validation.invalid'));
        return;
      }
      try {
        JSON.parse(raw);
      } catch {
        problem(said('validation.json'));
      }
    }),
);

const date = said('validation.date');
/** An optional real day `YYYY-MM-DD`; empty is absent. */
const day = (says: string) => emptyAbsent(z.string(date).refine(isDay, date).optional().describe(says));

export const WalmanQuery = z.object({
  from: day('first day, YYYY-MM-DD (the 1st of this month)'),
  to: day('last day, YYYY-MM-DD (today); not before `from`'),
});

export const adminSummaryRoute = defineRoute({
  ...ROUTE_ADDRESSES.adminSummary,
  access: { kind: 'admin' },
  summary: 'Figures of the admin dashboard: users by status, roles, active sessions',
  answer: AdminSummary,
  answerSays: 'Users by status, roles and active sessions',
});

export const systemStatusRoute = defineRoute({
  method: 'GET',
  path: '/admin/status',
  access: { kind: 'admin', page: 'admin' },
  summary: 'The system status: what runs, where its data lives, whether its parts are healthy',
  answer: SystemStatus,
  answerSays: 'Version, database, mail, Redis, migrations and the daily jobs’ last runs',
});

export const duplicateChecksRoute = defineRoute({
  method: 'GET',
  path: '/petacekduplikatinput',
  access: { kind: 'admin', page: 'petacekduplikatinput' },
  summary: 'The unique checks of every resource: declared and in the database',
  answer: DuplicateChecksAnswer,
  answerSays: 'Per resource: its unique fields, unique indexes and groupable fields',
});

export const findDuplicatesRoute = defineRoute({
  method: 'POST',
  path: '/petacekduplikatinput/find',
  access: { kind: 'admin', page: 'petacekduplikatinput' },
  summary: 'Records of a resource sharing the same values of some fields, largest groups first',
  description: 'Text is compared trimmed and case-insensitively; an empty value is no duplicate.',
  body: FindDuplicatesBody,
  answer: DuplicateResult,
  answerSays: 'The 100 largest groups of records sharing the values, and how many there are',
});

// about one template (rule R4): its view page (403) and the template in the caller's view (404),
// before the body is read
const template = {
  kind: 'page',
  page: 'manualtemplatejson/save_refxml',
  record: { resource: 'manualtemplatejson', param: 'id' },
} as const;

export const referenceStateRoute = defineRoute({
  method: 'GET',
  path: '/manualtemplatejson/save_refxml/:id',
  access: template,
  summary: 'A template’s stored reference (XML or JSON)',
  params: recordId(),
  answer: ReferenceState,
  answerSays: 'The reference, its format and its saved versions, oldest first',
});

export const saveReferenceRoute = defineRoute({
  method: 'POST',
  path: '/manualtemplatejson/save_refxml/:id',
  access: template,
  summary: 'Store a template’s reference; the same content again changes nothing',
  params: recordId(),
  body: SaveReferenceBody,
  answer: ReferenceSaveAnswer,
  answerSays: 'The reference after the save, and whether it changed',
});

export const walmanRecapRoute = defineRoute({
  method: 'GET',
  path: '/walman/listgas',
  access: { kind: 'page', page: 'walman/listgas' },
  summary: 'Active walman records in a period by category, with each group’s count and total',
  query: WalmanQuery,
  answer: WalmanRecap,
  answerSays: 'The period’s records by category, with counts and totals',
});

/** The admin's routes, by the name the web calls them. */
export const ADMIN_ROUTES = {
  summary: adminSummaryRoute,
  status: systemStatusRoute,
  duplicateChecks: duplicateChecksRoute,
  findDuplicates: findDuplicatesRoute,
  reference: referenceStateRoute,
  saveReference: saveReferenceRoute,
  walman: walmanRecapRoute,
} as const;
