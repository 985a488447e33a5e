import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../menu.ts';
import { compile } from './compile.ts';
import { applyMenuRules } from './menu.ts';
import { ROLE, rule } from './test-helpers.ts';
import type { RoleRule } from './types.ts';

const MENU: MenuItem[] = [
  { to: '/home', label: 'Home' },
  {
    to: '',
    label: 'Gudang',
    items: [
      { to: '/rbarangmasuk', label: 'Barang Masuk' },
      { to: '/rstok', label: 'Stok' },
    ],
  },
  { to: '/rsupplier', label: 'Supplier' },
];

const apply = (...rules: RoleRule[]) => applyMenuRules(MENU, compile(rules, ROLE, '/home'));
const labels = (items: MenuItem[]): unknown[] =>
  items.map((i) => (i.items ? [i.label, labels(i.items)] : i.label));

describe('applyMenuRules', () => {
  it('leaves the menu alone without rules and never changes its input', () => {
    expect(apply()).toEqual(MENU);
    const copy = JSON.parse(JSON.stringify(MENU)) as MenuItem[];
    apply(
      rule('Hide Menu', { nama_route: '/rstok' }),
      rule('Buat Menu Manual', {
        nama_route: '/rstok',
        replace_label: 'X',
        url_replace_route: '/x',
        layer: 1,
      }),
    );
    expect(MENU).toEqual(copy);
  });

  it('hides entries, and groups left empty', () => {
    expect(labels(apply(rule('Hide Menu', { nama_route: '/rstok' })))).toEqual([
      'Home',
      ['Gudang', ['Barang Masuk']],
      'Supplier',
    ]);
    expect(labels(apply(rule('Hide Menu', { setup: 'rstok, rbarangmasuk' })))).toEqual(['Home', 'Supplier']);
  });

  it('replaces address, label and icon', () => {
    const [, , supplier] = apply(
      rule('Replace Menu', {
        nama_route: '/rsupplier',
        url_replace_route: '/rmitra',
        replace_label: 'Mitra',
        iconmenu: 'pi pi-users',
      }),
    );
    expect(supplier).toEqual({ to: '/rmitra', label: 'Mitra', icon: 'pi pi-users' });
  });

  it('places manual entries before/after their anchor and inside its group, in rule order', () => {
    const out = apply(
      rule('Buat Menu Manual', {
        nama_route: '/rstok',
        replace_label: 'A1',
        url_replace_route: '/a1',
        letak_atas_atau_bawah: 'bawah',
        urutan: 1,
      }),
      rule('Buat Menu Manual', {
        nama_route: '/rstok',
        replace_label: 'A2',
        url_replace_route: '/a2',
        letak_atas_atau_bawah: 'bawah',
        urutan: 2,
      }),
      rule('Buat Menu Manual', {
        nama_route: '/rstok',
        replace_label: 'B1',
        url_replace_route: '/b1',
        letak_atas_atau_bawah: 'atas',
        urutan: 3,
      }),
      rule('Buat Menu Manual', {
        nama_route: '/rstok',
        replace_label: 'B2',
        url_replace_route: '/b2',
        letak_atas_atau_bawah: 'atas',
        urutan: 4,
      }),
      rule('Buat Menu Manual', {
        nama_route: '/rsupplier',
        replace_label: 'C1',
        url_replace_route: '/c1',
        letak_atas_atau_bawah: 'atas',
        layer: '1',
        urutan: 5,
      }),
      rule('Buat Menu Manual', {
        nama_route: '/rsupplier',
        replace_label: 'C2',
        url_replace_route: '/c2',
        letak_atas_atau_bawah: 'atas',
        layer: '1',
        urutan: 6,
      }),
      rule('Buat Menu Manual', {
        nama_route: '/nowhere',
        replace_label: 'End',
        url_replace_route: '/end',
        urutan: 7,
      }),
      rule('Buat Menu Manual', {
        nama_route: '/nowhere',
        replace_label: 'Start',
        url_replace_route: '/start',
        letak_atas_atau_bawah: 'top',
        urutan: 8,
      }),
    );
    expect(labels(out)).toEqual([
      'Start',
      'Home',
      ['Gudang', ['Barang Masuk', 'B1', 'B2', 'Stok', 'A1', 'A2']],
      ['Supplier', ['C1', 'C2']],
      'End',
    ]);
    expect(out[2]!.items![1]).toEqual({
      to: '/b1',
      label: 'B1',
      icon: 'pi pi-tags',
    });
  });

  it('does not add a manual entry whose address is hidden', () => {
    const out = apply(
      rule('Hide Menu', { nama_route: '/x' }),
      rule('Buat Menu Manual', { nama_route: '/home', replace_label: 'X', url_replace_route: '/x' }),
    );
    expect(labels(out)).toEqual(['Home', ['Gudang', ['Barang Masuk', 'Stok']], 'Supplier']);
  });
});
