import type { Resource } from '@kantor/core';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, fieldOf } from '../resource-fields.ts';
import type { ImportReport } from './import-api.ts';

export type ImportReportViewProps = { resource: Resource; report: ImportReport };

/** One line per message: the spreadsheet row, the field and what is wrong with it. */
export function reportLines(report: ImportReport): { row: number; field: string; message: string }[] {
  return report.errors.flatMap(({ row, errors }) =>
    Object.entries(errors ?? {}).flatMap(([field, messages]) =>
      (Array.isArray(messages) ? messages : [String(messages)]).map((message) => ({
        row,
        field,
        message: String(message),
      })),
    ),
  );
}

/** The result of checking (or importing) a file: counts, unknown columns and every bad row with its reason. */
export function ImportReportView({ resource, report }: ImportReportViewProps) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const lines = reportLines(report);
  const fieldText = (field: string) =>
    field === '_'
      ? t('transfer.import.general')
      : fieldOf(resource, field)
        ? `${t(fieldLabelKey(resource, field))} (${field})`
        : field;

  return (
    <section className="transfer-panel" data-testid="import-report" aria-label={t('transfer.import.report')}>
      <dl className="transfer-summary">
        <div>
          <dt>{t('transfer.import.total')}</dt>
          <dd data-testid="import-total">{number(report.total)}</dd>
        </div>
        <div>
          <dt>{t('transfer.import.valid')}</dt>
          <dd data-testid="import-valid">{number(report.valid)}</dd>
        </div>
        <div>
          <dt>{t('transfer.import.invalid')}</dt>
          <dd data-testid="import-invalid">{number(report.errors.length)}</dd>
        </div>
      </dl>
      {report.unknownColumns.length > 0 && (
        <Message
          severity="warn"
          text={t('transfer.import.unknownColumns', { columns: report.unknownColumns.join(', ') })}
          data-testid="import-unknown-columns"
        />
      )}
      {report.errors.length > 0 ? (
        <>
          {report.imported > 0 ? (
            // a write failed and some saved rows could not be removed again: they are listed below
            <Message
              severity="warn"
              text={t('transfer.import.partial', { count: number(report.imported) })}
              data-testid="import-partial"
            />
          ) : (
            <Message severity="error" text={t('transfer.import.refused')} data-testid="import-refused" />
          )}
          <div className="transfer-errors-wrap">
            <table className="transfer-errors" data-testid="import-errors">
              <thead>
                <tr>
                  <th scope="col">{t('transfer.import.row')}</th>
                  <th scope="col">{t('transfer.import.field')}</th>
                  <th scope="col">{t('transfer.import.message')}</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row may repeat a field's message
                  <tr key={`${line.row}-${line.field}-${index}`}>
                    <td>{line.row}</td>
                    <td>{fieldText(line.field)}</td>
                    <td>{line.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : report.total === 0 ? (
        <Message severity="info" text={t('transfer.import.empty')} />
      ) : report.dryRun ? (
        <Message
          severity="success"
          text={t('transfer.import.ready', { count: number(report.valid) })}
          data-testid="import-ready"
        />
      ) : null}
    </section>
  );
}
