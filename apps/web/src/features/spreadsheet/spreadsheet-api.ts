/** Calls of `/excel` (apps/server/src/modules/spreadsheet/spreadsheet.routes.ts). */
import type {
  MessageAnswer,
  QueryParams,
  SpreadsheetConverted,
  SpreadsheetFile,
  SpreadsheetFiles,
  SpreadsheetOpened,
  SpreadsheetSaved,
} from '@kantor/core';
import { api } from '../../api/api.ts';
import type { WireSheet } from './sheet-data.ts';

export type { SpreadsheetFile };

export const spreadsheetApi = {
  list: () => api.get<SpreadsheetFiles>('excel/files'),
  open: (id: number) => api.get<SpreadsheetOpened>(`excel/files/${id}`),
  create: (name: string, sheets: WireSheet[]) => api.post<SpreadsheetSaved>('excel/files', { name, sheets }),
  save: (id: number, name: string, sheets: WireSheet[]) =>
    api.put<SpreadsheetSaved>(`excel/files/${id}`, { name, sheets }),
  remove: (id: number) => api.delete<MessageAnswer>(`excel/files/${id}`),
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
    return api.post<SpreadsheetConverted>('excel/convert', form);
  },
  /** A resource's export (its own permission and filters) opened as sheets. */
  async fromExport(resource: string, filters: QueryParams) {
    const file = await api.download(`${resource}/export`, { ...filters, format: 'xlsx' });
    return spreadsheetApi.convert(file, `${resource}.xlsx`);
  },
};
