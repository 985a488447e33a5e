import { describe, expect, it } from 'vitest';
import { formatBulkTable, parseBulkTable } from './bulk-table.ts';

describe('parseBulkTable', () => {
  it('reads a spreadsheet paste (tabs), skipping the header and blank lines', () => {
    const rows = parseBulkTable(
      'Nama\tBobot\tTeknisi\tVolume\tTanggal\nPasang unit\t60\tEko Prasetyo\t2\t25/11/2026\n\nUji coba\t40%\n',
    );
    expect(rows).toEqual([
      {
        line: 2,
        nama_sub_pekerjaan: 'Pasang unit',
        bobot: '60',
        teknisi: 'Eko Prasetyo',
        volume: '2',
        tanggal_mulai: '2026-11-25',
      },
      { line: 4, nama_sub_pekerjaan: 'Uji coba', bobot: '40', teknisi: '', volume: '', tanggal_mulai: '' },
    ]);
  });

  it('reads semicolons with decimal commas, and commas with decimal points', () => {
    expect(parseBulkTable('Tarik kabel; 12,5; ; 1.250,75; 2026-11-30')[0]).toMatchObject({
      bobot: '12.5',
      volume: '1250.75',
      tanggal_mulai: '2026-11-30',
    });
    expect(parseBulkTable('Tarik kabel, 12.5, Budi, 3.5')[0]).toMatchObject({
      bobot: '12.5',
      teknisi: 'Budi',
      volume: '3.5',
    });
  });

  it('keeps a first line that is work, not a header', () => {
    expect(parseBulkTable('Pasang bracket\t20').map((r) => r.nama_sub_pekerjaan)).toEqual(['Pasang bracket']);
    expect(parseBulkTable('Nama pekerjaan\t20').map((r) => r.nama_sub_pekerjaan)).toEqual(['Nama pekerjaan']);
  });

  it('leaves bad cells for the engine to refuse, with their line', () => {
    expect(parseBulkTable('\n\nA\tlima puluh\t\t\t31/02/2026x')[0]).toMatchObject({
      line: 3,
      bobot: 'limapuluh',
      tanggal_mulai: '31/02/2026x',
    });
  });

  it('round-trips through formatBulkTable', () => {
    const text = formatBulkTable([
      { nama_sub_pekerjaan: 'Pasang\tunit', bobot: '60', teknisi: 'Eko' },
      { nama_sub_pekerjaan: 'Uji coba' },
    ]);
    expect(text).toBe('Pasang unit\t60\tEko\nUji coba');
    expect(parseBulkTable(text).map((r) => [r.nama_sub_pekerjaan, r.bobot, r.teknisi])).toEqual([
      ['Pasang unit', '60', 'Eko'],
      ['Uji coba', '', ''],
    ]);
  });
});
