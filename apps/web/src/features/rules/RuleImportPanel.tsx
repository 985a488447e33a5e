import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showRequestError, toast } from '../../ui/index.ts';
import { type RuleImportReport, rulesApi } from './rules-api.ts';

type Props = { roleId: string; roleName: string; onDone: () => void };

/**
 * Import of a JSON rules file (an export, or a plain list): a dry run first, its report (how many
 * are valid, the errors of each record by number), then the import itself, all or nothing.
 */
export function RuleImportPanel({ roleId, roleName, onDone }: Props) {
  const { t } = useTranslation();
  const [content, setContent] = useState<unknown>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [replace, setReplace] = useState(false);
  const [report, setReport] = useState<RuleImportReport | null>(null);
  const [busy, setBusy] = useState(false);

  async function read(file: File | undefined) {
    setReport(null);
    setContent(null);
    setFileError(null);
    if (!file) return;
    try {
      setContent(JSON.parse(await file.text()));
    } catch {
      setFileError(t('roles.import.notJson'));
    }
  }
  async function run(dryRun: boolean) {
    setBusy(true);
    try {
      const answer = await rulesApi.importJson(roleId, content, { dryRun, replace });
      setReport(answer);
      if (!dryRun && answer.imported > 0) {
        toast.success(t('roles.import.done', { count: answer.imported }));
        onDone();
      }
    } catch (error) {
      showRequestError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="rule-panel" data-testid="rule-import">
      <h2>{t('roles.import.title', { role: roleName })}</h2>
      <input
        type="file"
        accept="application/json,.json"
        aria-label={t('roles.import.file')}
        onChange={(e) => void read(e.target.files?.[0])}
      />
      {fileError && <Message severity="error" text={fileError} />}
      <div className="rule-check">
        <Checkbox
          inputId="rule-import-replace"
          checked={replace}
          onChange={(e) => setReplace(Boolean(e.checked))}
        />
        <label htmlFor="rule-import-replace">{t('roles.import.replace')}</label>
      </div>
      <div className="rule-panel-actions">
        <Button
          type="button"
          label={t('roles.import.dryRun')}
          icon="pi pi-search"
          outlined
          disabled={content === null}
          loading={busy}
          onClick={() => void run(true)}
        />
        <Button
          type="button"
          label={t('roles.import.commit')}
          icon="pi pi-upload"
          disabled={content === null || !report?.dryRun || report.errors.length > 0 || busy}
          onClick={() => void run(false)}
        />
      </div>
      {report && (
        <div className="rule-import-report" data-testid="rule-import-report">
          <p>
            {report.dryRun
              ? t('roles.import.dryRunReport', { valid: report.valid, total: report.total })
              : t('roles.import.commitReport', { imported: report.imported, total: report.total })}
            {report.replace && ` ${t('roles.import.replaceReport', { count: report.deleted })}`}
          </p>
          {report.errors.length > 0 && (
            <ul>
              {report.errors.map((e) => (
                <li key={e.index}>
                  {t('roles.import.recordError', { number: e.index + 1 })}{' '}
                  {Object.entries(e.errors)
                    .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
                    .join('; ')}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
