import { actionsOf, canViewRoute, isBlockedRoute, RESOURCE_LIST, type Resource } from '@kantor/core';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../app/session-context.tsx';
import { ImportJobProgress } from '../../resources/import/ImportJobProgress.tsx';
import { ImportReportView } from '../../resources/import/ImportReportView.tsx';
import {
  ImportJobFailed,
  type ImportJobStatus,
  type ImportReport,
  runImport,
} from '../../resources/import/import-api.ts';
import { fieldLabelKey, formFields } from '../../resources/resource-fields.ts';
import { showRequestError, toast } from '../../ui/index.ts';
import { matchColumns, parsePastedTable, toCsv } from './paste-table.ts';
import '../../resources/export/transfer.css';
import './ai.css';

const PREVIEW_ROWS = 10;

/** Resources the caller may import into (`x/import` and `x/add`, not blocked), as the list's import button. */
function useImportable(): Resource[] {
  const { pages, blockedRoutes } = useSession();
  return useMemo(
    () =>
      RESOURCE_LIST.filter((resource) => {
        if (resource.readOnly) return false;
        const actions = actionsOf(resource.name);
        return ['import', 'add'].every((action) => {
          const path = `/${resource.name}/${action}`;
          return canViewRoute(pages, path, actions) && !isBlockedRoute(blockedRoutes, path);
        });
      }),
    [pages, blockedRoutes],
  );
}

/**
 * `/pastechatgpt`: an AI answer pasted as a table (Markdown, JSON array, TSV or CSV) becomes records of
 * the chosen resource through the resource's own import: "Periksa" is its dry run (every row checked,
 * nothing written), "Simpan" writes all rows or none; both run as the server's import job, whose
 * progress shows meanwhile.
 */
export function PasteChatGptPage() {
  const { t } = useTranslation();
  const importable = useImportable();
  const [name, setName] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState<'check' | 'save' | null>(null);
  const [job, setJob] = useState<ImportJobStatus | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const resource = importable.find((r) => r.name === name) ?? null;

  const table = useMemo(() => parsePastedTable(text), [text]);
  const fields = useMemo(() => {
    if (!table || !resource) return [];
    const labels = Object.fromEntries(formFields(resource).map((f) => [f, t(fieldLabelKey(resource, f))]));
    return matchColumns(table.headers, labels);
  }, [table, resource, t]);
  const matched = fields.filter(Boolean).length;

  async function send(dryRun: boolean) {
    if (!resource || !table) return;
    setBusy(dryRun ? 'check' : 'save');
    setFailure(null);
    try {
      const file = new File([toCsv(table, fields)], `${resource.name}-tempel.csv`, { type: 'text/csv' });
      const answer = await runImport(resource.name, file, { dryRun, onJob: setJob });
      setReport(answer);
      if (!dryRun && answer.imported > 0) {
        toast.success(t('ai.paste.saved', { count: answer.imported }));
        setText('');
      }
    } catch (error) {
      if (error instanceof ImportJobFailed) {
        setReport(error.report);
        setFailure(error.message);
      } else showRequestError(error);
    } finally {
      setBusy(null);
      setJob(null);
    }
  }

  const options = importable
    .map((r) => ({ label: `${t(r.labelKey)} (${r.name})`, value: r.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const ready = report?.dryRun && report.errors.length === 0 && report.valid > 0;

  return (
    <div className="paste-page">
      <h1>{t('ai.paste.title')}</h1>
      <p className="ai-hint">{t('ai.paste.intro')}</p>
      <Card>
        <div className="paste-form">
          <label htmlFor="paste-resource">{t('ai.paste.resource')}</label>
          <Dropdown
            inputId="paste-resource"
            value={name}
            options={options}
            onChange={(event) => {
              setName(event.value);
              setReport(null);
            }}
            filter
            placeholder={t('ai.paste.chooseResource')}
          />
          <label htmlFor="paste-text">{t('ai.paste.text')}</label>
          <InputTextarea
            id="paste-text"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setReport(null);
            }}
            rows={10}
            placeholder={t('ai.paste.placeholder')}
          />
        </div>
      </Card>
      {text.trim() !== '' && !table && <Message severity="warn" text={t('ai.paste.noTable')} />}
      {table && resource && (
        <Card title={t('ai.paste.read', { count: table.rows.length, format: table.format.toUpperCase() })}>
          <div className="paste-columns" data-testid="paste-columns">
            {table.headers.map((header, index) => (
              <Tag
                // biome-ignore lint/suspicious/noArrayIndexKey: two pasted columns may share a header
                key={`${header}-${index}`}
                severity={fields[index] ? 'success' : 'secondary'}
                value={fields[index] ? `${header} → ${fields[index]}` : `${header}: ${t('ai.paste.ignored')}`}
              />
            ))}
          </div>
          {matched === 0 ? (
            <Message severity="warn" text={t('ai.paste.noColumns')} className="ai-failure" />
          ) : (
            <div className="paste-table">
              <table className="p-datatable-table">
                <thead>
                  <tr>
                    {table.headers.map(
                      (header, index) =>
                        // biome-ignore lint/suspicious/noArrayIndexKey: two pasted columns may share a header
                        fields[index] && <th key={`${header}-${index}`}>{header}</th>,
                    )}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.slice(0, PREVIEW_ROWS).map((row, r) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: pasted rows have no identity
                    <tr key={r}>
                      {/* biome-ignore lint/suspicious/noArrayIndexKey: cells of a pasted row */}
                      {row.map((cell, c) => fields[c] && <td key={c}>{cell}</td>)}
                    </tr>
                  ))}
                </tbody>
              </table>
              {table.rows.length > PREVIEW_ROWS && (
                <p className="ai-hint">{t('ai.paste.more', { count: table.rows.length - PREVIEW_ROWS })}</p>
              )}
            </div>
          )}
          <div className="ai-actions">
            <Button
              label={t('ai.paste.check')}
              icon="pi pi-check-square"
              onClick={() => void send(true)}
              loading={busy === 'check'}
              disabled={matched === 0 || table.rows.length === 0 || busy !== null}
            />
            <Button
              label={t('ai.paste.save')}
              icon="pi pi-save"
              severity="success"
              onClick={() => void send(false)}
              loading={busy === 'save'}
              disabled={!ready || busy !== null}
            />
          </div>
        </Card>
      )}
      {job && <ImportJobProgress job={job} />}
      {failure && <Message severity="error" text={failure} data-testid="import-failed" />}
      {report && resource && (
        <>
          <ImportReportView resource={resource} report={report} />
          {!report.dryRun && report.imported > 0 && (
            <Link to={`/${resource.name}`}>{t('ai.paste.openList', { name: t(resource.labelKey) })}</Link>
          )}
        </>
      )}
    </div>
  );
}
