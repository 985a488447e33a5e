import type { Resource } from '@kantor/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageConfig } from '../rules/role-rules-context.tsx';
import { ResourceForm } from './ResourceForm.tsx';
import './resources.css';

/** `/x/add` and `/x/edit/{id}`: the form as a page; saving or cancelling goes back to the list. */
export function ResourceFormPage({ resource, id }: { resource: Resource; id: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listPath = `/${resource.name}`;
  // Ganti Title Header of the form's route replaces the title (the form waits for the rules itself).
  const { config } = usePageConfig(id === null ? `${listPath}/add` : `${listPath}/edit/${id}`);
  const title =
    config.headerTitle ??
    t(id === null ? 'list.dialog.add' : 'list.dialog.edit', { resource: t(resource.labelKey) });
  return (
    <section className="resource-page" data-testid="resource-form-page">
      <header className="resource-page-header">
        <h1>{title}</h1>
      </header>
      <ResourceForm
        key={id ?? 'add'}
        resource={resource}
        id={id}
        onSaved={() => navigate(listPath)}
        onCancel={() => navigate(listPath)}
      />
    </section>
  );
}
