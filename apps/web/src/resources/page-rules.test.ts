import { compile, type RoleRule } from '@kantor/core';
import { describe, expect, it } from 'vitest';
import {
  actionTarget,
  evaluateColumnLogic,
  isTabHidden,
  logicValueText,
  rowColours,
  ruleAbilities,
  ruleFieldFlags,
  ruleFilterFields,
  ruleFilterLabel,
  ruleLabel,
  ruleListActions,
  safeIconClass,
} from './page-rules.ts';

let id = 1;
const config = (records: Partial<RoleRule>[], route = '/tes') =>
  compile(
    records.map((r) => ({ id: id++, role_id: 53, nama_route: '/tes', ...r })),
    53,
    route,
  );
const all = { view: true, add: true, edit: true, delete: true };

describe('page rules on the generic screens', () => {
  it('replaces labels and filter labels, and hides filters of hidden fields', () => {
    const c = config([
      { kategori: 'Replace Label', setup: 'nama, email', replace_label: 'Kontak' },
      { kategori: 'Rename Filter Sidebar', setup: 'email', rename_filter_h2: 'Surel' },
      { kategori: 'Hide Kolom', setup: 'harga' },
      { kategori: 'Hide Filter Sidebar', setup: 'tanggal' },
    ]);
    expect(ruleLabel(c, 'nama', 'Nama')).toBe('Kontak');
    expect(ruleLabel(c, 'jumlah', 'Jumlah')).toBe('Jumlah');
    expect(ruleLabel(c, 'constructor', 'X')).toBe('X');
    expect(ruleFilterLabel(c, 'email', 'Email')).toBe('Surel');
    expect(ruleFilterLabel(c, 'nama', 'Nama')).toBe('Kontak');
    expect(ruleFilterFields(c, ['jumlah', 'harga', 'tanggal', 'aktif'])).toEqual(['jumlah', 'aktif']);
  });

  it('narrows abilities by hide add button and hide action button, never widening them', () => {
    expect(ruleAbilities(all, config([{ kategori: 'hide add button' }]))).toEqual({ ...all, add: false });
    expect(ruleAbilities(all, config([{ kategori: 'hide action button', setup: 'Hapus, view' }]))).toEqual({
      view: false,
      add: true,
      edit: true,
      delete: false,
    });
    expect(ruleAbilities(all, config([{ kategori: 'hide action button' }]))).toEqual({
      view: false,
      add: true,
      edit: false,
      delete: false,
    });
    const none = { view: false, add: false, edit: false, delete: false };
    expect(ruleAbilities(none, config([]))).toEqual(none);
  });

  it('lists the extra actions a hide action button rule does not name', () => {
    const c = config([
      { kategori: 'Add Action List', label_action: 'Cetak', link_action: '/x/{id}' },
      { id: 90, kategori: 'Add Action List', label_action: 'Kirim', link_action: '/y/{id}' },
      { kategori: 'hide action button', setup: 'action-90' },
    ]);
    expect(ruleListActions(c).map((a) => a.label)).toEqual(['Cetak']);
  });

  it('sends in-app targets through the router and the rest to a link', () => {
    const [inApp, blank, external] = config([
      { kategori: 'Add Action List', label_action: 'A', link_action: '/tes/view/{id}' },
      { kategori: 'Add Action List', label_action: 'B', link_action: '/tes/print/{id}', target: '_blank' },
      { kategori: 'Add Action List', label_action: 'C', link_action: 'https://example.com/{id}' },
    ]).listActions;
    expect(actionTarget(inApp!, '/tes/view/1')).toEqual({ kind: 'route', to: '/tes/view/1' });
    expect(actionTarget(blank!, '/tes/print/1')).toEqual({
      kind: 'link',
      href: '/tes/print/1',
      target: '_blank',
    });
    expect(actionTarget(external!, 'https://example.com/1')).toEqual({
      kind: 'link',
      href: 'https://example.com/1',
      target: '_blank',
    });
  });

  it('keeps icon classes to class-name characters', () => {
    expect(safeIconClass('pi pi-print')).toBe('pi pi-print');
    expect(safeIconClass('pi" onmouseover="x')).toBe('pi pi-external-link');
    expect(safeIconClass(null)).toBe('pi pi-external-link');
  });

  it('evaluates column logic against the row, and says when it cannot', () => {
    expect(evaluateColumnLogic("IF(stok < 5, 'Menipis', 'Aman')", { stok: 2 })).toEqual({
      ok: true,
      value: 'Menipis',
    });
    expect(evaluateColumnLogic("API_FETCH('x')", {}).ok).toBe(false);
    expect(evaluateColumnLogic('1 +', {}).ok).toBe(false);
    const labels = { yes: 'Ya', no: 'Tidak' };
    expect(logicValueText(1234567.5, labels)).toBe('1.234.567,5');
    expect(logicValueText(true, labels)).toBe('Ya');
    expect(logicValueText(['a', 'b'], labels)).toBe('a, b');
    expect(logicValueText(null, labels)).toBe('');
  });

  it('picks the first matching row colour and each column’s first matching colour', () => {
    const c = config([
      { kategori: 'Warnai List JSX', warna_kolom_list: 'qty < 5 => warning' },
      { kategori: 'Warnai List JSX', warna_kolom_list: 'true => red' },
      { kategori: 'colour list', setup: 'qty', warna_kolom_list: 'qty == 0 => #000' },
      { kategori: 'Warnai List JSX', setup: 'qty', warna_kolom_list: 'true => blue' },
    ]);
    const low = rowColours(c, { qty: 0 });
    expect(low.row?.token).toBe('warning');
    expect(low.cells.qty?.token).toBe('h-000000');
    const high = rowColours(c, { qty: 9 });
    expect(high.row?.token).toBe('n-red');
    expect(high.cells.qty?.token).toBe('n-blue');
  });

  it('matches hidden tabs by any of their names, ignoring case', () => {
    const c = config([{ kategori: 'Hide Nama Tab', nama_tab: 'riwayat' }]);
    expect(isTabHidden(c, ['history', 'Riwayat'])).toBe(true);
    expect(isTabHidden(c, ['detail'])).toBe(false);
  });

  it('reads conditional Kunci Kolom and Wajib Isi over the record and who is looking', () => {
    const c = config([
      { kategori: 'Kunci Kolom', setup: 'email' },
      {
        kategori: 'Kunci Kolom',
        setup: 'harga',
        logika_list: "jumlah > 100 and not ('Supervisor' in user.groups)",
      },
      { kategori: 'Wajib Isi', setup: 'no_hp', logika_list: "user.cabang == 'Bandung'" },
    ]);
    const kasir = { user: { groups: ['Kasir'], cabang: 'Bandung' }, role: { name: 'Kasir' } };
    // without a record or facts, only the unconditional rule holds
    expect([...ruleFieldFlags(c).locked]).toEqual(['email']);
    expect([...ruleFieldFlags(c).required]).toEqual([]);
    expect([...ruleFieldFlags(c, { jumlah: 150 }, kasir).locked].sort()).toEqual(['email', 'harga']);
    expect([...ruleFieldFlags(c, { jumlah: 150 }, kasir).required]).toEqual(['no_hp']);
    expect([...ruleFieldFlags(c, { jumlah: 50 }, kasir).locked]).toEqual(['email']);
    const supervisor = { ...kasir, user: { groups: ['Supervisor'], cabang: 'Surabaya' } };
    expect([...ruleFieldFlags(c, { jumlah: 150 }, supervisor).locked]).toEqual(['email']);
    expect([...ruleFieldFlags(c, { jumlah: 150 }, supervisor).required]).toEqual([]);
  });

  it('never locks a field by a condition on its own value (the user could not type it back)', () => {
    const c = config([
      {
        kategori: 'Kunci Kolom',
        setup: 'harga',
        logika_list: "harga > 100 and not ('Supervisor' in user.groups)",
      },
      { kategori: 'Wajib Isi', setup: 'email', logika_list: "email != '' or jumlah > 1" },
    ]);
    const kasir = { user: { groups: ['Kasir'] }, role: null };
    expect([...ruleFieldFlags(c, { harga: 150 }, kasir).locked]).toEqual([]);
    // a required field may read itself: it asks for a value, it does not hold one
    expect([...ruleFieldFlags(c, { email: null, jumlah: 2 }, kasir).required]).toEqual(['email']);
  });

  it('colours and column logic read who is looking', () => {
    const c = config([{ kategori: 'Warnai List JSX', warna_kolom_list: 'cabang == user.cabang => danger' }]);
    const facts = { user: { cabang: 'Bandung' }, role: null };
    expect(rowColours(c, { cabang: 'Bandung' }, facts).row).not.toBeNull();
    expect(rowColours(c, { cabang: 'Surabaya' }, facts).row).toBeNull();
    expect(
      evaluateColumnLogic(
        "role.name & '@' & user.cabang",
        {},
        { user: { cabang: 'Bandung' }, role: { name: 'Kasir' } },
      ),
    ).toEqual({
      ok: true,
      value: 'Kasir@Bandung',
    });
  });
});
