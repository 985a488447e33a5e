import { canViewRoute } from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import { Card } from 'primereact/card';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ViewPanelProps } from '../../app/feature.ts';
import { useSession } from '../../app/session-context.tsx';
import { AskAiBox } from './AskAiBox.tsx';
import { aiApi } from './ai-api.ts';

/** Placeholders the record has no field (or relation name) for: asked for before the run. */
export function placeholdersToAsk(
  placeholders: readonly string[],
  record: Record<string, unknown>,
): string[] {
  return placeholders.filter(
    (name) => !Object.hasOwn(record, name) && !Object.hasOwn(record, `${name}_label`),
  );
}

/**
 * "Tanya AI" under a record's view: the templates bound to this resource (their `kategori` names it),
 * filled from the record and answered by the AI setting the template uses. Nothing shows without a
 * bound template, and nothing is asked for by a caller whose role may not list the templates (a
 * technician's job view called `/api/ai/templates` and logged its 403: issue 36).
 */
function AskAiPanel({ resource, id, record }: Omit<ViewPanelProps, 'resource'> & { resource: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const mayList = canViewRoute(session.pages, 'templateprompt');
  const templates = useQuery({
    queryKey: ['ai', 'templates', resource],
    queryFn: () => aiApi.templates(resource),
    enabled: mayList,
  });
  const list = templates.data?.records ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const template = list.find((item) => item.id === chosen) ?? list[0];
  if (!template) return null;
  return (
    <Card title={t('ai.panelTitle')} className="ai-panel" data-testid="ai-panel">
      <div className="ai-template">
        <label htmlFor="ai-template">{t('ai.template')}</label>
        <Dropdown
          inputId="ai-template"
          value={template.id}
          options={list.map((item) => ({ label: item.nama_template, value: item.id }))}
          onChange={(event) => setChosen(Number(event.value))}
        />
        <Link to={`/templateprompt/view/${template.id}`} className="ai-link">
          {t('ai.openTemplate')}
        </Link>
      </div>
      <AskAiBox
        templateId={template.id}
        resource={resource}
        recordId={id}
        ask={placeholdersToAsk(template.placeholders, record)}
      />
    </Card>
  );
}

/** Under a job's view (`rpekerjaan`). */
export function JobAskAiPanel(props: ViewPanelProps) {
  return <AskAiPanel {...props} resource="rpekerjaan" />;
}

/** Under an account's view (`akun`). */
export function AccountAskAiPanel(props: ViewPanelProps) {
  return <AskAiPanel {...props} resource="akun" />;
}
