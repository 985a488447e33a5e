import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_ACTION_ICON, DEFAULT_MANUAL_MENU_ICON } from '../constants.ts';
import { RULE_CATEGORY_NAMES } from '../resources/setupshowhideroleid.resource.ts';
import { CATEGORY_NAMES, categoryOf, RULE_CATEGORIES } from './categories.ts';
import { compile } from './compile.ts';
import { codes, ROLE, rule, run } from './test-helpers.ts';

// Each rule category by itself: names, columns, menus, list actions and colours, labels and titles. The
// form and page categories: categories-form.test.ts.

describe('category names', () => {
  it('are compared case-insensitively with whitespace trimmed', () => {
    expect(categoryOf('  hide   KOLOM ')).toBe('hide-kolom');
    expect(categoryOf('SINGLE TO ADD ROW SAME INJECT')).toBe('single-to-add-row-same-inject');
    expect(categoryOf('Colour List')).toBe('colour-list');
    expect(categoryOf('color list')).toBe('colour-list');
    expect(categoryOf('Hide Everything')).toBeNull();
    expect(categoryOf(null)).toBeNull();
  });

  it('understand every kategori the setup resource offers', () => {
    expect(RULE_CATEGORY_NAMES.map((name) => categoryOf(name))).toEqual(RULE_CATEGORIES);
  });

  it('cover the 22 categories of spec §3, the six of the setup menu and the three of issue 37', () => {
    expect(RULE_CATEGORIES).toHaveLength(31);
    for (const id of RULE_CATEGORIES) expect(categoryOf(CATEGORY_NAMES[id])).toBe(id);
  });
});

describe('Batasi Baris', () => {
  it('keeps a condition that parses for the server, and warns on one that does not', () => {
    expect(run(rule('Batasi Baris', { setup: " cabang == 'Bandung' " })).rowScopes).toEqual([
      { ruleId: expect.anything(), condition: "cabang == 'Bandung'" },
    ]);
    const broken = run(rule('Batasi Baris', { setup: 'cabang ==' }));
    expect(broken.rowScopes).toEqual([]);
    expect(broken.warnings.map((w) => w.code)).toEqual(['invalid-expression']);
    expect(run(rule('Batasi Baris', { setup: '' })).warnings.map((w) => w.code)).toEqual(['missing-value']);
  });
});

describe('Kunci Kolom and Wajib Isi', () => {
  it('list each field with its condition, or none', () => {
    expect(run(rule('Kunci Kolom', { setup: 'diskon, harga' })).fieldRules).toEqual([
      { field: 'diskon', rule: 'readOnly', condition: null, ruleId: expect.anything() },
      { field: 'harga', rule: 'readOnly', condition: null, ruleId: expect.anything() },
    ]);
    expect(run(rule('Wajib Isi', { setup: 'cabang', logika_list: "status == 'Active'" })).fieldRules).toEqual(
      [{ field: 'cabang', rule: 'required', condition: "status == 'Active'", ruleId: expect.anything() }],
    );
  });
  it('drop a rule whose condition does not parse, with a warning', () => {
    const config = run(rule('Kunci Kolom', { setup: 'diskon', logika_list: 'diskon >' }));
    expect(config.fieldRules).toEqual([]);
    expect(config.warnings.map((w) => w.code)).toEqual(['invalid-expression']);
  });
});

describe('Hide Kolom', () => {
  it('hides the fields of setup', () => {
    expect(run(rule('Hide Kolom', { setup: 'no_hp, email' })).hiddenFields).toEqual(['no_hp', 'email']);
  });

  it('warns when setup names no field', () => {
    const config = run(rule('Hide Kolom', { setup: ' , ' }));
    expect(config.hiddenFields).toEqual([]);
    expect(config.warnings.map((w) => w.code)).toEqual(['missing-field']);
  });

  it('refuses prototype names', () => {
    const config = run(rule('Hide Kolom', { setup: '__proto__, constructor, nama' }));
    expect(config.hiddenFields).toEqual(['nama']);
    expect(config.warnings.map((w) => w.code)).toEqual(['forbidden-name', 'forbidden-name']);
  });
});

describe('Replace Menu', () => {
  const r = rule('Replace Menu', {
    nama_route: '/rsupplier/list',
    url_replace_route: 'rmitra',
    replace_label: 'Mitra',
    iconmenu: 'pi pi-users',
    icon_color: 'teal',
    target: '_blank',
  });

  it('maps the entry to a new address, label, icon, colour and target on every route', () => {
    const config = compile([r], ROLE, '/home');
    expect(config.menuReplacements['/rsupplier']).toEqual({
      route: '/rsupplier',
      to: '/rmitra',
      label: 'Mitra',
      icon: 'pi pi-users',
      iconcolor: 'teal',
      target: '_blank',
      ruleId: String(r.id),
    });
  });

  it('may only rename; unsafe addresses are refused', () => {
    const config = run(
      rule('Replace Menu', { nama_route: '/a', replace_label: 'A' }),
      rule('Replace Menu', { nama_route: '/b', url_replace_route: 'javascript:alert(1)' }),
      rule('Replace Menu', { nama_route: '', replace_label: 'X' }),
    );
    expect(config.menuReplacements['/a']).toMatchObject({ to: null, label: 'A' });
    expect(config.menuReplacements['/b']).toBeUndefined();
    expect(config.warnings.map((w) => w.code)).toEqual(['unsafe-link', 'missing-value', 'missing-route']);
  });

  it('the first rule (by urutan) wins for an entry', () => {
    const config = run(
      rule('Replace Menu', { nama_route: '/a', replace_label: 'Second', urutan: 2 }),
      rule('Replace Menu', { nama_route: '/a', replace_label: 'First', urutan: 1 }),
    );
    expect(config.menuReplacements['/a']!.label).toBe('First');
    expect(config.decisions.menus['/a']!.map((d) => d.applied)).toEqual([true, false]);
  });
});

describe('Buat Menu Manual', () => {
  it('adds an entry before or after its anchor with layer, order and the default tags icon', () => {
    const config = compile(
      [
        rule('Buat Menu Manual', {
          nama_route: '/rsupplier',
          replace_label: 'Laporan Supplier',
          url_replace_route: '/rlaporan/supplier',
          letak_atas_atau_bawah: 'atas',
          layer: '1',
          urutan: 4,
        }),
        rule('Buat Menu Manual', {
          nama_route: '/rsupplier',
          label_action: 'Web',
          link_action: 'https://kantor.id',
          letak_atas_atau_bawah: 'bottom',
          iconmenu: 'pi pi-globe',
          target: '_blank',
          urutan: 5,
        }),
      ],
      ROLE,
      '/anything',
    );
    expect(config.manualMenus).toMatchObject([
      {
        anchor: '/rsupplier',
        position: 'before',
        layer: 1,
        order: 4,
        index: 0,
        menu: { to: '/rlaporan/supplier', label: 'Laporan Supplier', icon: DEFAULT_MANUAL_MENU_ICON },
      },
      {
        anchor: '/rsupplier',
        position: 'after',
        layer: 0,
        order: 5,
        index: 1,
        menu: { to: 'https://kantor.id', icon: 'pi pi-globe', target: '_blank' },
      },
    ]);
  });

  it('needs a label and a target', () => {
    expect(
      codes([
        rule('Buat Menu Manual', { replace_label: 'X' }),
        rule('Buat Menu Manual', { url_replace_route: '/x' }),
      ]),
    ).toEqual(['missing-value', 'missing-value']);
  });
});

describe('Hide Menu', () => {
  it('hides the entry of nama_route on every route', () => {
    expect(
      compile([rule('Hide Menu', { nama_route: '/rsupplier/index' })], ROLE, '/home').hiddenMenus,
    ).toEqual(['/rsupplier']);
  });

  it('takes the routes of setup when given', () => {
    expect(run(rule('Hide Menu', { nama_route: '/home', setup: 'rmitra, /rstok' })).hiddenMenus).toEqual([
      '/rmitra',
      '/rstok',
    ]);
  });

  it('warns without a route', () => {
    expect(codes([rule('Hide Menu', { nama_route: '' })])).toEqual(['missing-route']);
  });
});

describe('Add Action List', () => {
  it('adds a row action with placeholders and the default external-link icon', () => {
    const r = rule('Add Action List', {
      label_action: 'Cetak',
      url_action: '/rinvoice/print/{id}',
      target: '_blank',
    });
    expect(run(r).listActions).toEqual([
      {
        id: `action-${r.id}`,
        label: 'Cetak',
        to: '/rinvoice/print/{id}',
        icon: DEFAULT_LIST_ACTION_ICON,
        iconcolor: null,
        target: '_blank',
        sourceRoute: '/rsupplier',
        ruleId: String(r.id),
      },
    ]);
  });

  it('link_action wins over url_action; applies only on its route', () => {
    const r = rule('Add Action List', {
      label_action: 'A',
      link_action: 'x/{id}',
      url_action: 'y',
      iconmenu: 'pi pi-print',
      iconcolor: 'red',
    });
    expect(run(r).listActions[0]).toMatchObject({ to: '/x/{id}', icon: 'pi pi-print', iconcolor: 'red' });
    expect(compile([r], ROLE, '/rmitra').listActions).toEqual([]);
  });

  it('refuses a missing label or an unsafe target', () => {
    expect(
      codes([
        rule('Add Action List', { link_action: '/x' }),
        rule('Add Action List', { label_action: 'X', link_action: '//evil.com' }),
      ]),
    ).toEqual(['missing-value', 'unsafe-link', 'missing-value']);
  });
});

describe('Logika List JSX', () => {
  it('gives a column an expression', () => {
    const r = rule('Logika List JSX', { setup: 'status', logika_list: "IF(qty < 5, 'Menipis', 'Aman')" });
    expect(run(r).listColumnLogics.status).toEqual({
      column: 'status',
      expression: "IF(qty < 5, 'Menipis', 'Aman')",
      ruleId: String(r.id),
    });
  });

  it('skips invalid expressions with a warning that names the position', () => {
    const config = run(rule('Logika List JSX', { setup: 'status', logika_list: 'qty <' }));
    expect(config.listColumnLogics.status).toBeUndefined();
    expect(config.warnings[0]).toMatchObject({
      code: 'invalid-expression',
      message: expect.stringContaining('position 5'),
    });
  });
});

describe('Warnai List JSX and colour list', () => {
  it('colours a column, or the whole row when setup is empty', () => {
    const config = run(
      rule('Warnai List JSX', { setup: 'status', warna_kolom_list: "status == 'Done' => green" }),
      rule('colour list', { warna_kolom_list: 'qty < 5 => danger' }),
    );
    expect(config.listColours.map((c) => [c.column, c.rules.map((x) => x.colour)])).toEqual([
      ['status', ['green']],
      [null, ['danger']],
    ]);
  });

  it('refuses arbitrary CSS', () => {
    const config = run(rule('Warnai List JSX', { warna_kolom_list: 'qty < 5 => red; background: url(x)' }));
    expect(config.listColours).toEqual([]);
    expect(config.warnings.map((w) => w.code)).toEqual(['invalid-colour']);
  });

  it('refuses colours outside the whitelist and bad conditions', () => {
    expect(
      codes([
        rule('Warnai List JSX', { warna_kolom_list: 'qty < 5 => expression(alert)' }),
        rule('Warnai List JSX', { warna_kolom_list: 'qty < => red' }),
        rule('Warnai List JSX'),
      ]),
    ).toEqual(['invalid-colour', 'invalid-expression', 'missing-value']);
  });
});

describe('Replace Label', () => {
  it('renames the fields of setup', () => {
    expect(
      run(rule('Replace Label', { setup: 'no_hp', replace_label: 'WhatsApp' })).labelReplacements,
    ).toEqual({ no_hp: 'WhatsApp' });
  });

  it('warns without replace_label; the first rule wins', () => {
    const config = run(
      rule('Replace Label', { setup: 'a', replace_label: '' }),
      rule('Replace Label', { setup: 'b', replace_label: 'One' }),
      rule('Replace Label', { setup: 'b', replace_label: 'Two' }),
    );
    expect({ ...config.labelReplacements }).toEqual({ b: 'One' });
    expect(config.warnings.map((w) => w.code)).toEqual(['missing-value']);
  });
});

describe('Ganti Title Header', () => {
  it('sets the header title from replace_label, else setup', () => {
    expect(run(rule('Ganti Title Header', { replace_label: 'Daftar Mitra' })).headerTitle).toBe(
      'Daftar Mitra',
    );
    expect(run(rule('Ganti Title Header', { setup: 'Dari Setup' })).headerTitle).toBe('Dari Setup');
  });

  it('warns when both are empty', () => {
    expect(codes([rule('Ganti Title Header')])).toEqual(['missing-value']);
  });
});
