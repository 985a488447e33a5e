import { type FieldRules, validationMap } from '@kantor/core';
import { InputText } from 'primereact/inputtext';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { matches, useDeclarationLabels } from './labels.ts';
import './admin.css';

/**
 * `/rentanxvalidasiphp`: the validation rules of every field, read from the declarations, with the
 * message a user gets when a value breaks each rule (the validation messages of the i18n catalogue).
 */
export function ValidationMapPage() {
  const { t } = useTranslation();
  const { resourceLabel, fieldLabel } = useDeclarationLabels();
  const rows = useMemo(() => validationMap(), []);
  const [search, setSearch] = useState('');
  const shown = rows.filter((r) =>
    matches(
      search,
      r.resource,
      r.field,
      `${r.resource}.${r.field}`,
      r.kind,
      resourceLabel(r.resource),
      fieldLabel(r.resource, r.field),
    ),
  );
  const byResource = new Map<string, FieldRules[]>();
  for (const row of shown) byResource.set(row.resource, [...(byResource.get(row.resource) ?? []), row]);
  return (
    <section className="admin-page" data-testid="validation-map">
      <h1>{t('admin.validation.title')}</h1>
      <p>{t('admin.validation.intro')}</p>
      <div className="admin-toolbar">
        <InputText
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('admin.validation.searchPlaceholder')}
          aria-label={t('admin.common.search')}
          data-testid="validation-search"
        />
        <span>{t('admin.validation.count', { n: shown.length })}</span>
      </div>
      {[...byResource.entries()].map(([resource, fields]) => (
        <div key={resource} className="admin-table-wrap">
          <h2>
            <Link to={`/${resource}`}>{resourceLabel(resource)}</Link> <code>{resource}</code>
          </h2>
          <table className="admin-table admin-rules">
            <thead>
              <tr>
                <th scope="col">{t('admin.validation.field')}</th>
                <th scope="col">{t('admin.validation.kind')}</th>
                <th scope="col">{t('admin.validation.rules')}</th>
                <th scope="col">{t('admin.validation.messages')}</th>
              </tr>
            </thead>
            <tbody>
              {fields.map((row) => (
                <tr key={row.field} data-field={`${row.resource}.${row.field}`}>
                  <th scope="row">
                    {fieldLabel(row.resource, row.field)} <code>{row.field}</code>
                  </th>
                  <td>
                    <code>{row.kind}</code>
                  </td>
                  <td>
                    <RuleChips row={row} />
                  </td>
                  <td>
                    <ul className="admin-messages">
                      {row.messages.map((m) => (
                        <li key={m.key}>{t(m.key, { ...m.params, otherName: '', defaultValue: m.key })}</li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}

function RuleChips({ row }: { row: FieldRules }) {
  const { t } = useTranslation();
  const chips: string[] = [];
  if (row.required) chips.push(t('admin.validation.required'));
  if (row.unique) chips.push(t('admin.validation.unique'));
  if (row.readOnly) chips.push(t('admin.validation.readOnly'));
  if (row.minLength !== undefined) chips.push(t('admin.validation.minLength', { value: row.minLength }));
  if (row.maxLength !== undefined) chips.push(t('admin.validation.maxLength', { value: row.maxLength }));
  if (row.min !== undefined) chips.push(t('admin.validation.min', { value: row.min }));
  if (row.max !== undefined) chips.push(t('admin.validation.max', { value: row.max }));
  if (row.mask) chips.push(t('admin.validation.mask', { value: row.mask }));
  if (row.relation) chips.push(t('admin.validation.relation', { value: row.relation }));
  if (row.options) chips.push(t('admin.validation.options', { value: row.options.join(', ') }));
  if (chips.length === 0) return <em>{t('admin.validation.none')}</em>;
  return (
    <ul className="admin-chips">
      {chips.map((chip) => (
        <li key={chip}>{chip}</li>
      ))}
    </ul>
  );
}
