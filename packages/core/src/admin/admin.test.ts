import { describe, expect, it } from 'vitest';
import { SIDE_MENU } from '../menu.ts';
import { OPTIONS } from '../options.ts';
import { ADMIN_PAGES } from '../pages.ts';
import { defineResource, f } from '../resources/define.ts';
import { getResource, RESOURCE_LIST } from '../resources/index.ts';
import { adminLinks, type CustomMenuEntry, customMenuTarget, mergeCustomMenu } from './custom-menu.ts';
import { dropdownMap, duplicateFields, uniqueFieldsByResource, validationMap } from './declaration-maps.ts';
import { xmlProblem } from './xml-check.ts';

// A declaration made up here: the maps must show it although no list anywhere names it.
const made = defineResource({
  name: 'zzbuatan',
  purpose: 'test',
  titleField: 'kode',
  fields: {
    kode: f.text({ required: true, unique: true, maxLength: 12, mask: 'aa-999' }),
    warna: f.select(['Merah', 'Biru']),
    status: f.select('jobStatus'),
    pemasok: f.relation('rsupplier', 'nama_supplier'),
    rahasia: f.password(),
    jumlah: f.integer({ min: 1, max: 9 }),
  },
});

describe('dropdownMap', () => {
  it('lists every named option set of options.ts with the fields that use it', () => {
    const map = dropdownMap();
    expect(map.optionLists.filter((l) => l.name !== null).map((l) => l.name)).toEqual(Object.keys(OPTIONS));
    const jobStatus = map.optionLists.find((l) => l.name === 'jobStatus')!;
    expect(jobStatus.usedBy).toContainEqual({ resource: 'rpekerjaan', field: 'status' });
    expect(jobStatus.options.map((o) => o.value)).toEqual(['On Going', 'Done']);
  });

  it('lists relation pickers by target and title field', () => {
    const supplier = dropdownMap().relations.find((r) => r.target === 'rsupplier')!;
    expect(supplier.labelField).toBe('nama_supplier');
    expect(supplier.usedBy.length).toBeGreaterThan(0);
  });

  it('is derived from the declarations it is given, not from a kept list', () => {
    const map = dropdownMap([made]);
    expect(map.optionLists.find((l) => l.name === null)).toEqual({
      name: null,
      options: [
        { value: 'Merah', label: 'Merah' },
        { value: 'Biru', label: 'Biru' },
      ],
      usedBy: [{ resource: 'zzbuatan', field: 'warna' }],
    });
    expect(map.optionLists.find((l) => l.name === 'jobStatus')!.usedBy).toEqual([
      { resource: 'zzbuatan', field: 'status' },
    ]);
    expect(map.relations).toEqual([
      {
        target: 'rsupplier',
        labelField: 'nama_supplier',
        usedBy: [{ resource: 'zzbuatan', field: 'pemasok' }],
      },
    ]);
  });
});

describe('validationMap', () => {
  it('holds every declared field of every resource exactly once', () => {
    const count = RESOURCE_LIST.reduce((n, r) => n + Object.keys(r.fields).length, 0);
    expect(validationMap()).toHaveLength(count);
  });

  it('shows a known field with its rules and messages', () => {
    const row = validationMap().find(
      (r) => r.resource === 'manualtemplatejson' && r.field === 'nama_template',
    )!;
    expect(row).toMatchObject({ kind: 'text', required: true, unique: true, maxLength: 150 });
    expect(row.messages).toEqual([
      { key: 'validation.required', params: {} },
      { key: 'validation.lengthMax', params: { max: 150 } },
      { key: 'validation.unique', params: {} },
    ]);
  });

  it('follows a made-up declaration: mask, options, relation, range', () => {
    const rows = Object.fromEntries(validationMap([made]).map((r) => [r.field, r]));
    expect(rows.kode!.mask).toBe('aa-999');
    expect(rows.kode!.messages.map((m) => m.key)).toContain('validation.mask');
    expect(rows.warna!.options).toEqual(['Merah', 'Biru']);
    expect(rows.status!.options).toEqual(['On Going', 'Done']);
    expect(rows.pemasok!.relation).toBe('rsupplier');
    expect(rows.jumlah!.messages).toEqual([
      { key: 'validation.numeric', params: {} },
      { key: 'validation.rangeMin', params: { min: 1 } },
      { key: 'validation.rangeMax', params: { max: 9 } },
      { key: 'validation.integer', params: {} },
    ]);
  });
});

describe('duplicate checks', () => {
  it('groups only by plain fields: never a password, file or JSON', () => {
    expect(duplicateFields(made)).toEqual(['kode', 'warna', 'status', 'pemasok', 'jumlah']);
    expect(duplicateFields(getResource('users')!)).not.toContain('password');
  });

  it('lists the declared unique fields', () => {
    expect(uniqueFieldsByResource([made])).toEqual({ zzbuatan: ['kode'] });
    expect(uniqueFieldsByResource().manualtemplatejson).toEqual(['nama_template']);
  });
});

const entry = (over: Partial<CustomMenuEntry>): CustomMenuEntry => ({
  id: 1,
  label: 'Lapor Progres',
  route: '/rsubptrackprogres/trackadd',
  grup: null,
  id_parent: null,
  icon: 'pi pi-camera',
  iconcolor: null,
  target: '_self',
  urutan: 0,
  ...over,
});

describe('mergeCustomMenu', () => {
  it('appends entries in their order, into their group or at the end', () => {
    const merged = mergeCustomMenu(SIDE_MENU, [
      entry({ id: 2, label: 'B', urutan: 2 }),
      entry({ id: 3, label: 'A', urutan: 1 }),
      entry({ id: 4, label: 'Alat', route: '/kalkulator', grup: 'Tools' }),
    ]);
    expect(merged.slice(-2).map((m) => m.label)).toEqual(['A', 'B']);
    const tools = merged.find((m) => m.label === 'menu.groups.tools')!;
    expect(tools.items!.at(-1)).toMatchObject({ label: 'Alat', to: '/kalkulator' });
    expect(SIDE_MENU.find((m) => m.label === 'menu.groups.tools')!.items!.at(-1)!.label).not.toBe('Alat');
  });

  it('opens external pages in a new tab and drops unsafe routes', () => {
    const merged = mergeCustomMenu(
      [],
      [
        entry({ id: 1, route: 'https://sop.kantor.id/ac', target: '_self' }),
        entry({ id: 2, route: 'javascript:alert(1)' }),
        entry({ id: 3, route: '//evil.example' }),
      ],
    );
    expect(merged).toEqual([
      { to: 'https://sop.kantor.id/ac', label: 'Lapor Progres', icon: 'pi pi-camera', target: '_blank' },
    ]);
    expect(customMenuTarget('rpekerjaan')).toBe('/rpekerjaan');
  });

  it('nests children under their parent entry', () => {
    const merged = mergeCustomMenu(
      [],
      [entry({ id: 1, label: 'Induk', route: '/home' }), entry({ id: 5, label: 'Anak', id_parent: 1 })],
    );
    expect(merged).toHaveLength(1);
    expect(merged[0]!.items!.map((m) => m.label)).toEqual(['Induk', 'Anak']);
  });
});

describe('adminLinks', () => {
  it('links every admin page of pages.ts except the hub, with its menu label', () => {
    const links = adminLinks();
    for (const page of ADMIN_PAGES.filter((p) => p !== 'admin')) {
      expect(links.some((l) => l.to === `/${page}` && l.kind === 'map')).toBe(true);
    }
    expect(links.find((l) => l.to === '/petadropdown')!.label).toBe('menu.dropdownMap');
    expect(links.some((l) => l.to === '/rmenu' && l.kind === 'setup')).toBe(true);
    expect(links.some((l) => l.to === '/admin')).toBe(false);
  });
});

describe('xmlProblem', () => {
  it('accepts well-formed XML', () => {
    expect(
      xmlProblem(
        '<?xml version="1.0"?><a x="1 > 0" y=\'2\'><b/><!-- c --><c><![CDATA[<x>]]>&amp;&#65;</c></a>',
      ),
    ).toBeNull();
  });

  it.each([
    ['<a><b></a>', 'mismatch'],
    ['<a>', 'unclosedElement'],
    ['<a></a><b/>', 'severalRoots'],
    ['text', 'textOutsideRoot'],
    ['', 'noRoot'],
    ['<a x=1/>', 'attribute'],
    ['<a x="1" x="2"/>', 'duplicateAttribute'],
    ['<a>&nbsp;</a>', 'entity'],
    ['<!DOCTYPE a [<!ENTITY e "x">]><a>&e;</a>', 'doctype'],
    ['<1a/>', 'tagName'],
    ['<a', 'unclosedTag'],
  ])('refuses %s (%s)', (xml, reason) => {
    expect(xmlProblem(xml)?.reason).toBe(reason);
  });
});
