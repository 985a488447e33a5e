import { toCsv } from '@kantor/core';

/** Saves rows as a CSV file in the browser (core's writer: the BOM, CRLF and the formula guard). */
export function downloadCsv(name: string, rows: readonly (readonly string[])[]): void {
  const url = URL.createObjectURL(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
