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
import { showRequestError } from '../../ui/index.ts';

export type { JobWorksheets, WorksheetView };

const id = (value: string | number) => ({ id: String(value) });

export const worksheetsApi = {
  template: (type: string | number) => callRoute(routes.template, { params: id(type) }),
  saveTemplate: (type: string | number, body: TemplateBody) =>
    callRoute(routes.saveTemplate, { params: id(type), body }),
  worksheet: (sub: string | number) => callRoute(routes.worksheet, { params: id(sub) }),
  save: (sub: string | number, body: WorksheetBody) => callRoute(routes.save, { params: id(sub), body }),
  sign: (sub: string | number, body: SignBody) => callRoute(routes.sign, { params: id(sub), body }),
  ofJob: (job: string | number) => callRoute(routes.ofJob, { params: id(job) }),
  report: (sub: string | number) => callRoute(routes.report, { params: id(sub) }),
  publicReports: (code: string) => callRoute(routes.publicReports, { params: { code } }),
};

/** A sub job's worksheet as query options: the screen and the field warm-up share its cache entry. */
export const worksheetQuery = (sub: string) => ({
  queryKey: ['worksheet', sub],
  queryFn: () => worksheetsApi.worksheet(sub),
});

/** Opens a sub job's service report (a PDF fetched with the caller's token) in a new tab. */
export async function openReport(sub: string | number): Promise<void> {
  try {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(await worksheetsApi.report(sub));
    link.target = '_blank';
    link.rel = 'noopener';
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
  } catch (error) {
    showRequestError(error);
  }
}
