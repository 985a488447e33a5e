import { describe, expect, it } from 'vitest';
import { matchColumns, parsePastedTable, toCsv } from './paste-table.ts';

describe('parsePastedTable', () => {
  it('reads a Markdown table inside a chat answer, with bold headers and escaped pipes', () => {
    const text = [
      'Berikut daftar supplier yang Anda minta:',
      '',
      '| **Nama Supplier** | No HP | Catatan |',
      '|:---|---:|---|',
      '| CV Sinar Jaya | 0812-1111-2222 | AC \\| kulkas |',
      '| PT Dingin Sejuk | 0813-3333-4444 | |',
      '',
      'Semoga membantu!',
    ].join('\n');
    expect(parsePastedTable(text)).toEqual({
      format: 'markdown',
      headers: ['Nama Supplier', 'No HP', 'Catatan'],
      rows: [
        ['CV Sinar Jaya', '0812-1111-2222', 'AC | kulkas'],
        ['PT Dingin Sejuk', '0813-3333-4444', ''],
      ],
    });
  });

  it('reads a JSON array of objects, in a code fence, keys in order of first use', () => {
    const text =
      '```json\n[{"nama": "Budi", "kota": "Bandung"}, {"nama": "Sari", "umur": 31, "aktif": true}]\n```';
    expect(parsePastedTable(text)).toEqual({
      format: 'json',
      headers: ['nama', 'kota', 'umur', 'aktif'],
      rows: [
        ['Budi', 'Bandung', '', ''],
        ['Sari', '', '31', 'true'],
      ],
    });
  });

  it('reads tab-separated (a spreadsheet copy) and semicolon or comma CSV with quotes', () => {
    expect(parsePastedTable('nama\tkota\nBudi\tBandung\n')).toMatchObject({
      format: 'tsv',
      rows: [['Budi', 'Bandung']],
    });
    expect(parsePastedTable('nama;alamat\nBudi;"Jl. Merdeka; No. 5"')).toMatchObject({
      format: 'csv',
      rows: [['Budi', 'Jl. Merdeka; No. 5']],
    });
    expect(parsePastedTable('nama,catatan\n"Sari","kata ""halo"""')).toMatchObject({
      rows: [['Sari', 'kata "halo"']],
    });
  });

  it('answers null for text without a table', () => {
    expect(parsePastedTable('')).toBeNull();
    expect(parsePastedTable('Maaf, saya tidak bisa membuat tabel itu.')).toBeNull();
    expect(parsePastedTable('Baik, berikut datanya:\nnama,kota\nBudi,Bandung')).toMatchObject({
      headers: ['nama', 'kota'],
      rows: [['Budi', 'Bandung']],
    });
  });
});

describe('matchColumns and toCsv', () => {
  it('matches headers to fields by name or label, ignores the rest, and writes the import CSV', () => {
    const labels = { nama_supplier: 'Nama Supplier', no_hp: 'No. HP', alamat: 'Alamat' };
    const table = parsePastedTable(
      '| Nama Supplier | NO_HP | Rating |\n|---|---|---|\n| CV "Maju", Jaya | 0812 | 5 |',
    )!;
    const fields = matchColumns(table.headers, labels);
    expect(fields).toEqual(['nama_supplier', 'no_hp', null]);
    expect(toCsv(table, fields)).toBe('nama_supplier,no_hp\r\n"CV ""Maju"", Jaya",0812\r\n');
  });
});
