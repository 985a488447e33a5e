import { describe, expect, it } from 'vitest';
import { parseBulkTable } from '../jobs/bulk-table.ts';
import { BulkPreview, TrackListAnswer } from './jobs.ts';

describe('BulkPreview', () => {
  it('describes pasted rows as the parser reads them, with their checks', () => {
    const rows = parseBulkTable('Nama\tBobot\tTeknisi\nPasang AC\t12,5\tBudi\t2\t05/11/2026\nServis\t\t\t\t');
    const preview = {
      rows: rows.map((row, i) => ({ ...row, id_teknisi: i === 0 ? 7 : null, errors: {} })),
      valid: rows.length,
      invalid: 0,
      bobot_total: 12.5,
    };
    expect(rows).toHaveLength(2);
    expect(BulkPreview.parse(preview)).toEqual(preview);
  });

  it('refuses a row without its line or with errors that are not lists of messages', () => {
    const row = { nama_sub_pekerjaan: 'x', bobot: '', teknisi: '', volume: '', tanggal_mulai: '' };
    const base = { valid: 0, invalid: 1, bobot_total: 0 };
    expect(BulkPreview.safeParse({ ...base, rows: [{ ...row, id_teknisi: null, errors: {} }] }).success).toBe(
      false,
    );
    const badErrors = { ...row, line: 1, id_teknisi: null, errors: { bobot: 'invalid' } };
    expect(BulkPreview.safeParse({ ...base, rows: [badErrors] }).success).toBe(false);
  });
});

describe('TrackListAnswer', () => {
  it('takes a quoted column hidden from the role as a missing key, never a value of the wrong type', () => {
    const item = {
      id: 1,
      nama_sub_pekerjaan: 'Pasang unit indoor',
      progres: 40,
      status: 'On Going',
      bobot: null,
      tanggal_mulai: null,
      id_pekerjaan: 2,
      nama_pekerjaan: 'Pasang AC Bu Sari',
      pelanggan: null,
      no_hp_pelanggan: null,
      alamat: null,
      teknisi: null,
      terakhir: null,
      langkah_terakhir: null,
    };
    expect(TrackListAnswer.safeParse({ records: [item], technician: true }).success).toBe(true);
    // Hide Kolom on rpekerjaan.nama_pekerjaan: the key leaves the answer (plugins/quotes.ts)
    const { nama_pekerjaan: _, ...withheld } = item;
    expect(TrackListAnswer.safeParse({ records: [withheld], technician: true }).success).toBe(true);
    // a name is never null: null would be neither the value nor its withholding
    expect(
      TrackListAnswer.safeParse({ records: [{ ...item, nama_pekerjaan: null }], technician: true }).success,
    ).toBe(false);
    const { id: _id, ...noId } = item;
    expect(TrackListAnswer.safeParse({ records: [noId], technician: true }).success).toBe(false);
  });
});
