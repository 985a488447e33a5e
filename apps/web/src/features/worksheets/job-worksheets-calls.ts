/**
 * The job view's worksheets panel's calls at their addresses: the panel loads with every job's view,
 * which must not bring zod and the API's schemas (e2e/first-draw-chunks.e2e.ts); worksheetsApi spreads
 * these, so each call is written once.
 */
import { type jobWorksheetsRoute, VIEW_ADDRESSES, type worksheetReportRoute } from '@kantor/core';
import { callAt, fileAt } from '../../api/call-route.ts';
import { showRequestError } from '../../ui/index.ts';

export const jobWorksheetsCalls = {
  ofJob: (job: string | number) =>
    callAt<typeof jobWorksheetsRoute>(VIEW_ADDRESSES.jobWorksheets, { params: { id: String(job) } }),
  /** A sub job's service report, a PDF. */
  report: (sub: string | number) =>
    fileAt<typeof worksheetReportRoute>(VIEW_ADDRESSES.worksheetReport, { params: { id: String(sub) } }),
};

/** Opens a sub job's service report (a PDF fetched with the caller's token) in a new tab. */
export async function openReport(sub: string | number): Promise<void> {
  try {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(await jobWorksheetsCalls.report(sub));
    link.target = '_blank';
    link.rel = 'noopener';
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
  } catch (error) {
    showRequestError(error);
  }
}
