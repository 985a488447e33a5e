import type { Resource } from '@kantor/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isNotFound } from '../api/errors.ts';
import { NotFoundPage } from '../app/NotFoundPage.tsx';
import { usePageConfig } from '../rules/role-rules-context.tsx';
import { useRecord } from './api-hooks.ts';
import { ResourceForm } from './ResourceForm.tsx';
import './resources.css';

/**
 * `/x/add` and `/x/edit/{id}`: the form as a page. A new record's save lands on its view (its lines,
 * documents and history are there), or clears the form for the next with "Simpan & tambah lagi"; an
 * edit's save and a cancel go back to the list.
 */
export function ResourceFormPage({ resource, id }: { resource: Resource; id: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [round, setRound] = useState(0);
  const listPath = `/${resource.name}`;
  // Ganti Title Header of the form's route replaces the title (the form waits for the rules itself).
  const { config } = usePageConfig(id === null ? `${listPath}/add` : `${listPath}/edit/${id}`);
  const title =
    config.headerTitle ??
    t(id === null ? 'list.dialog.add' : 'list.dialog.edit', { resource: t(resource.labelKey) });
  // the form's own read of the record (one query, shared by key): an unknown id is the 404 page
  const record = useRecord(resource.name, id);
  if (record.isError && isNotFound(record.error))
    return <NotFoundPage detail={(record.error as Error).message} />;
  return (
    <section className="resource-page" data-testid="resource-form-page">
      <header className="resource-page-header">
        <h1>{title}</h1>
      </header>
      <ResourceForm
        key={id ?? `add-${round}`}
        resource={resource}
        id={id}
        addAnother
        onSaved={(record, next) => {
          if (next === 'again') setRound((n) => n + 1);
          else navigate(id === null ? `${listPath}/view/${encodeURIComponent(String(record.id))}` : listPath);
        }}
        onCancel={() => navigate(listPath)}
      />
    </section>
  );
}
