import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { MultiSelect } from 'primereact/multiselect';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { errorAnswerOf } from '../../api/errors.ts';
import { Spinner } from '../../app/Spinner.tsx';
import { type DuplicateCheck, useDuplicateChecks, useFindDuplicates } from './admin-api.ts';
import { matches, useDeclarationLabels } from './labels.ts';
import './admin.css';

/**
 * `/petacekduplikatinput`: the unique checks of every resource (declared unique fields, the database's
 * unique indexes) and a finder of records that already share values.
 */
export function DuplicateCheckPage() {
  const { t } = useTranslation();
  const { resourceLabel, fieldLabel } = useDeclarationLabels();
  const checks = useDuplicateChecks();
  const [search, setSearch] = useState('');
  if (checks.isLoading) return <Spinner />;
  if (!checks.data) return <Message severity="error" text={t('admin.common.loadFailed')} />;
  const resources = checks.data.resources;
  const shown = resources.filter((r) =>
    matches(search, r.resource, resourceLabel(r.resource), ...r.unique, ...r.indexes.map((i) => i.name)),
  );
  return (
    <section className="admin-page" data-testid="duplicate-checks">
      <h1>{t('admin.duplicates.title')}</h1>
      <p>{t('admin.duplicates.intro')}</p>
      <DuplicateFinder resources={resources} />
      <h2>{t('admin.duplicates.checks')}</h2>
      <div className="admin-toolbar">
        <InputText
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('admin.common.search')}
          aria-label={t('admin.common.search')}
        />
      </div>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('admin.common.resource')}</th>
              <th scope="col">{t('admin.duplicates.declared')}</th>
              <th scope="col">{t('admin.duplicates.indexes')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.resource}>
                <th scope="row">
                  <Link to={`/${r.resource}`}>{resourceLabel(r.resource)}</Link> <code>{r.resource}</code>
                </th>
                <td>
                  {r.unique.length === 0 ? (
                    <em>{t('admin.duplicates.none')}</em>
                  ) : (
                    r.unique.map((f) => (
                      <div key={f}>
                        {fieldLabel(r.resource, f)} <code>{f}</code>
                      </div>
                    ))
                  )}
                </td>
                <td>
                  {r.indexes.length === 0 ? (
                    <em>{t('admin.duplicates.none')}</em>
                  ) : (
                    r.indexes.map((i) => (
                      <div key={i.name} title={i.definition}>
                        <code>{i.name}</code>
                      </div>
                    ))
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function DuplicateFinder({ resources }: { resources: DuplicateCheck[] }) {
  const { t } = useTranslation();
  const { resourceLabel, fieldLabel } = useDeclarationLabels();
  const [resource, setResource] = useState<string | null>(null);
  const [fields, setFields] = useState<string[]>([]);
  const find = useFindDuplicates();
  const chosen = resources.find((r) => r.resource === resource);
  const error = find.error instanceof ApiError ? find.error : null;
  const errors = errorAnswerOf(error)?.errors;
  const result = find.data;
  return (
    <div className="admin-card" data-testid="duplicate-finder">
      <h2>{t('admin.duplicates.finder')}</h2>
      <div className="admin-toolbar">
        <Dropdown
          value={resource}
          options={resources.map((r) => ({
            value: r.resource,
            label: `${resourceLabel(r.resource)} (${r.resource})`,
          }))}
          onChange={(e) => {
            setResource(e.value as string);
            const next = resources.find((r) => r.resource === e.value);
            setFields(next?.unique.filter((f) => next.groupable.includes(f)).slice(0, 1) ?? []);
            find.reset();
          }}
          placeholder={t('admin.common.resource')}
          aria-label={t('admin.common.resource')}
          filter
          data-testid="duplicate-resource"
        />
        <MultiSelect
          value={fields}
          options={(chosen?.groupable ?? []).map((f) => ({
            value: f,
            label: `${fieldLabel(chosen!.resource, f)} (${f})`,
          }))}
          onChange={(e) => setFields(e.value as string[])}
          placeholder={t('admin.duplicates.fields')}
          aria-label={t('admin.duplicates.fields')}
          selectionLimit={3}
          disabled={!chosen}
          data-testid="duplicate-fields"
        />
        <Button
          label={t('admin.duplicates.find')}
          icon="pi pi-search"
          disabled={!chosen || fields.length === 0}
          loading={find.isPending}
          onClick={() => chosen && find.mutate({ resource: chosen.resource, fields })}
        />
      </div>
      {errors && <Message severity="error" text={Object.values(errors).flat().join(' ')} />}
      {error && !errors && <Message severity="error" text={error.message} />}
      {result && result.groups.length === 0 && (
        <Message severity="success" text={t('admin.duplicates.noneFound')} />
      )}
      {result && result.groups.length > 0 && (
        <>
          <p>{t('admin.duplicates.found', { n: result.totalGroups })}</p>
          <div className="admin-table-wrap">
            <table className="admin-table" data-testid="duplicate-groups">
              <thead>
                <tr>
                  {result.fields.map((f) => (
                    <th key={f} scope="col">
                      {fieldLabel(result.resource, f)}
                    </th>
                  ))}
                  <th scope="col">{t('admin.duplicates.count')}</th>
                  <th scope="col">{t('admin.duplicates.records')}</th>
                </tr>
              </thead>
              <tbody>
                {result.groups.map((g) => (
                  <tr key={result.fields.map((f) => String(g.values[f])).join('\u0000')}>
                    {result.fields.map((f) => (
                      <td key={f}>{String(g.values[f] ?? '')}</td>
                    ))}
                    <td>{g.count}</td>
                    <td>
                      <ul className="admin-chips">
                        {g.records.map((r) => (
                          <li key={String(r.id)}>
                            <Link to={`/${result.resource}/view/${r.id}`}>
                              #{r.id} {r.title == null ? '' : String(r.title)}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
