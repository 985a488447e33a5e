import { update as formatCell, type Sheet } from '@fortune-sheet/core';
import { Workbook, type WorkbookInstance } from '@fortune-sheet/react';
import '@fortune-sheet/react/dist/index.css';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { type ChangeEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { saveBlob } from '../../resources/export/download.ts';
import { showRequestError, toast } from '../../ui/index.ts';
import { SpreadsheetFiles } from './SpreadsheetFiles.tsx';
import { blankSheets, fromWire, toWire, type WireSheet } from './sheet-data.ts';
import { spreadsheetApi } from './spreadsheet-api.ts';
import './spreadsheet.css';

/** What the page's file handling keeps; only what the XLSX file keeps is offered in the toolbar. */
const TOOLBAR = [
  'undo',
  'redo',
  'format-painter',
  'clear-format',
  '|',
  'currency-format',
  'percentage-format',
  'number-decrease',
  'number-increase',
  'format',
  '|',
  'bold',
  'italic',
  '|',
  'font-color',
  'background',
  '|',
  'quick-formula',
  'search',
];
const CELL_MENU = [
  'copy',
  'paste',
  '|',
  'insert-row',
  'insert-column',
  'delete-row',
  'delete-column',
  'delete-cell',
  'set-row-height',
  'set-column-width',
  '|',
  'clear',
  'sort',
  'orderAZ',
  'orderZA',
];
const HEADER_MENU = [
  'copy',
  'paste',
  '|',
  'insert-row',
  'insert-column',
  'delete-row',
  'delete-column',
  'set-row-height',
  'set-column-width',
  '|',
  'clear',
  'sort',
  'orderAZ',
  'orderZA',
];

/** Fortune-sheet speaks these; every other interface language gets its English. */
const SHEET_LANGS: Record<string, string> = { es: 'es', hi: 'hi', ru: 'ru', 'zh-CN': 'zh' };

type Doc = { key: number; id: number | null; name: string; sheets: Sheet[] };

const safeName = (name: string) => name.trim().replace(/[^\p{L}\p{N}._ -]+/gu, '_') || 'Spreadsheet';

/**
 * `/excel`: a spreadsheet (Fortune-sheet) whose files live on the server per user. `?file=12` opens a
 * saved file, `?resource=rsupplier&…filters` opens that resource's XLSX export (unsaved until Save).
 */
export function SpreadsheetPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const workbook = useRef<WorkbookInstance>(null);
  const upload = useRef<HTMLInputElement>(null);
  const [doc, setDoc] = useState<Doc | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [filesOpen, setFilesOpen] = useState(false);
  // the file on screen: saving a new file puts its id in the address without reloading it
  const shownId = useRef<number | null>(null);

  const show = useCallback((id: number | null, docName: string, sheets: WireSheet[]) => {
    shownId.current = id;
    setDoc((old) => ({ key: (old?.key ?? 0) + 1, id, name: docName, sheets: fromWire(sheets, formatCell) }));
    setName(docName);
  }, []);

  // what the address asks for: a saved file, a resource's export, or a new workbook
  const fileParam = params.get('file');
  const resourceParam = params.get('resource');
  useEffect(() => {
    if (fileParam && Number(fileParam) === shownId.current) return;
    let stale = false;
    async function load() {
      if (fileParam && /^\d+$/.test(fileParam)) {
        const { file, sheets } = await spreadsheetApi.open(Number(fileParam));
        if (!stale) show(file.id, file.name, sheets);
      } else if (resourceParam) {
        const filters = Object.fromEntries([...params].filter(([key]) => key !== 'resource'));
        const { sheets } = await spreadsheetApi.fromExport(resourceParam, filters);
        if (!stale)
          show(null, t(`resources.${resourceParam}.title`, { defaultValue: resourceParam }), sheets);
      } else if (!stale) show(null, t('spreadsheet.untitled'), blankSheets(t('spreadsheet.firstSheet')));
    }
    setBusy(true);
    load()
      .catch((error: unknown) => {
        if (stale) return;
        showRequestError(error);
        show(null, t('spreadsheet.untitled'), blankSheets(t('spreadsheet.firstSheet')));
      })
      .finally(() => !stale && setBusy(false));
    return () => {
      stale = true;
    };
  }, [fileParam, resourceParam, params, show, t]);

  const current = () => toWire(workbook.current?.getAllSheets() ?? doc?.sheets ?? []);

  async function save() {
    if (!doc) return;
    const fileName = safeName(name);
    setBusy(true);
    try {
      const answer = doc.id
        ? await spreadsheetApi.save(doc.id, fileName, current())
        : await spreadsheetApi.create(fileName, current());
      shownId.current = answer.file.id;
      setDoc({ ...doc, id: answer.file.id, name: answer.file.name });
      setName(answer.file.name);
      if (!doc.id) setParams({ file: String(answer.file.id) }, { replace: true });
      toast.success(t('spreadsheet.saved', { name: answer.file.name }));
    } catch (error) {
      showRequestError(error);
    } finally {
      setBusy(false);
    }
  }

  async function download() {
    if (!doc) return;
    setBusy(true);
    try {
      const fileName = safeName(name);
      saveBlob(await spreadsheetApi.xlsx(fileName, current()), `${fileName}.xlsx`);
    } catch (error) {
      showRequestError(error);
    } finally {
      setBusy(false);
    }
  }

  async function openLocal(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const answer = await spreadsheetApi.convert(file, file.name);
      setParams({}, { replace: true });
      show(null, answer.name || t('spreadsheet.untitled'), answer.sheets);
    } catch (error) {
      showRequestError(error);
    } finally {
      setBusy(false);
    }
  }

  function newWorkbook() {
    setParams({}, { replace: true });
    show(null, t('spreadsheet.untitled'), blankSheets(t('spreadsheet.firstSheet')));
  }

  return (
    <section className="spreadsheet-page" data-testid="spreadsheet-page" aria-busy={busy}>
      <div className="spreadsheet-bar">
        <h1>{t('spreadsheet.title')}</h1>
        <span className="spreadsheet-name">
          <label htmlFor="spreadsheet-name" className="sr-only">
            {t('spreadsheet.fileName')}
          </label>
          <InputText
            id="spreadsheet-name"
            value={name}
            maxLength={120}
            onChange={(event) => setName(event.target.value)}
            placeholder={t('spreadsheet.fileName')}
          />
          <span className="spreadsheet-status" data-testid="spreadsheet-status">
            {doc?.id ? t('spreadsheet.stored') : t('spreadsheet.notStored')}
          </span>
        </span>
        <span className="spreadsheet-actions">
          <Button
            type="button"
            icon="pi pi-file"
            label={t('spreadsheet.new')}
            aria-label={t('spreadsheet.new')}
            title={t('spreadsheet.new')}
            outlined
            onClick={newWorkbook}
          />
          <Button
            type="button"
            icon="pi pi-folder-open"
            label={t('spreadsheet.myFiles')}
            aria-label={t('spreadsheet.myFiles')}
            title={t('spreadsheet.myFiles')}
            outlined
            onClick={() => setFilesOpen(true)}
          />
          <Button
            type="button"
            icon="pi pi-upload"
            label={t('spreadsheet.openXlsx')}
            aria-label={t('spreadsheet.openXlsx')}
            title={t('spreadsheet.openXlsx')}
            outlined
            onClick={() => upload.current?.click()}
          />
          <Button
            type="button"
            icon="pi pi-download"
            label={t('spreadsheet.download')}
            aria-label={t('spreadsheet.download')}
            title={t('spreadsheet.download')}
            outlined
            disabled={!doc || busy}
            onClick={download}
          />
          <Button
            type="button"
            icon="pi pi-save"
            label={t('spreadsheet.save')}
            aria-label={t('spreadsheet.save')}
            title={t('spreadsheet.save')}
            disabled={!doc || busy}
            loading={busy}
            onClick={save}
          />
        </span>
        <input
          ref={upload}
          type="file"
          hidden
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          data-testid="spreadsheet-upload"
          onChange={openLocal}
        />
      </div>
      <div className="spreadsheet-canvas">
        {doc && (
          <Workbook
            key={doc.key}
            ref={workbook}
            data={doc.sheets}
            lang={SHEET_LANGS[i18n.language] ?? 'en'}
            currency="Rp"
            toolbarItems={TOOLBAR}
            cellContextMenu={CELL_MENU}
            headerContextMenu={HEADER_MENU}
            sheetTabContextMenu={['delete', 'copy', 'rename', '|', 'move']}
          />
        )}
      </div>
      <SpreadsheetFiles
        visible={filesOpen}
        currentId={doc?.id ?? null}
        onHide={() => setFilesOpen(false)}
        onOpen={(id) => {
          setFilesOpen(false);
          setParams({ file: String(id) });
        }}
        onDeleted={(id) => {
          if (doc?.id === id) newWorkbook();
        }}
      />
    </section>
  );
}
