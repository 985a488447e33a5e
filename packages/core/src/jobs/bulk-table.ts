/**
 * `/addmasalsubpekerjaan`: many sub jobs pasted at once, e.g. copied from a spreadsheet. One row per
 * line, cells separated by tabs (a spreadsheet's copy), semicolons or commas, in this order:
 * name, weight (%), technician, volume, start date. Only the name is needed; a first line that names
 * the columns is skipped. Numbers may use a decimal comma (`12,5`) when the cells are not comma-separated;
 * dates are `dd/mm/yyyy` or `yyyy-mm-dd`.
 */
import type { BulkRow } from './schemas.ts';

export const BULK_COLUMNS = ['nama_sub_pekerjaan', 'bobot', 'teknisi', 'volume', 'tanggal_mulai'] as const;
/** Rows one paste may hold (a job with more work items is split into several pastes). */
export const BULK_MAX_ROWS = 200;

function delimiterOf(lines: readonly string[]): string {
  if (lines.some((l) => l.includes('\t'))) return '\t';
  if (lines.some((l) => l.includes(';'))) return ';';
  return ',';
}

const HEADER = /^(nama|name|sub ?pekerjaan|pekerjaan|item)\b/i;

/** A decimal-comma number as the engine reads it (`12,5` → `12.5`); anything else unchanged. */
function decimal(cell: string, delimiter: string): string {
  const text = cell.replace(/\s/g, '');
  if (delimiter !== ',' && /^-?\d{1,3}(\.\d{3})*(,\d+)?$/.test(text) && text.includes(','))
    return text.replace(/\./g, '').replace(',', '.');
  if (delimiter !== ',' && /^-?\d+,\d+$/.test(text)) return text.replace(',', '.');
  return text.replace(/%$/, '');
}

/** `dd/mm/yyyy` (or `dd-mm-yyyy`) → `yyyy-mm-dd`; other text is left for the engine to refuse. */
function isoDate(cell: string): string {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(cell.trim());
  return m ? `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : cell.trim();
}

export function parseBulkTable(text: string): BulkRow[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const filled = lines.map((l, i) => ({ text: l, line: i + 1 })).filter((l) => l.text.trim() !== '');
  const delimiter = delimiterOf(filled.map((l) => l.text));
  const rows: BulkRow[] = [];
  for (const [index, { text: raw, line }] of filled.entries()) {
    const cells = raw.split(delimiter).map((c) => c.trim().replace(/^"(.*)"$/, '$1'));
    if (index === 0 && HEADER.test(cells[0] ?? '') && !/^\d/.test(cells[1] ?? '')) continue;
    rows.push({
      line,
      nama_sub_pekerjaan: cells[0] ?? '',
      bobot: decimal(cells[1] ?? '', delimiter),
      teknisi: cells[2] ?? '',
      volume: decimal(cells[3] ?? '', delimiter),
      tanggal_mulai: isoDate(cells[4] ?? ''),
    });
  }
  return rows;
}

/** The rows back as tab-separated text (a template shown in the paste box). */
export function formatBulkTable(rows: readonly Partial<Omit<BulkRow, 'line'>>[]): string {
  return rows
    .map((r) =>
      BULK_COLUMNS.map((c) => String(r[c] ?? '').replace(/[\t\n]/g, ' '))
        .join('\t')
        .replace(/\t+$/, ''),
    )
    .join('\n');
}

// the shapes as zod schemas live in ./schemas.ts: a screen that imports this module's logic does not load zod
export type { BulkRow };
