import { getResource } from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import { Card } from 'primereact/card';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewPanelProps } from '../../app/feature.ts';
import { resourceCalls } from '../../resources/resource-calls.ts';
import { AskAiBox } from './AskAiBox.tsx';
import { aiApi } from './ai-api.ts';

type Option = { value: string | number; label: string };

/**
 * "Tanya AI" under a prompt template's own view: pick a record of the resource the template is bound
 * to (its `kategori`), or none, and run it. Placeholders no record fills are asked for.
 */
export function TemplateRunPanel({ id, record }: ViewPanelProps) {
  const { t } = useTranslation();
  const bound = getResource(
    String(record.kategori ?? '')
      .trim()
      .toLowerCase(),
  );
  const [search, setSearch] = useState('');
  const [recordId, setRecordId] = useState<string | number | null>(null);
  const options = useQuery({
    queryKey: ['ai', 'records', bound?.name, search],
    queryFn: () => resourceCalls(bound!.name).options<Option['value']>({ search, limit: '50' }),
    enabled: Boolean(bound),
  });
  const templates = useQuery({ queryKey: ['ai', 'templates', 'all'], queryFn: () => aiApi.templates() });
  const placeholders =
    templates.data?.records.find((item) => String(item.id) === String(id))?.placeholders ?? [];
  // with a record chosen the server fills what it can and names the rest; without one, ask for all
  const ask = recordId === null ? placeholders : [];
  return (
    <Card title={t('ai.panelTitle')} className="ai-panel" data-testid="ai-panel">
      {bound ? (
        <div className="ai-template">
          <label htmlFor="ai-record">{t('ai.record', { resource: t(bound.labelKey) })}</label>
          <Dropdown
            inputId="ai-record"
            value={recordId}
            options={(options.data?.records ?? []).map((o) => ({ label: String(o.label), value: o.value }))}
            onChange={(event) => setRecordId(event.value ?? null)}
            filter
            onFilter={(event) => setSearch(event.filter)}
            showClear
            placeholder={t('ai.chooseRecord')}
          />
        </div>
      ) : (
        <p className="ai-hint">{t('ai.unbound')}</p>
      )}
      <AskAiBox
        templateId={Number(id)}
        resource={bound && recordId !== null ? bound.name : undefined}
        recordId={recordId ?? undefined}
        ask={ask}
      />
    </Card>
  );
}
