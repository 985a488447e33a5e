import { compile, type RoleRule, rbarangmasuk, rbarangmasuksub, tes } from '@kantor/core';
import { describe, expect, it } from 'vitest';
import {
  applyLookup,
  isCellReadOnly,
  markSaved,
  newRow,
  rowChanges,
  rowFromRecord,
  rowPayload,
  rowsSetupOf,
  shownColumns,
  validateRows,
} from './dynamic-rows.ts';

let id = 1;
const compileOn = (route: string, records: Partial<RoleRule>[]) =>
  compile(
    records.map((r) => ({ id: id++, role_id: 53, nama_route: route, ...r })),
    53,
    route,
  );
const master = (records: Partial<RoleRule>[]) => compileOn('/rbarangmasuk/add', records);
const noRules = compileOn('/rbarangmasuksub/add', []);
const dinamis = { kategori: 'Set Single Feat Dinamis Row', setup: 'rbarangmasuksub' };
const inject = (fields: Partial<RoleRule> = {}) => ({
  kategori: 'single to add row same inject',
  persamaan_api_lain: 'kode_barang:rstok',
  dinamis_row_autofill: 'nama_barang, id_satuan, harga_satuan:nilai_stok',
  ...fields,
});
const stock = {
  id: 1,
  kode_barang: 'A1',
  nama_barang: 'Semen',
  id_satuan: 2,
  id_satuan_label: 'Sak',
  nilai_stok: 55000,
};

describe('rowsSetupOf', () => {
  it('finds the rows’ resource, the id field and the columns', () => {
    const setup = rowsSetupOf(rbarangmasuk, master([dinamis]), noRules)!;
    expect(setup.resource).toBe(rbarangmasuksub);
    expect(setup.idField).toBe('id_barangmasuk'); // the relation to the master, without taroh_id_di
    expect(setup.columns).toEqual([
      'id_stok',
      'kode_barang',
      'nama_barang',
      'id_kategori',
      'qty',
      'id_satuan',
      'harga_satuan',
      'keterangan',
    ]);
    expect(setup.countField).toBe('qty');
  });

  it('leaves out the rows’ hidden columns and keeps the extra ones apart', () => {
    const hidden = compileOn('/rbarangmasuksub/add', [{ kategori: 'Hide Kolom', setup: 'keterangan' }]);
    const config = master([
      dinamis,
      inject({
        tdksametpbisamasukdynamicrow: 'ya',
        tdksametampilkankolomtambahan: 'ya',
        kolom_dinamis_ifnosame: 'nama_barang',
      }),
    ]);
    const setup = rowsSetupOf(rbarangmasuk, config, hidden)!;
    expect(setup.columns).not.toContain('keterangan');
    expect(setup.extraColumns).toEqual(['nama_barang']);
    expect(setup.columns).not.toContain('nama_barang');
  });

  it('gives no rows for Single, an unknown resource, or no field for the master id', () => {
    expect(rowsSetupOf(rbarangmasuk, master([{ ...dinamis, config_submit: 'Single' }]), noRules)).toBeNull();
    expect(rowsSetupOf(rbarangmasuk, master([{ ...dinamis, setup: 'nope' }]), noRules)).toBeNull();
    expect(rowsSetupOf(tes, master([dinamis]), noRules)).toBeNull();
    expect(rowsSetupOf(rbarangmasuk, master([]), noRules)).toBeNull();
  });
});

describe('applyLookup', () => {
  const config = master([dinamis, inject({ count_lebihdarisatu: 'ya' })]);
  const setup = rowsSetupOf(rbarangmasuk, config, noRules)!;
  const rule = config.singleRowAutofills[0]!;

  it('adds a prefilled row with a quantity of 1, then counts a repeat up', () => {
    const first = applyLookup([], setup, rule, 0, 'A1', stock);
    expect(first.outcome).toBe('added');
    expect(first.rows[0]!.values).toMatchObject({
      kode_barang: 'A1',
      nama_barang: 'Semen',
      id_satuan: 2,
      harga_satuan: 55000,
      qty: 1,
    });
    expect(first.rows[0]!.labels).toEqual({ id_satuan: 'Sak' });
    const second = applyLookup(first.rows, setup, rule, 0, 'a1 ', stock);
    expect(second.outcome).toBe('counted');
    expect(second.rows).toHaveLength(1);
    expect(second.rows[0]!.values.qty).toBe(2);
  });

  it('adds another row for a repeat when the rule does not count up', () => {
    const plain = master([dinamis, inject()]);
    const r = plain.singleRowAutofills[0]!;
    const once = applyLookup([], setup, r, 0, 'A1', stock).rows;
    expect(applyLookup(once, setup, r, 0, 'A1', stock).rows).toHaveLength(2);
  });

  it('refuses an unmatched value, or adds it as an unmatched row when allowed', () => {
    expect(applyLookup([], setup, rule, 0, 'ZZ', null)).toMatchObject({ outcome: 'refused', rows: [] });
    const allowing = master([dinamis, inject({ tdksametpbisamasukdynamicrow: 'ya' })]).singleRowAutofills[0]!;
    const result = applyLookup([], setup, allowing, 0, 'ZZ', null);
    expect(result.outcome).toBe('unmatched');
    expect(result.rows[0]).toMatchObject({ matched: false, values: { kode_barang: 'ZZ', nama_barang: '' } });
  });
});

describe('rows on screen and on the wire', () => {
  const config = master([
    dinamis,
    inject({
      tdksametpbisamasukdynamicrow: 'ya',
      tdksametampilkankolomtambahan: 'ya',
      kolom_dinamis_ifnosame: 'nama_barang',
    }),
  ]);
  const setup = rowsSetupOf(rbarangmasuk, config, noRules)!;
  const rule = config.singleRowAutofills[0]!;
  const matched = applyLookup([], setup, rule, 0, 'A1', stock).rows;
  const both = applyLookup(matched, setup, rule, 0, 'ZZ', null).rows;

  it('shows the extra columns only while an unmatched row is listed, editable there only', () => {
    expect(shownColumns(setup, matched)).not.toContain('nama_barang');
    expect(shownColumns(setup, both)).toContain('nama_barang');
    expect(isCellReadOnly(setup, config.singleRowAutofills, both[0]!, 'nama_barang')).toBe(true);
    expect(isCellReadOnly(setup, config.singleRowAutofills, both[0]!, 'harga_satuan')).toBe(true);
    expect(isCellReadOnly(setup, config.singleRowAutofills, both[0]!, 'qty')).toBe(false);
    expect(isCellReadOnly(setup, config.singleRowAutofills, both[1]!, 'nama_barang')).toBe(false);
    expect(isCellReadOnly(setup, config.singleRowAutofills, newRow(setup), 'kode_barang')).toBe(false);
  });

  it('validates the shown columns and sends every column with the master id', () => {
    const checked = validateRows(setup, both);
    expect(checked.valid).toBe(false);
    expect(Object.keys(checked.rows[0]!.errors)).toEqual([]);
    expect(Object.keys(checked.rows[1]!.errors).sort()).toEqual(['harga_satuan', 'id_satuan', 'qty']);
    expect(rowPayload(setup, matched[0]!, 9)).toEqual({
      id_stok: null,
      kode_barang: 'A1',
      nama_barang: 'Semen',
      id_kategori: null,
      qty: 1,
      id_satuan: 2,
      harga_satuan: 55000,
      keterangan: null,
      id_barangmasuk: 9,
    });
  });
});

describe('rowChanges', () => {
  it('puts changed saved rows, posts new ones, deletes removed ones and leaves unchanged ones', () => {
    const setup = rowsSetupOf(rbarangmasuk, master([dinamis]), noRules)!;
    const saved = (recordId: number, code: string) =>
      rowFromRecord(setup, { id: recordId, id_barangmasuk: 9, kode_barang: code, nama_barang: code, qty: 1 });
    const [a, b, c] = [saved(1, 'A'), saved(2, 'B'), saved(3, 'C')];
    expect(a.recordId).toBe(1);
    expect(rowChanges(setup, [a!, b!, c!], [])).toEqual([]);
    const edited = { ...a!, values: { ...a!.values, qty: 4 } };
    const added = newRow(setup, { kode_barang: 'D' });
    const changes = rowChanges(setup, [edited, c!, added], [b!]);
    expect(changes.map((change) => [change.kind, change.row.values.kode_barang])).toEqual([
      ['edit', 'A'],
      ['add', 'D'],
      ['delete', 'B'],
    ]);
    // once saved, a row sends nothing until it changes again
    expect(rowChanges(setup, [markSaved(setup, edited, 1), markSaved(setup, added, 4)], [])).toEqual([]);
  });
});
