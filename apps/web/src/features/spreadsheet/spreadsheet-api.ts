/** Calls of `/excel` (apps/server/src/modules/spreadsheet/spreadsheet.routes.ts). */
import {
  type QueryParams,
  SPREADSHEET_ROUTES as R,
  RESOURCES_ROUTES,
  routeUrl,
  type SpreadsheetFile,
} from '@kantor/core';
import { api } from '../../api/api.ts';
import { callRoute } from '../../api/call-route.ts';
import type { WireSheet } from './sheet-data.ts';

export type { SpreadsheetFile };

export const spreadsheetApi = {
  list: () => callRoute(R.files),
  open: (id: number) => callRoute(R.open, { params: { id: String(id) } }),
  create: (name: string, sheets: WireSheet[]) => callRoute(R.create, { body: { name, sheets } }),
  save: (id: number, name: string, sheets: WireSheet[]) =>
    callRoute(R.save, { params: { id: String(id) }, body: { name, sheets } }),
  remove: (id: number) => callRoute(R.remove, { params: { id: String(id) } }),
  /** The stored XLSX of a saved file. */
  download: (id: number) => callRoute(R.download, { params: { id: String(id) } }),
  /** The sheets on screen as an XLSX, saved or not. */
  xlsx: (name: string, sheets: WireSheet[]) => callRoute(R.toXlsx, { body: { name, sheets } }),
  /** Any XLSX file as sheets (a multipart upload at the declaration's URL); nothing is stored. */
  convert: (file: Blob, fileName: string) => {
    const form = new FormData();
    form.append('file', file, fileName);
    return callRoute(R.convert, { form });
  },
  /** A resource's export (its own permission and filters) opened as sheets. */
  async fromExport(resource: string, filters: QueryParams) {
    const file = await api.download(routeUrl(RESOURCES_ROUTES.export, { resource }), {
      ...filters,
      format: 'xlsx',
    });
    return spreadsheetApi.convert(file, `${resource}.xlsx`);
  },
};
