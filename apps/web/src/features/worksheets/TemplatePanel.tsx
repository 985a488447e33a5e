import { type SentItem, WORKSHEET_ITEM_KINDS, WORKSHEET_LIMITS, type WorksheetItemKind } from '@kantor/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorAnswerOf } from '../../api/errors.ts';
import type { ViewPanelProps } from '../../app/feature.ts';
import { showRequestError, toast } from '../../ui/index.ts';
import { worksheetsApi } from './worksheets-api.ts';
import './worksheets.css';

/**
 * Under a job type's view, for the admin: the checklist a job of this type is worked through (ticks,
 * texts, measurements with a unit, photos; each may be required before the customer signs). Anyone
 * else is refused by the server and sees nothing here.
 */
export function TemplatePanel({ id, record }: ViewPanelProps) {
  const data = useQuery({
    queryKey: ['worksheets', 'template', id],
    queryFn: () => worksheetsApi.template(id),
    retry: false,
  });
  if (record.jenis !== 'Pekerjaan' || !data.data) return null;
  return <TemplateEditor id={id} initial={data.data.items} />;
}

function TemplateEditor({ id, initial }: { id: string; initial: SentItem[] }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [items, setItems] = useState<SentItem[]>(initial);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const kinds = WORKSHEET_ITEM_KINDS.map((k) => ({ value: k, label: t(`worksheets.kinds.${k}`) }));
  const change = (i: number, patch: Partial<SentItem>) =>
    setItems((list) => list.map((item, j) => (j === i ? { ...item, ...patch } : item)));

  async function save() {
    setBusy(true);
    setErrors({});
    try {
      const answer = await worksheetsApi.saveTemplate(id, { items });
      setItems(answer.template.items);
      client.setQueryData(['worksheets', 'template', id], answer.template);
      toast.success(t('worksheets.templateSaved'));
    } catch (error) {
      const body = errorAnswerOf(error);
      if (body?.errors) setErrors(body.errors);
      else showRequestError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="worksheets-panel" data-testid="worksheet-template-panel">
      <h2>{t('worksheets.templateTitle')}</h2>
      <ol className="template-items">
        {items.map((item, i) => (
          <li key={item.key ?? `new-${i}`} className="template-item">
            <Dropdown
              value={item.kind}
              options={kinds}
              onChange={(e) => change(i, { kind: e.value as WorksheetItemKind })}
              aria-label={t('worksheets.kind')}
            />
            <InputText
              value={item.label}
              onChange={(e) => change(i, { label: e.target.value })}
              placeholder={t('worksheets.label')}
              aria-label={t('worksheets.label')}
              maxLength={WORKSHEET_LIMITS.label}
            />
            {item.kind === 'measure' && (
              <InputText
                className="template-unit"
                value={item.unit ?? ''}
                onChange={(e) => change(i, { unit: e.target.value })}
                placeholder={t('worksheets.unit')}
                aria-label={t('worksheets.unit')}
                maxLength={WORKSHEET_LIMITS.unit}
              />
            )}
            <span className="template-required">
              <Checkbox
                inputId={`tpl-req-${i}`}
                checked={item.required === true}
                onChange={(e) => change(i, { required: e.checked === true })}
              />
              <label htmlFor={`tpl-req-${i}`}>{t('worksheets.required')}</label>
            </span>
            <Button
              type="button"
              icon="pi pi-trash"
              text
              severity="danger"
              aria-label={t('worksheets.remove')}
              onClick={() => setItems((list) => list.filter((_, j) => j !== i))}
            />
            {[`items.${i}.label`, `items.${i}.kind`, `items.${i}.unit`].map((f) =>
              errors[f] ? (
                <small key={f} className="p-error">
                  {errors[f].join(' ')}
                </small>
              ) : null,
            )}
          </li>
        ))}
      </ol>
      <div className="worksheets-actions">
        <Button
          type="button"
          icon="pi pi-plus"
          outlined
          label={t('worksheets.addItem')}
          disabled={items.length >= WORKSHEET_LIMITS.items}
          onClick={() => setItems((list) => [...list, { kind: 'check', label: '', required: false }])}
        />
        <Button
          type="button"
          icon="pi pi-save"
          label={t('worksheets.saveTemplate')}
          loading={busy}
          onClick={save}
        />
      </div>
    </Card>
  );
}
