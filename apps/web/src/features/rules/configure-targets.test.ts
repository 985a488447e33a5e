import type { RoleRule } from '@kantor/core';
import { describe, expect, it } from 'vitest';
import type { ConfigureTarget } from '../../app/feature.ts';
import { categoriesFor, isAboutTarget, startValues } from './configure-targets.ts';

// Oracles from docs/rules.md: which fields each category reads, and how nama_route matches a route.

const column: ConfigureTarget = { kind: 'column', route: '/rsupplier', name: 'no_hp', label: 'No HP' };
const formField: ConfigureTarget = { kind: 'field', route: '/rsupplier/add', name: 'email', label: 'Email' };
const viewField: ConfigureTarget = { kind: 'field', route: '/rsupplier/view', name: 'email', label: 'Email' };
const menu: ConfigureTarget = { kind: 'menu', route: '/rstok', name: null, label: 'Stok' };
const addButton: ConfigureTarget = { kind: 'action', route: '/rsupplier', name: 'add', label: 'Tambah' };
const rowActions: ConfigureTarget = { kind: 'action', route: '/rsupplier', name: null, label: 'Aksi' };

const rule = (fields: Partial<RoleRule>): RoleRule => ({ id: 1, role_id: 53, ...fields });

describe('configure targets', () => {
  it('offers the categories that fit each kind of target', () => {
    expect(categoriesFor(column)).toContain('hide-kolom');
    expect(categoriesFor(column)).not.toContain('kunci-kolom');
    expect(categoriesFor(formField)).toEqual(expect.arrayContaining(['kunci-kolom', 'wajib-isi']));
    expect(categoriesFor(viewField)).not.toContain('wajib-isi');
    expect(categoriesFor(menu)).toEqual(['hide-menu', 'replace-menu']);
    expect(categoriesFor(addButton)).toEqual(['hide-add-button', 'blokir-jsx']);
    expect(categoriesFor(rowActions)).toContain('hide-action-button');
  });

  it('starts a new rule on the target’s route and field', () => {
    expect(startValues(column, 'hide-kolom')).toEqual({ nama_route: '/rsupplier', setup: 'no_hp' });
    expect(startValues(column, 'urut-field-teratas')).toEqual({
      nama_route: '/rsupplier',
      setup: 'default:no_hp',
    });
    expect(startValues(formField, 'wajib-isi')).toEqual({ nama_route: '/rsupplier/add', setup: 'email' });
    expect(startValues(menu, 'hide-menu')).toEqual({ nama_route: '/rstok' });
    // blocking "add" blocks the add form, not the whole list
    expect(startValues(addButton, 'blokir-jsx')).toEqual({ nama_route: '/rsupplier/add' });
  });

  it('tells which saved rules are about the target', () => {
    const hide = rule({ kategori: 'Hide Kolom', nama_route: '/rsupplier', setup: 'email, no_hp' });
    expect(isAboutTarget(hide, column)).toBe(true);
    // another field, another route, or a category that does not fit
    expect(isAboutTarget({ ...hide, setup: 'email' }, column)).toBe(false);
    expect(isAboutTarget({ ...hide, nama_route: '/rsupplier/add' }, column)).toBe(false);
    expect(isAboutTarget({ ...hide, kategori: 'Hide Filter Sidebar' }, column)).toBe(false);
    // a list rule applies to the add form beneath it; spelled loosely, its category still counts
    expect(isAboutTarget({ ...hide, kategori: ' hide  KOLOM ', setup: 'email' }, formField)).toBe(true);
    expect(isAboutTarget({ ...hide, nama_route: '/rsup*', setup: 'email' }, formField)).toBe(true);
    // a value-driven list names the field in a case
    const top = rule({
      kategori: 'Urut Field Teratas',
      nama_route: '/rsupplier',
      setup: 'jenis, A:no_hp|email',
    });
    expect(isAboutTarget(top, column)).toBe(true);
    // menu rules name the entry, whatever the page
    expect(isAboutTarget(rule({ kategori: 'Hide Menu', nama_route: '/rstok' }), menu)).toBe(true);
    expect(
      isAboutTarget(rule({ kategori: 'Hide Menu', nama_route: '*', setup: '/rstok, /rkas' }), menu),
    ).toBe(true);
    expect(isAboutTarget(rule({ kategori: 'Hide Menu', nama_route: '/rstoks' }), menu)).toBe(false);
    // actions: a hide-all rule and a rule naming the action
    expect(
      isAboutTarget(rule({ kategori: 'hide action button', nama_route: '/rsupplier' }), rowActions),
    ).toBe(true);
    expect(isAboutTarget(rule({ kategori: 'Blokir JSX', nama_route: '/rsupplier/add' }), addButton)).toBe(
      true,
    );
    expect(isAboutTarget(rule({ kategori: 'Blokir JSX', nama_route: '/rsupplier/edit' }), addButton)).toBe(
      false,
    );
  });
});
