import { describe, expect, it } from 'vitest';
import { DEFAULT_BLOCKED_MESSAGE } from '../constants.ts';
import { compile } from './compile.ts';
import { codes, ROLE, rule, run } from './test-helpers.ts';
import type { RoleRule } from './types.ts';

// Each rule category by itself: the form and page ones (defaults, dynamic inputs, filters, tabs, blocks,
// input logic, rows, redirects, order, buttons, notifications). The others: categories.test.ts.

describe('Default Add If Hidden', () => {
  it('records values and formulas per field', () => {
    const config = run(
      rule('Default Add If Hidden', { setup: 'status', default_add: 'Active' }),
      rule('Default Add If Hidden', { setup: 'total', default_add: '=sum_row(qty * harga)' }),
      rule('Default Add If Hidden', {
        setup: 'harga',
        default_add: "API_FETCH('rsethargajual/cari', 'kode=' & kode, 'data.harga')",
      }),
    );
    expect(config.hiddenDefaults.status).toMatchObject({ value: 'Active', formula: null });
    expect(config.hiddenDefaults.total).toMatchObject({ formula: 'sum_row(qty * harga)' });
    expect(config.hiddenDefaults.harga!.formula).toMatch(/^API_FETCH/);
  });

  it('skips invalid formulas and empty values', () => {
    expect(
      codes([
        rule('Default Add If Hidden', { setup: 'a', default_add: '=1 +' }),
        rule('Default Add If Hidden', { setup: 'b' }),
      ]),
    ).toEqual(['invalid-expression', 'missing-value']);
  });
});

describe('Hide Dinamis Input', () => {
  it('maps control values to fields, with a default and mirror mode', () => {
    const r = rule('Hide Dinamis Input', { setup: 'jenis, Tunai:no_rek|bank, default:bank', mirror: 'ya' });
    expect(run(r).dynamicHides).toEqual([
      {
        controlField: 'jenis',
        cases: [{ value: 'Tunai', fields: ['no_rek', 'bank'] }],
        defaultFields: ['bank'],
        mirror: true,
        ruleId: String(r.id),
      },
    ]);
  });

  it('a bare name starts another control field', () => {
    const config = run(rule('Hide Dinamis Input', { setup: 'a, x:f1, b, y:f2' }));
    expect(config.dynamicHides.map((d) => [d.controlField, d.mirror])).toEqual([
      ['a', false],
      ['b', false],
    ]);
  });

  it('warns about values before a control field and controls without values', () => {
    expect(
      codes([
        rule('Hide Dinamis Input', { setup: 'x:f1' }),
        rule('Hide Dinamis Input', { setup: 'a' }),
        rule('Hide Dinamis Input'),
      ]),
    ).toEqual(['missing-field', 'invalid-setup', 'missing-field']);
  });
});

describe('Hide Filter Sidebar', () => {
  it('hides the filters of setup', () => {
    expect(run(rule('Hide Filter Sidebar', { setup: 'status, kota' })).hiddenFilters).toEqual([
      'status',
      'kota',
    ]);
  });

  it('warns with an empty setup', () => {
    expect(codes([rule('Hide Filter Sidebar')])).toEqual(['missing-field']);
  });
});

describe('Rename Filter Sidebar', () => {
  it('renames filters and the sidebar heading', () => {
    const config = run(
      rule('Rename Filter Sidebar', {
        setup: 'status',
        rename_filter_h2: 'Keadaan',
        nama_widget_h2: 'Saring',
      }),
    );
    expect({ ...config.filterRenames }).toEqual({ status: 'Keadaan' });
    expect(config.filterHeading).toBe('Saring');
  });

  it('may only set the heading; needs something', () => {
    expect(run(rule('Rename Filter Sidebar', { nama_widget_h2: 'Saring' })).filterHeading).toBe('Saring');
    expect(codes([rule('Rename Filter Sidebar', { setup: 'status' })])).toEqual(['missing-value']);
  });
});

describe('Hide Nama Tab', () => {
  it('hides the tabs of nama_tab', () => {
    expect(run(rule('Hide Nama Tab', { nama_tab: 'Riwayat, "Data, Lain"' })).hiddenTabs).toEqual([
      'Riwayat',
      'Data, Lain',
    ]);
  });

  it('warns without tabs', () => {
    expect(codes([rule('Hide Nama Tab')])).toEqual(['missing-value']);
  });
});

describe('Blokir JSX and block page', () => {
  it.each<[RoleRule, string]>([
    [{ keterangan: 'Tutup sementara', replace_label: 'x', setup: 'y' }, 'Tutup sementara'],
    [{ keterangan: '.', replace_label: 'Dari label', setup: 'y' }, 'Dari label'],
    [{ keterangan: '', replace_label: ' . ', setup: 'Dari setup' }, 'Dari setup'],
    [{ keterangan: '.', replace_label: '', setup: '.' }, DEFAULT_BLOCKED_MESSAGE],
    [{}, DEFAULT_BLOCKED_MESSAGE],
  ])('message of %j', (fields, message) => {
    expect(run(rule('Blokir JSX', fields)).blocked!.message).toBe(message);
  });

  it('blocks only its route, but lists every block route', () => {
    const rules = [
      rule('Blokir JSX', { nama_route: '/rsupplier' }),
      rule('block page', { nama_route: '/rmitra/add' }),
    ];
    const here = compile(rules, ROLE, '/rsupplier/view/2');
    expect(here.blocked).not.toBeNull();
    expect(here.blockedRoutes).toEqual(['/rsupplier', '/rmitra/add']);
    const elsewhere = compile(rules, ROLE, '/home');
    expect(elsewhere.blocked).toBeNull();
    expect(elsewhere.blockedRoutes).toEqual(['/rsupplier', '/rmitra/add']);
  });
});

describe('Logic Custom Input Add', () => {
  it('records numbered logics and expressions per field', () => {
    const config = run(
      rule('Logic Custom Input Add', { setup: 'total', logika_list: 'qty * harga' }),
      rule('Logic Custom Input Add', { nomor_logic_input: '3' }),
    );
    expect(config.inputLogics.map((l) => [l.logic, l.field, l.expression])).toEqual([
      [null, 'total', 'qty * harga'],
      ['3', null, null],
    ]);
  });

  it('skips rules without logic or with an invalid expression', () => {
    expect(
      codes([
        rule('Logic Custom Input Add', { setup: 'x' }),
        rule('Logic Custom Input Add', { setup: 'x', default_add: 'a b' }),
      ]),
    ).toEqual(['missing-value', 'invalid-expression']);
  });
});

describe('Set Single Feat Dinamis Row', () => {
  it('configures the master form with dynamic rows', () => {
    const r = rule('Set Single Feat Dinamis Row', {
      setup: 'rbarangmasuksub',
      taroh_id_di: 'id_barangmasuk',
      config_submit: 'Single and dynamic rows',
    });
    expect(run(r).singleDynamicRow).toEqual({
      rowsSource: 'rbarangmasuksub',
      idField: 'id_barangmasuk',
      submit: 'single-and-dynamic-rows',
      ruleId: String(r.id),
    });
    expect(
      run(rule('Set Single Feat Dinamis Row', { setup: 'x', config_submit: 'Single' })).singleDynamicRow!
        .submit,
    ).toBe('single');
  });

  it('needs setup; warns about an unknown submit mode', () => {
    expect(
      codes([
        rule('Set Single Feat Dinamis Row'),
        rule('Set Single Feat Dinamis Row', { setup: 'x', config_submit: 'Bulk' }),
      ]),
    ).toEqual(['missing-value', 'invalid-setup']);
  });
});

describe('single to add row same inject', () => {
  it('reads the look-up, mapping and row options', () => {
    const config = run(
      rule('single to add row same inject', {
        persamaan_api_lain: 'kode_barang:rstok/list|kode',
        dinamis_row_autofill: 'nama_barang:nama, harga',
        count_lebihdarisatu: 'ya',
        tdksametpbisamasukdynamicrow: 'tidak',
        kolom_dinamis_ifnosame: 'catatan',
        tdksametampilkankolomtambahan: '1',
        kalauvalidnonvalidbgrdynamicrow: 'valid:green, invalid:#f00',
        set_autoclear_or_not: 'tidak',
      }),
    );
    expect(config.singleRowAutofills[0]).toMatchObject({
      match: { field: 'kode_barang', endpoint: 'rstok/list', remoteField: 'kode' },
      mapping: [
        { target: 'nama_barang', source: 'nama' },
        { target: 'harga', source: 'harga' },
      ],
      countUp: true,
      allowUnmatched: false,
      unmatchedColumns: ['catatan'],
      showExtraColumnsWhenUnmatched: true,
      validColour: 'green',
      invalidColour: '#f00',
      autoClear: false,
    });
  });

  it('defaults: same remote field, severity colours for ya, clears the input', () => {
    const config = run(
      rule('single to add row same inject', {
        persamaan_api_lain: 'kode, rstok',
        kalauvalidnonvalidbgrdynamicrow: 'ya',
      }),
    );
    expect(config.singleRowAutofills[0]).toMatchObject({
      match: { field: 'kode', endpoint: 'rstok', remoteField: 'kode' },
      validColour: 'success',
      invalidColour: 'danger',
      autoClear: true,
    });
  });

  it('refuses endpoints outside the API', () => {
    expect(
      codes([
        rule('single to add row same inject', { persamaan_api_lain: 'kode:https://evil.com/x' }),
        rule('single to add row same inject'),
      ]),
    ).toEqual(['invalid-endpoint', 'missing-value']);
  });
});

describe('single to single same inject', () => {
  it('fills single fields from a match', () => {
    const config = run(
      rule('single to single same inject', {
        persamaan_api_lain: 'nik:akun',
        kolom_single_autofill: 'nama:nama_lengkap, no_hp',
      }),
    );
    expect(config.singleFieldAutofills[0]).toMatchObject({
      match: { field: 'nik', endpoint: 'akun' },
      mapping: [
        { target: 'nama', source: 'nama_lengkap' },
        { target: 'no_hp', source: 'no_hp' },
      ],
    });
  });

  it('needs a mapping', () => {
    expect(codes([rule('single to single same inject', { persamaan_api_lain: 'nik:akun' })])).toEqual([
      'missing-value',
    ]);
  });
});

describe('Redirect After Login', () => {
  it('stores an in-app address whatever the route', () => {
    expect(
      compile([rule('Redirect After Login', { nama_route: '', url_redirect: 'rpekerjaan' })], ROLE, '/home')
        .redirectAfterLogin,
    ).toBe('/rpekerjaan');
  });

  it('refuses external and protocol-relative addresses', () => {
    expect(
      codes([
        rule('Redirect After Login', { url_redirect: 'https://evil.com' }),
        rule('Redirect After Login', { url_redirect: '//evil.com' }),
        rule('Redirect After Login'),
      ]),
    ).toEqual(['unsafe-link', 'unsafe-link', 'missing-value']);
  });
});

describe('Upload to Camera Timestamp', () => {
  it('lists the camera fields', () => {
    expect(
      run(rule('Upload to Camera Timestamp', { setup: 'foto_absen, foto_lokasi' })).cameraTimestampFields,
    ).toEqual(['foto_absen', 'foto_lokasi']);
  });

  it('warns with an empty setup', () => {
    expect(codes([rule('Upload to Camera Timestamp')])).toEqual(['missing-field']);
  });
});

describe('Urut Field Teratas', () => {
  it('records value-driven orders and the default order', () => {
    const config = run(
      rule('Urut Field Teratas', { setup: 'jenis, Barang:kode|nama, Jasa:durasi, default:nama|kode' }),
    );
    expect(config.fieldOrderConfigs[0]).toMatchObject({
      controlField: 'jenis',
      cases: [
        { value: 'Barang', fields: ['kode', 'nama'] },
        { value: 'Jasa', fields: ['durasi'] },
      ],
      defaultOrder: ['nama', 'kode'],
    });
    expect(config.fieldOrder).toEqual(['nama', 'kode']);
  });

  it('accepts a default order alone; warns about a bare control', () => {
    expect(run(rule('Urut Field Teratas', { setup: 'default:b|a' })).fieldOrder).toEqual(['b', 'a']);
    expect(codes([rule('Urut Field Teratas', { setup: 'jenis' }), rule('Urut Field Teratas')])).toEqual([
      'invalid-setup',
      'missing-field',
    ]);
  });
});

describe('default role id add', () => {
  it('gives the role id for new records', () => {
    expect(run(rule('default role id add', { default_add: '53' })).defaultRoleIdAdd).toBe('53');
  });

  it('warns when empty', () => {
    expect(codes([rule('default role id add')])).toEqual(['missing-value']);
  });
});

describe('hide action button', () => {
  it('hides every row action, or the named ones', () => {
    expect(run(rule('hide action button')).hideActionButton).toBe(true);
    const some = run(rule('hide action button', { setup: 'edit, delete' }));
    expect([some.hideActionButton, some.hiddenActionButtons]).toEqual([false, ['edit', 'delete']]);
  });

  it('does nothing on another route', () => {
    expect(compile([rule('hide action button')], ROLE, '/rmitra').hideActionButton).toBe(false);
  });
});

describe('hide add button', () => {
  it('hides the add button on its route only', () => {
    expect(run(rule('hide add button')).hideAddButton).toBe(true);
    expect(compile([rule('hide add button')], ROLE, '/rmitra').hideAddButton).toBe(false);
  });
});

describe('notification', () => {
  it('shows a message with a severity', () => {
    expect(
      run(rule('notification', { keterangan: 'Stok opname Jumat', iconcolor: 'warning' })).notifications,
    ).toMatchObject([{ message: 'Stok opname Jumat', severity: 'warning' }]);
    expect(run(rule('notification', { setup: 'Halo' })).notifications[0]!.severity).toBe('info');
  });

  it('warns without a message', () => {
    expect(codes([rule('notification', { keterangan: '.' })])).toEqual(['missing-value']);
  });
});
