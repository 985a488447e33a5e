/**
 * Calls of the worksheet screens: the routes core declares (packages/core/src/api/routes/worksheets.ts).
 */
import {
  type JobWorksheets,
  WORKSHEET_ROUTES as routes,
  type SignBody,
  type TemplateBody,
  type WorksheetBody,
  type WorksheetView,
} from '@kantor/core';
import { callRoute } from '../../api/call-route.ts';
import { jobWorksheetsCalls } from './job-worksheets-calls.ts';

export { openReport } from './job-worksheets-calls.ts';

export type { JobWorksheets, WorksheetView };

const id = (value: string | number) => ({ id: String(value) });

export const worksheetsApi = {
  template: (type: string | number) => callRoute(routes.template, { params: id(type) }),
  saveTemplate: (type: string | number, body: TemplateBody) =>
    callRoute(routes.saveTemplate, { params: id(type), body }),
  worksheet: (sub: string | number) => callRoute(routes.worksheet, { params: id(sub) }),
  save: (sub: string | number, body: WorksheetBody) => callRoute(routes.save, { params: id(sub), body }),
  sign: (sub: string | number, body: SignBody) => callRoute(routes.sign, { params: id(sub), body }),
  ...jobWorksheetsCalls,
  publicReports: (code: string) => callRoute(routes.publicReports, { params: { code } }),
};

/** A sub job's worksheet as query options: the screen and the field warm-up share its cache entry. */
export const worksheetQuery = (sub: string) => ({
  queryKey: ['worksheet', sub],
  queryFn: () => worksheetsApi.worksheet(sub),
});
