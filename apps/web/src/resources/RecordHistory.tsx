import { formatDateTimeLong, type Resource } from '@kantor/core';
import { ProgressSpinner } from 'primereact/progressspinner';
import { Tag } from 'primereact/tag';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Change, type HistoryEntry, useRecordHistory } from './api-hooks.ts';
import { formatValueText } from './display.ts';
import { fieldLabelKey, fieldOf, optionTextOf } from './resource-fields.ts';

const SEVERITY: Record<string, 'success' | 'info' | 'danger'> = {
  add: 'success',
  edit: 'info',
  delete: 'danger',
};

function changesOf(entry: HistoryEntry): [string, Change][] {
  let changes = entry.changes;
  if (typeof changes === 'string') {
    try {
      changes = JSON.parse(changes) as Record<string, Change>;
    } catch {
      return [];
    }
  }
  return changes && typeof changes === 'object' ? Object.entries(changes) : [];
}

export type RecordHistoryProps = {
  resource: Resource;
  id: string;
  /** Fields the role may not see: their changes are left out. */
  hidden?: readonly string[];
  /** A field's label (default: the translated one); role rules may replace it. */
  labelOf?: (name: string) => string;
};

/** The audit trail of a record: who changed it, when, and each field before → after. */
export function RecordHistory({ resource, id, hidden = [], labelOf }: RecordHistoryProps) {
  const { t, i18n } = useTranslation();
  const changesShown = (entry: HistoryEntry) => changesOf(entry).filter(([name]) => !hidden.includes(name));
  const history = useRecordHistory(resource.name, id);
  const display = {
    language: i18n.language,
    yes: t('common.yes'),
    no: t('common.no'),
    option: optionTextOf(t),
  };
  // a relation's record by its label, as the server found it (`labels`), else its id
  const labelOfValue = (name: string, value: unknown) =>
    value === null || value === undefined ? undefined : history.data?.labels?.[name]?.[String(value)];
  const show = (name: string, value: unknown) => {
    const field = fieldOf(resource, name);
    const text = field
      ? formatValueText(field, value, { ...display, label: labelOfValue(name, value) })
      : value == null
        ? ''
        : String(value);
    return text === '' ? (
      <span className="resource-history-empty">{t('list.history.emptyValue')}</span>
    ) : (
      text
    );
  };

  let body: ReactNode;
  if (history.isPending) body = <ProgressSpinner style={{ width: '2rem', height: '2rem' }} />;
  else if (history.isError || (history.data?.records ?? []).length === 0) {
    body = <p className="resource-history-empty">{t('list.history.empty')}</p>;
  } else {
    body = (
      <ol className="resource-history">
        {history.data.records.map((entry) => (
          <li key={entry.id} data-testid="history-entry">
            <div className="resource-history-head">
              <Tag
                value={t(`list.history.actions.${entry.action}`, { defaultValue: entry.action })}
                severity={SEVERITY[entry.action] ?? 'info'}
              />
              <strong>{formatDateTimeLong(entry.created_at, i18n.language)}</strong>
              {entry.username && <span>{t('list.history.by', { user: entry.username })}</span>}
            </div>
            {changesShown(entry).length > 0 && (
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('list.history.field')}</th>
                    <th scope="col">{t('list.history.before')}</th>
                    <th scope="col">{t('list.history.after')}</th>
                  </tr>
                </thead>
                <tbody>
                  {changesShown(entry).map(([name, change]) => (
                    <tr key={name}>
                      <th scope="row">
                        {fieldOf(resource, name)
                          ? labelOf
                            ? labelOf(name)
                            : t(fieldLabelKey(resource, name))
                          : name}
                      </th>
                      <td>{show(name, change.before)}</td>
                      <td>{show(name, change.after)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <section aria-labelledby={`history-${resource.name}`}>
      <h2 id={`history-${resource.name}`}>{t('list.history.title')}</h2>
      {body}
    </section>
  );
}
