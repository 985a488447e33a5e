/** The designer's pure parts: a blank column, a name from a label, errors by column. */
import type { UserColumn } from '@kantor/core';

export type DraftColumn = UserColumn & { key: string };

let seq = 0;
export const blankColumn = (): DraftColumn => ({
  key: `new-${++seq}`,
  nama_kolom: '',
  label_kolom: '',
  tipe_kolom: 'text',
  wajib: false,
  opsi: null,
});

/** `Nomor Seri (lama)` → `nomor_seri_lama`: what an admin would type as an identifier. */
export function nameFromLabel(label: string): string {
  const slug = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
  return /^[a-z]/.test(slug) ? slug : slug ? `k_${slug}`.slice(0, 40) : '';
}

/** `Baik, Perlu Servis , Rusak` → `["Baik", "Perlu Servis", "Rusak"]`. */
export const optionsFromText = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export const optionsText = (opsi: unknown): string => (Array.isArray(opsi) ? opsi.join(', ') : '');

export const relationOf = (opsi: unknown): string =>
  typeof opsi === 'string'
    ? opsi
    : opsi && typeof opsi === 'object' && typeof (opsi as { resource?: unknown }).resource === 'string'
      ? (opsi as { resource: string }).resource
      : '';

/** The 422's `columns.{i}.{field}` errors, per column index and field. */
export function columnErrors(errors: Record<string, string[]>): Map<number, Record<string, string>> {
  const out = new Map<number, Record<string, string>>();
  for (const [key, messages] of Object.entries(errors)) {
    const match = /^columns\.(\d+)\.(\w+)$/.exec(key);
    if (!match) continue;
    const i = Number(match[1]);
    out.set(i, { ...(out.get(i) ?? {}), [match[2]!]: messages[0] ?? '' });
  }
  return out;
}

/** The design as the server takes it (the draft's keys dropped, options in their stored shape). */
export function toDesign(columns: readonly DraftColumn[]): UserColumn[] {
  return columns.map(({ key: _key, ...c }) => ({
    ...c,
    opsi: c.tipe_kolom === 'select' || c.tipe_kolom === 'relation' ? c.opsi : null,
  }));
}
