import { canViewRoute, formatDateTimeLong, isBlockedRoute, type Resource } from '@kantor/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { RadioButton } from 'primereact/radiobutton';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session-context.tsx';
import { PageDialog } from '../../ui/index.ts';
import { resourceKey } from '../api-hooks.ts';
import type { ListState, RouteFilter } from '../list-query.ts';
import { optionTextOf } from '../resource-fields.ts';
import { downloadWithProgress, type Progress, saveBlob } from './download.ts';
import {
  EXPORT_CHOICES,
  type ExportChoice,
  exportFileName,
  exportRequest,
  type FileFormat,
  listFilterQuery,
  PDF_MAX_ROWS,
  PRINT_MAX_ROWS,
  spreadsheetPath,
} from './export-query.ts';
import {
  createPrintDocument,
  numericColumns,
  printRows,
  serializePrintDocument,
  writePrintWindow,
  writeWaitingText,
} from './print-document.ts';
import { fetchPrintRecords, type PrintRecords } from './print-records.ts';
import { screenWords, wordsParam } from './reader-words.ts';
import { TransferProgress } from './TransferProgress.tsx';
import './transfer.css';

export type ExportDialogProps = {
  resource: Resource;
  /** The list's state: its filters, search and order are exported. */
  state: ListState;
  routeFilter: RouteFilter | null;
  /** The list's visible columns (printed in this order). */
  columns: readonly string[];
  /** The list's record count, when known. */
  total?: number;
  /** A column's label as the list shows it (the role's Replace Label rules); the translated label without. */
  labelOf?: (name: string) => string;
  visible: boolean;
  onHide: () => void;
};

/** The export dialog of spec §2: print, PDF, Excel (xlsx) and CSV of the current list, plus a print preview. */
export function ExportDialog(props: ExportDialogProps) {
  const { t } = useTranslation();
  return (
    <PageDialog
      visible={props.visible}
      onHide={props.onHide}
      title={t('transfer.export.title', { resource: t(props.resource.labelKey) })}
      width="56rem"
      scope={`export-${props.resource.name}`}
    >
      {props.visible && <ExportPanel {...props} />}
    </PageDialog>
  );
}

type Preview = { status: 'loading' } | { status: 'ready'; html: string } | { status: 'error' };

function ExportPanel({ resource, state, routeFilter, columns, total, labelOf, onHide }: ExportDialogProps) {
  const { t, i18n } = useTranslation();
  const words = useMemo(() => screenWords(resource, t, labelOf), [resource, labelOf, t]);
  const id = useId().replace(/:/g, '');
  const client = useQueryClient();
  const [choice, setChoice] = useState<ExportChoice>('xlsx');
  const [transfer, setTransfer] = useState<{ name: string; progress: Progress } | null>(null);
  const [printing, setPrinting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const navigate = useNavigate();
  const { pages, blockedRoutes } = useSession();
  // the spreadsheet is a page of its own: offered only to those who may open it
  const sheetAllowed = canViewRoute(pages, '/excel') && !isBlockedRoute(blockedRoutes, '/excel');

  const filterQuery = useMemo(
    () => listFilterQuery(resource, state, routeFilter),
    [resource, state, routeFilter],
  );
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const busy = transfer !== null || printing;

  const loadRecords = () =>
    client.fetchQuery({
      queryKey: [...resourceKey(resource.name), 'print', filterQuery],
      queryFn: ({ signal }) => fetchPrintRecords(resource.name, filterQuery, { signal }),
      staleTime: 30_000,
    });

  const printDocument = (data: PrintRecords) =>
    createPrintDocument(
      {
        title: t(resource.labelKey),
        notes: [
          t('transfer.export.printedAt', { date: formatDateTimeLong(new Date(), i18n.language) }),
          t('transfer.export.printedRows', { shown: number(data.records.length), total: number(data.total) }),
        ],
        headers: columns.map((name) => words.fields[name] ?? name),
        rows: printRows(resource, columns, data.records, {
          language: i18n.language,
          yes: t('common.yes'),
          no: t('common.no'),
          option: optionTextOf(t),
        }),
        lang: i18n.language,
      },
      { numeric: numericColumns(resource, columns) },
    );

  const showPreview = async () => {
    setPreview({ status: 'loading' });
    try {
      const html = serializePrintDocument(printDocument(await loadRecords()));
      setPreview({ status: 'ready', html });
    } catch {
      setPreview({ status: 'error' });
    }
  };

  const print = async () => {
    setError(null);
    setDone(null);
    // Opened straight from the click (a window opened after an await counts as a popup).
    const win = window.open('', '_blank');
    if (!win) {
      setError(t('errors.popupBlocked'));
      return;
    }
    writeWaitingText(win, t('transfer.export.preparing'));
    setPrinting(true);
    try {
      writePrintWindow(win, printDocument(await loadRecords()));
    } catch {
      win.close();
      setError(t('errors.printPreviewFailed'));
    } finally {
      setPrinting(false);
    }
  };

  const download = async (format: FileFormat) => {
    setError(null);
    setDone(null);
    const controller = new AbortController();
    running.current = controller;
    const { path, query } = exportRequest(resource, state, routeFilter, format);
    // the file is headed, and its relations and options written, in the reader's words
    query.labels = wordsParam(words);
    const name = exportFileName(resource.name, format, null);
    setTransfer({ name, progress: { loaded: 0, total: null } });
    try {
      const file = await downloadWithProgress(path, query, {
        signal: controller.signal,
        onProgress: (progress) => setTransfer({ name, progress }),
      });
      const fileName = exportFileName(resource.name, format, file.disposition);
      saveBlob(file.blob, fileName);
      setDone(t('transfer.export.done', { name: fileName }));
    } catch {
      if (!controller.signal.aborted) setError(t('errors.unableToDownload'));
    } finally {
      if (running.current === controller) running.current = null;
      setTransfer(null);
    }
  };

  const note =
    choice === 'print'
      ? t('transfer.export.printLimit', { count: number(PRINT_MAX_ROWS) })
      : choice === 'pdf'
        ? t('transfer.export.pdfLimit', { count: number(PDF_MAX_ROWS) })
        : null;

  return (
    <div className="transfer-panel" data-testid="export-dialog">
      {total !== undefined && (
        <p className="transfer-intro">{t('transfer.export.scope', { count: number(total) })}</p>
      )}
      <fieldset className="transfer-formats" disabled={busy}>
        <legend>{t('transfer.export.format')}</legend>
        {EXPORT_CHOICES.map((value) => (
          <div key={value} className="transfer-format">
            <RadioButton
              inputId={`${id}-${value}`}
              name={`${id}-format`}
              value={value}
              checked={choice === value}
              onChange={() => setChoice(value)}
              disabled={busy}
            />
            <label htmlFor={`${id}-${value}`} data-testid={`export-format-${value}`}>
              {t(`transfer.export.formats.${value}`)}
            </label>
          </div>
        ))}
      </fieldset>
      {note && <small className="transfer-note">{note}</small>}
      {transfer && (
        <TransferProgress
          direction="download"
          label={t('transfer.export.downloading', { name: transfer.name })}
          progress={transfer.progress}
        />
      )}
      {error && <Message severity="error" text={error} data-testid="export-error" />}
      {done && <Message severity="success" text={done} data-testid="export-done" />}
      <div className="transfer-actions">
        <Button
          type="button"
          label={t('transfer.export.preview')}
          icon="pi pi-eye"
          outlined
          onClick={() => void showPreview()}
          disabled={busy || preview?.status === 'loading'}
        />
        {sheetAllowed && (
          <Button
            type="button"
            label={t('transfer.export.openSpreadsheet')}
            icon="pi pi-table"
            outlined
            onClick={() => navigate(spreadsheetPath(resource, state, routeFilter))}
            disabled={busy}
            data-testid="export-open-spreadsheet"
          />
        )}
        {choice === 'print' ? (
          <Button
            type="button"
            label={t('transfer.export.print')}
            icon="pi pi-print"
            onClick={() => void print()}
            loading={printing}
            disabled={busy}
          />
        ) : (
          <Button
            type="button"
            label={t('transfer.export.download')}
            icon="pi pi-download"
            onClick={() => void download(choice)}
            loading={transfer !== null}
            disabled={busy}
          />
        )}
        <Button type="button" label={t('transfer.export.close')} severity="secondary" text onClick={onHide} />
      </div>
      {preview && (
        <section className="transfer-preview" aria-label={t('transfer.export.preview')}>
          {preview.status === 'loading' && (
            <div className="transfer-preview-loading">
              <ProgressSpinner style={{ width: '2rem', height: '2rem' }} />
              <span>{t('transfer.export.previewLoading')}</span>
            </div>
          )}
          {preview.status === 'error' && (
            <Message
              severity="error"
              text={t('errors.printPreviewFailed')}
              data-testid="print-preview-error"
            />
          )}
          {preview.status === 'ready' && (
            <iframe
              title={t('transfer.export.previewTitle', { resource: t(resource.labelKey) })}
              srcDoc={preview.html}
              sandbox=""
              className="transfer-preview-frame"
              data-testid="print-preview"
            />
          )}
        </section>
      )}
    </div>
  );
}
