/** Calls of `/excel` (apps/server/src/modules/spreadsheet/spreadsheet.routes.ts). */
import type { QueryParams } from '@kantor/core';
import { api } from '../../api/api.ts';
import type { WireSheet } from './sheet-data.ts';

export type SpreadsheetFile = {
  id: number;
  name: string;
  size: number;
  created_at: string;
  updated_at: string;
};

export const spreadsheetApi = {
  list: () => api.get<{ records: SpreadsheetFile[] }>('excel/files'),
  open: (id: number) => api.get<{ file: SpreadsheetFile; sheets: WireSheet[] }>(`excel/files/${id}`),
  create: (name: string, sheets: WireSheet[]) =>
    api.post<{ message: string; file: SpreadsheetFile }>('excel/files', { name, sheets }),
  save: (id: number, name: string, sheets: WireSheet[]) =>
    api.put<{ message: string; file: SpreadsheetFile }>(`excel/files/${id}`, { name, sheets }),
  remove: (id: number) => api.delete<{ message: string }>(`excel/files/${id}`),
  /** The stored XLSX of a saved file. */
  download: (id: number) => api.download(`excel/files/${id}/xlsx`),
  /** The sheets on screen as an XLSX, saved or not. */
  xlsx: (name: string, sheets: WireSheet[]) =>
    api.request<Blob>('excel/xlsx', {
      method: 'POST',
      body: { name, sheets },
      responseType: 'blob',
      headers: { Accept: '*/*' },
    }),
  /** Any XLSX file as sheets; nothing is stored. */
  convert: (file: Blob, fileName: string) => {
    const form = new FormData();
    form.append('file', file, fileName);
    return api.post<{ name: string; sheets: WireSheet[] }>('excel/convert', form);
  },
  /** A resource's export (its own permission and filters) opened as sheets. */
  async fromExport(resource: string, filters: QueryParams) {
    const file = await api.download(`${resource}/export`, { ...filters, format: 'xlsx' });
    return spreadsheetApi.convert(file, `${resource}.xlsx`);
  },
};
