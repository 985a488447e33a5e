import { dropdownMap } from '@kantor/core';
import { InputText } from 'primereact/inputtext';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { matches, useDeclarationLabels } from './labels.ts';
import { UsedBy } from './UsedBy.tsx';
import './admin.css';

/**
 * `/petadropdown`: every option list (the named sets of options.ts and each field's own list) and every
 * relation picker, with the fields that use them, read from the declarations.
 */
export function DropdownMapPage() {
  const { t } = useTranslation();
  const { resourceLabel } = useDeclarationLabels();
  const map = useMemo(() => dropdownMap(), []);
  const [search, setSearch] = useState('');
  const refWords = (refs: readonly { resource: string; field: string }[]) =>
    refs.flatMap((r) => [`${r.resource}.${r.field}`, resourceLabel(r.resource)]);
  const lists = map.optionLists.filter((l) =>
    matches(search, l.name, ...l.options.map((o) => o.label), ...refWords(l.usedBy)),
  );
  const relations = map.relations.filter((r) =>
    matches(search, r.target, r.labelField, resourceLabel(r.target), ...refWords(r.usedBy)),
  );
  return (
    <section className="admin-page" data-testid="dropdown-map">
      <h1>{t('admin.dropdown.title')}</h1>
      <p>{t('admin.dropdown.intro')}</p>
      <div className="admin-toolbar">
        <InputText
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('admin.common.search')}
          aria-label={t('admin.common.search')}
        />
        <span>{t('admin.dropdown.counts', { lists: lists.length, relations: relations.length })}</span>
      </div>
      <h2>{t('admin.dropdown.optionLists')}</h2>
      <div className="admin-table-wrap">
        <table className="admin-table" data-testid="option-lists">
          <thead>
            <tr>
              <th scope="col">{t('admin.dropdown.list')}</th>
              <th scope="col">{t('admin.dropdown.options')}</th>
              <th scope="col">{t('admin.common.usedBy')}</th>
            </tr>
          </thead>
          <tbody>
            {lists.map((list, i) => (
              <tr key={list.name ?? `inline-${i}-${list.usedBy[0]?.resource}.${list.usedBy[0]?.field}`}>
                <th scope="row">
                  {list.name ? <code>{list.name}</code> : <em>{t('admin.dropdown.inline')}</em>}
                </th>
                <td>
                  <ul className="admin-chips">
                    {list.options.map((o) => (
                      <li key={String(o.value)} title={String(o.value)}>
                        {o.label}
                      </li>
                    ))}
                  </ul>
                </td>
                <td>
                  {list.usedBy.length === 0 ? (
                    <em>{t('admin.common.unused')}</em>
                  ) : (
                    <UsedBy refs={list.usedBy} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>{t('admin.dropdown.relations')}</h2>
      <div className="admin-table-wrap">
        <table className="admin-table" data-testid="relation-pickers">
          <thead>
            <tr>
              <th scope="col">{t('admin.dropdown.target')}</th>
              <th scope="col">{t('admin.dropdown.labelField')}</th>
              <th scope="col">{t('admin.common.usedBy')}</th>
            </tr>
          </thead>
          <tbody>
            {relations.map((r) => (
              <tr key={`${r.target}|${r.labelField}`}>
                <th scope="row">
                  <Link to={`/${r.target}`}>{resourceLabel(r.target)}</Link> <code>{r.target}</code>
                </th>
                <td>
                  <code>{r.labelField}</code>
                </td>
                <td>
                  <UsedBy refs={r.usedBy} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
