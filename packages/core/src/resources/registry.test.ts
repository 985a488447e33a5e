import { describe, expect, it } from 'vitest';
import en from '../../../../apps/web/src/locales/en-US/resources.json' with { type: 'json' };
import id from '../../../../apps/web/src/locales/id-ID/resources.json' with { type: 'json' };
import { OPTIONS } from '../options.ts';
import { EXTRA_ROUTES, RESOURCE_NAMES } from '../pages.ts';
import {
  type FieldDef,
  type FieldKind,
  getResource,
  isResourceName,
  RESOURCE_LIST,
  RESOURCES,
  type Resource,
  RULE_CATEGORY_NAMES,
} from './index.ts';

type LocaleFile = Record<string, { title: string; fields: Record<string, string> }>;
const LOCALES: Record<string, LocaleFile> = { 'id-ID': id, 'en-US': en };

const ADMIN_MANAGED = [
  'akun',
  'dbteam',
  'dokumengenerator',
  'rchatadmin',
  'rlangganan',
  'rsetwebsite',
  'rsupplier',
  'setupshowhideroleid',
  'tes',
  'tes2',
];
const REGIONS = ['regprovinces', 'regregencies', 'regdistricts', 'regvillages'];
const IMPLICIT = ['id', 'created_at', 'updated_at'];
/** Every field kind; a Record so that a kind added to the DSL must be added here. */
const KINDS: Record<FieldKind, true> = {
  text: true,
  textarea: true,
  richtext: true,
  email: true,
  phone: true,
  url: true,
  ip: true,
  password: true,
  integer: true,
  decimal: true,
  money: true,
  percent: true,
  boolean: true,
  date: true,
  datetime: true,
  time: true,
  select: true,
  relation: true,
  relations: true,
  image: true,
  file: true,
  json: true,
  color: true,
};
const TEXT_KINDS: FieldKind[] = ['text', 'textarea', 'richtext', 'email', 'phone', 'url', 'ip'];
const NUMERIC_KINDS: FieldKind[] = ['integer', 'decimal', 'money', 'percent'];
const UNSORTABLE_KINDS: FieldKind[] = ['json', 'image', 'file', 'richtext', 'password'];

const fieldsOf = (r: Resource): [string, FieldDef][] => Object.entries(r.fields);
const each = RESOURCE_LIST.map((r) => [r.name, r] as const);

/** Resolves `resources.x.fields.y` in a locale file (the `resources.` namespace is the file itself). */
function label(file: LocaleFile, key: string): string | undefined {
  const [ns, resource, group, field] = key.split('.');
  if (ns !== 'resources' || !resource) return undefined;
  const entry = file[resource];
  if (!entry) return undefined;
  if (group === 'title' && field === undefined) return entry.title;
  return group === 'fields' && field ? entry.fields[field] : undefined;
}

describe('the registry', () => {
  it('holds exactly the resources of RESOURCE_NAMES, in that order, each under its own name', () => {
    expect(Object.keys(RESOURCES)).toEqual([...RESOURCE_NAMES]);
    expect(RESOURCE_LIST.map((r) => r.name)).toEqual([...RESOURCE_NAMES]);
    for (const [name, r] of Object.entries(RESOURCES)) expect(r.name).toBe(name);
    expect(new Set(RESOURCE_LIST.map((r) => r.table)).size).toBe(RESOURCE_LIST.length);
  });

  it('finds declarations by name and nothing else', () => {
    expect(getResource('rsupplier')?.titleField).toBe('nama_supplier');
    expect(isResourceName('rinvoice')).toBe(true);
    for (const bad of ['', 'nope', 'RSUPPLIER', 'toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      expect(getResource(bad)).toBeUndefined();
      expect(isResourceName(bad)).toBe(false);
    }
  });

  it('marks exactly the ten resources of spec §6 as admin-managed, each with an owner', () => {
    expect(RESOURCE_LIST.filter((r) => r.adminManaged).map((r) => r.name)).toEqual(ADMIN_MANAGED);
    for (const name of ADMIN_MANAGED) {
      const r = getResource(name);
      expect(r?.owner, name).toBe('user_id');
      expect(r?.fields.user_id?.relation, name).toEqual({ resource: 'users', labelField: 'username' });
    }
  });

  it('makes only the seeded regions and the derived stock read-only; regions use their official codes', () => {
    expect(RESOURCE_LIST.filter((r) => r.readOnly).map((r) => r.name)).toEqual([...REGIONS].sort());
    expect(RESOURCE_LIST.filter((r) => r.idType === 'code').map((r) => r.name)).toEqual([...REGIONS].sort());
    for (const name of REGIONS) expect(getResource(name)?.fields.name?.required, name).toBe(true);
  });

  it('declares the extra routes of spec §2 on their resources and nowhere else', () => {
    for (const r of RESOURCE_LIST) expect(r.extraRoutes ?? [], r.name).toEqual(EXTRA_ROUTES[r.name] ?? []);
  });
});

describe.each(each)('%s', (name, r) => {
  it('has a one-line purpose, a title field, a default order and an owner among its fields', () => {
    expect(r.purpose.trim().length).toBeGreaterThan(10);
    expect(r.purpose).not.toContain('\n');
    expect(r.fieldNames).toContain(r.titleField);
    expect(r.defaultSort, 'defaultSort').toBeDefined();
    expect(r.fieldNames).toContain(r.defaultSort?.field);
    if (r.owner !== null) {
      expect(r.fieldNames).toContain(r.owner);
      expect(r.fields[r.owner]?.relation?.resource).toBe('users');
    }
  });

  it('names its fields in snake_case, without the implicit id and timestamps', () => {
    expect(r.fieldNames.length).toBeGreaterThan(0);
    for (const field of r.fieldNames) {
      expect(field).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(IMPLICIT).not.toContain(field);
    }
  });

  it('lists between one and seven fields, and only sorts, searches and filters sensible kinds', () => {
    const listed = fieldsOf(r).filter(([, d]) => d.list);
    expect(listed.length).toBeGreaterThanOrEqual(1);
    expect(listed.length).toBeLessThanOrEqual(7);
    for (const [field, d] of fieldsOf(r)) {
      if (d.search) expect(TEXT_KINDS, `${field} is searchable`).toContain(d.kind);
      if (d.sort) expect(UNSORTABLE_KINDS, `${field} is sortable`).not.toContain(d.kind);
      if (d.hidden) expect(d.list || d.search || d.filter || d.sort, `${field} is hidden`).toBeFalsy();
    }
  });

  it('points every relation at a registered resource and a declared label field', () => {
    for (const [field, d] of fieldsOf(r)) {
      if (d.kind !== 'relation' && d.kind !== 'relations') {
        expect(d.relation, field).toBeUndefined();
        continue;
      }
      const target = d.relation ? getResource(d.relation.resource) : undefined;
      expect(target, `${field} -> ${d.relation?.resource}`).toBeDefined();
      expect(target?.fieldNames, `${field} -> ${d.relation?.resource}.${d.relation?.labelField}`).toContain(
        d.relation?.labelField,
      );
      if (target && REGIONS.includes(target.name)) expect(d.relation?.labelField).toBe('name');
      // a list of ids is a list of whole numbers: no code-id target (docs/resources.md, "Field kinds")
      if (d.kind === 'relations') expect(target?.idType, field).toBe('serial');
    }
  });

  it('looks up (its own `lookups`) only its own fields, from fields a registered resource has', () => {
    const has = (res: { fieldNames: string[] } | undefined, name: string) =>
      ['id', 'created_at', 'updated_at'].includes(name) || Boolean(res?.fieldNames.includes(name));
    for (const lookup of r.lookups ?? []) {
      const there = getResource(lookup.match.endpoint.split('/')[0] ?? '');
      expect(there, lookup.match.endpoint).toBeDefined();
      expect(r.fieldNames).toContain(lookup.match.field);
      expect(has(there, lookup.match.remoteField), lookup.match.remoteField).toBe(true);
      if (lookup.sort) expect(has(there, lookup.sort.field), lookup.sort.field).toBe(true);
      for (const { target, source } of lookup.mapping) {
        expect(r.fieldNames, target).toContain(target);
        expect(has(there, source), source).toBe(true);
      }
    }
  });

  it('gives every select a known option list or inline values, and valid defaults', () => {
    for (const [field, d] of fieldsOf(r)) {
      if (d.kind !== 'select') {
        expect(d.options, field).toBeUndefined();
        continue;
      }
      const { options } = d;
      if (typeof options === 'string') {
        expect(Object.keys(OPTIONS), field).toContain(options);
      } else {
        expect(options?.length, field).toBeGreaterThan(0);
        expect(new Set(options).size, `${field} has duplicates`).toBe(options?.length);
      }
      if (d.defaultValue !== undefined && d.defaultValue !== null) {
        const values =
          typeof options === 'string'
            ? OPTIONS[options].map((o: { value: string | number }) => o.value)
            : options;
        expect(values, `${field} default`).toContain(d.defaultValue);
      }
    }
  });

  it('keeps bounds consistent and masks on text-like fields', () => {
    for (const [field, d] of fieldsOf(r)) {
      if (d.minLength !== undefined && d.maxLength !== undefined)
        expect(d.minLength, field).toBeLessThanOrEqual(d.maxLength);
      if (d.min !== undefined && d.max !== undefined) expect(d.min, field).toBeLessThanOrEqual(d.max);
      if (d.min !== undefined || d.max !== undefined) expect(NUMERIC_KINDS, field).toContain(d.kind);
      if (d.mask !== undefined) expect(['text', 'phone'], field).toContain(d.kind);
      if (d.maxLength !== undefined && d.mask !== undefined)
        expect(d.mask.replace('?', '').length).toBeLessThanOrEqual(d.maxLength);
      if (typeof d.defaultValue === 'number' && NUMERIC_KINDS.includes(d.kind)) {
        if (d.min !== undefined) expect(d.defaultValue, field).toBeGreaterThanOrEqual(d.min);
        if (d.max !== undefined) expect(d.defaultValue, field).toBeLessThanOrEqual(d.max);
      }
      if (field === 'npwp') expect(d.mask).toBe('99.999.999.9-999.999');
      if (d.kind === 'phone') expect(d.mask, field).toBeTruthy();
    }
  });

  it('has a title and a label for every field in both locale files', () => {
    for (const [code, file] of Object.entries(LOCALES)) {
      expect(label(file, r.labelKey)?.trim(), `${code} ${r.labelKey}`).toBeTruthy();
      for (const [field, d] of fieldsOf(r)) {
        const key = d.labelKey ?? `resources.${name}.fields.${field}`;
        expect(label(file, key)?.trim(), `${code} ${key}`).toBeTruthy();
      }
    }
  });
});

describe('the locale files', () => {
  it('hold no labels for resources or fields that are not declared', () => {
    for (const [code, file] of Object.entries(LOCALES)) {
      expect(Object.keys(file).sort(), code).toEqual([...RESOURCE_NAMES].sort());
      for (const [name, entry] of Object.entries(file)) {
        const r = getResource(name);
        const known = new Set([
          ...(r?.fieldNames ?? []),
          ...Object.values(r?.fields ?? {}).flatMap((d) =>
            d.labelKey ? [d.labelKey.split('.').at(-1)] : [],
          ),
        ]);
        for (const field of Object.keys(entry.fields))
          expect(known.has(field), `${code} ${name}.${field}`).toBe(true);
      }
    }
  });

  it('translate titles into Indonesian, not English', () => {
    expect(id.rsupplier.title).toBe('Pemasok');
    expect(id.rbarangmasuk.title).toBe('Barang Masuk');
    expect(en.rsupplier.title).toBe('Suppliers');
  });
});

describe('specific declarations', () => {
  it('users: unique username and email, a password no generic route writes, role and status', () => {
    const u = RESOURCES.users.fields;
    expect(u.username).toMatchObject({ kind: 'text', required: true, unique: true, search: true });
    expect(u.email).toMatchObject({ kind: 'email', required: true, unique: true });
    expect(u.password_hash).toMatchObject({
      kind: 'password',
      hidden: true,
      // issue 32 (R3): set by its owner or on the akun password screens, never by users/add or users/edit
      readOnly: true,
      labelKey: 'resources.users.fields.password',
    });
    expect(u.user_role_id?.relation).toEqual({ resource: 'roles', labelField: 'role_name' });
    // issue 37: the extra roles beside the primary one
    expect(u.peran_lain).toMatchObject({
      kind: 'relations',
      relation: { resource: 'roles', labelField: 'role_name' },
      list: true,
      filter: true,
    });
    expect(u.status?.options).toBe('accountStatus');
    expect(u.email_verified_at).toMatchObject({ kind: 'datetime', readOnly: true });
    expect(u.otp_enabled?.kind).toBe('boolean');
    expect(u.photo?.kind).toBe('image');
  });

  it('roles and permissions match the tables the auth module already uses', () => {
    expect(RESOURCES.roles.fieldNames).toEqual(['role_name', 'keterangan']);
    expect(RESOURCES.roles.fields.role_name).toMatchObject({ required: true, unique: true });
    expect(RESOURCES.permissions.fieldNames).toEqual(['role_id', 'page_name']);
    expect(RESOURCES.permissions.titleField).toBe('page_name');
    expect(RESOURCES.permissions.fields.role_id).toMatchObject({
      required: true,
      relation: { resource: 'roles' },
    });
  });

  it('setupshowhideroleid: exactly the role-rule fields of spec §3 plus role and owner', () => {
    const r = RESOURCES.setupshowhideroleid;
    // biome-ignore format: the spec's list
    const ruleFields = [
      'nama_route', 'kategori', 'setup', 'replace_label', 'url_replace_route', 'iconmenu', 'iconcolor', 'icon_color',
      'target', 'letak_atas_atau_bawah', 'layer', 'label_action', 'link_action', 'url_action', 'logika_list',
      'warna_kolom_list', 'nomor_logic_input', 'default_add', 'tampilkaninput_yatidak', 'display_none', 'mirror',
      'nama_widget_h2', 'rename_filter_h2', 'nama_tab', 'taroh_id_di', 'config_submit', 'persamaan_api_lain',
      'dinamis_row_autofill', 'kolom_single_autofill', 'count_lebihdarisatu', 'tdksametpbisamasukdynamicrow',
      'kolom_dinamis_ifnosame', 'tdksametampilkankolomtambahan', 'kalauvalidnonvalidbgrdynamicrow',
      'set_autoclear_or_not', 'urutan', 'url_redirect', 'keterangan',
    ];
    expect([...r.fieldNames].sort()).toEqual(['role_id', 'user_id', ...ruleFields].sort());
    expect(
      fieldsOf(r)
        .filter(([, d]) => d.required)
        .map(([f]) => f),
    ).toEqual(['role_id', 'nama_route', 'kategori']);
    expect(r.fields.kategori?.options).toBe(RULE_CATEGORY_NAMES);
    // 22 of spec §3, 6 of the setup menu, Batasi Baris, Kunci Kolom and Wajib Isi (issue 37)
    expect(RULE_CATEGORY_NAMES).toHaveLength(31);
    expect(new Set(RULE_CATEGORY_NAMES).size).toBe(31);
    expect(RULE_CATEGORY_NAMES).toContain('Batasi Baris');
    expect(RULE_CATEGORY_NAMES).toContain('Hide Kolom');
    expect(RULE_CATEGORY_NAMES).toContain('Urut Field Teratas');
    expect(r.fields.letak_atas_atau_bawah?.options).toBe('position');
    expect(r.fields.config_submit?.options).toBe('submitConfig');
    expect(r.fields.layer?.kind).toBe('integer');
    expect(r.fields.urutan?.kind).toBe('integer');
  });

  it('forms that ask for an address carry the province → village cascade', () => {
    for (const name of ['akun', 'rsupplier', 'rmitra', 'pendaftaran', 'rpekerjaan', 'tes3']) {
      const fields = getResource(name)?.fields ?? {};
      expect(fields.alamat?.kind, name).toBe('textarea');
      expect(fields.id_provinsi).toMatchObject({
        region: 'province',
        relation: { resource: 'regprovinces' },
      });
      expect(fields.id_kabupaten).toMatchObject({
        region: 'regency',
        relation: { resource: 'regregencies' },
      });
      expect(fields.id_kecamatan).toMatchObject({
        region: 'district',
        relation: { resource: 'regdistricts' },
      });
      expect(fields.id_desa).toMatchObject({ region: 'village', relation: { resource: 'regvillages' } });
    }
  });

  it('regions cascade by their parent code', () => {
    expect(RESOURCES.regregencies.fields.province_code?.relation).toEqual({
      resource: 'regprovinces',
      labelField: 'name',
    });
    expect(RESOURCES.regdistricts.fields.regency_code?.relation).toEqual({
      resource: 'regregencies',
      labelField: 'name',
    });
    expect(RESOURCES.regvillages.fields.district_code?.relation).toEqual({
      resource: 'regdistricts',
      labelField: 'name',
    });
  });

  it('money is integer Rupiah and totals are computed, not typed', () => {
    expect(RESOURCES.rinvoice.fields.total).toMatchObject({ kind: 'money', readOnly: true });
    expect(RESOURCES.rsubinvoice.fields.subtotal).toMatchObject({ kind: 'money', readOnly: true });
    expect(RESOURCES.rinvoice.fields.no_invoice).toMatchObject({ readOnly: true, unique: true });
    expect(RESOURCES.rinvoice.fields.jenis_tagihan?.options).toBe('billType');
    expect(RESOURCES.rinvoice.fields.status_pajak?.options).toBe('taxableStatus');
    expect(RESOURCES.rinvoice.fields.status_bayar?.options).toBe('paymentStatus');
    expect(RESOURCES.rinvoice.fields.dp?.options).toBe('downPayment');
    // The moving average cost per base unit is a ratio (Rp10.000 for 12 pcs), kept to 4 places so that
    // stock value = quantity × cost stays exact; the money it values is integer Rupiah.
    const ratios = new Set(['rstok.harga_pokok']);
    for (const r of RESOURCE_LIST) {
      for (const [field, d] of fieldsOf(r)) {
        if (ratios.has(`${r.name}.${field}`)) {
          expect(d.kind, `${r.name}.${field}`).toBe('decimal');
          continue;
        }
        if (/^(harga|total|subtotal|jumlah|diskon|nominal|biaya|saldo|anggaran|nilai_kontrak)/.test(field)) {
          expect(['money', 'integer'], `${r.name}.${field}`).toContain(d.kind);
        }
      }
    }
  });

  it('the fixtures tes, tes2 and tes3 exercise every field kind but password, a mask and an address', () => {
    const fixtures = [RESOURCES.tes, RESOURCES.tes2, RESOURCES.tes3];
    const kinds = new Set(fixtures.flatMap((r) => fieldsOf(r).map(([, d]) => d.kind)));
    const expected = (Object.keys(KINDS) as FieldKind[]).filter((k) => k !== 'password');
    for (const kind of expected) expect(kinds.has(kind), kind).toBe(true);
    expect(fixtures.some((r) => fieldsOf(r).some(([, d]) => d.kind === 'text' && d.mask))).toBe(true);
    expect(RESOURCES.tes3.fields.id_desa?.region).toBe('village');
    expect(RESOURCES.tes3.owner).toBeNull();
  });
});
