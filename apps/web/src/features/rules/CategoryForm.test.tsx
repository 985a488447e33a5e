import { type RuleCategory, rsupplier } from '@kantor/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import enRoles from '../../locales/en-US/roles.json';
import idRoles from '../../locales/id-ID/roles.json';
import { CategoryForm, inputKey } from './CategoryForm.tsx';
import { askedFields, CATEGORIES, CATEGORY_FIELDS, storedName } from './category-fields.ts';
import type { DraftValues } from './preview.ts';
import { createRolesI18n } from './test-support.tsx';

afterEach(cleanup);

function Harness({ category, initial = {} }: { category: RuleCategory; initial?: DraftValues }) {
  const [values, setValues] = useState<DraftValues>(initial);
  return (
    <>
      <CategoryForm
        category={category}
        values={values}
        onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
        errors={{}}
        resource={rsupplier}
        roles={[{ value: 53, label: 'Teknisi' }]}
      />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </>
  );
}

const renderForm = (category: RuleCategory, initial?: DraftValues, lng: 'id-ID' | 'en-US' = 'id-ID') =>
  render(
    <I18nextProvider i18n={createRolesI18n(lng)}>
      <Harness category={category} initial={initial} />
    </I18nextProvider>,
  );

const shownFields = () =>
  [...document.querySelectorAll('[data-testid="rule-category-form"] [data-field]')].map((el) =>
    el.getAttribute('data-field'),
  );

describe('the category form', () => {
  it.each(CATEGORIES)('%s asks only for the fields of its category', (category) => {
    renderForm(category);
    expect(shownFields().sort()).toEqual(askedFields(category).sort());
  });

  it('Hide Kolom: a route and the fields to hide, nothing about labels, menus or expressions', () => {
    renderForm('hide-kolom');
    expect(screen.getByLabelText(/^Rute/)).toBeTruthy();
    expect(screen.getByText('Kolom', { selector: 'label' })).toBeTruthy();
    for (const other of ['rule-replace_label', 'rule-logika_list', 'rule-iconmenu', 'rule-url_redirect']) {
      expect(document.getElementById(other)).toBeNull();
    }
  });

  it('Redirect After Login asks for the address only (no route: the rule applies everywhere)', () => {
    renderForm('redirect-after-login', {}, 'en-US');
    expect(shownFields().sort()).toEqual(['keterangan', 'url_redirect', 'urutan']);
    expect(screen.getByText('Address after sign-in', { selector: 'label' })).toBeTruthy();
  });

  it('Blokir JSX asks for the message, not a second note', () => {
    renderForm('blokir-jsx', {}, 'en-US');
    expect(shownFields().sort()).toEqual(['keterangan', 'nama_route', 'urutan']);
    expect(screen.getByText('Message', { selector: 'label' })).toBeTruthy();
  });

  it('writes the field-list syntax from what is typed and keeps name:value entries', () => {
    renderForm('hide-kolom', { setup: 'status:Done|Closed' });
    const input = document.getElementById('rule-setup') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'status:Done|Closed, email' } });
    expect(JSON.parse(screen.getByTestId('values').textContent!).setup).toBe('status:Done|Closed, email');
  });

  it('flags an unsafe link as it is typed', () => {
    renderForm('add-action-list', {}, 'en-US');
    fireEvent.change(document.getElementById('rule-link_action')!, {
      target: { value: 'javascript:alert(1)' },
    });
    expect(screen.getByText(/Only addresses in this application/)).toBeTruthy();
    fireEvent.change(document.getElementById('rule-link_action')!, {
      target: { value: '/rinvoice/print/{id}' },
    });
    expect(screen.queryByText(/Only addresses in this application/)).toBeNull();
  });
});

describe('translations of the authoring screens', () => {
  const has = (bundle: Record<string, unknown>, key: string) =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);

  it.each([
    ['en-US', enRoles],
    ['id-ID', idRoles],
  ])('%s names and explains every category and every input', (_locale, bundle) => {
    const missing: string[] = [];
    for (const category of CATEGORIES) {
      for (const key of [`categories.${category}.name`, `categories.${category}.help`]) {
        if (typeof has(bundle, key) !== 'string') missing.push(key);
      }
      for (const spec of CATEGORY_FIELDS[category]) {
        for (const key of [`fields.${inputKey(spec)}`, `hints.${inputKey(spec)}`]) {
          if (typeof has(bundle, key) !== 'string') missing.push(key);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('stores the category under the name the setup resource accepts', () => {
    expect(storedName('hide-add-button')).toBe('Hide Add Button');
    expect(storedName('hide-kolom')).toBe('Hide Kolom');
  });
});
