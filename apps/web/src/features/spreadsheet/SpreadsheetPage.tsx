import { update as formatCell, type Sheet } from '@fortune-sheet/core';
import { Workbook, type WorkbookInstance } from '@fortune-sheet/react';
import '@fortune-sheet/react/dist/index.css';
import { SHEET_LIMITS } from '@kantor/core';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { type ChangeEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { saveBlob } from '../../resources/export/download.ts';
import { showRequestError, toast } from '../../ui/index.ts';
import { SpreadsheetFiles } from './SpreadsheetFiles.tsx';
import { appendSheets, blankSheets, fromWire, toWire, type WireSheet } from './sheet-data.ts';
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
/** An XLSX file the user opened, converted, while a workbook with work in it is open: where it goes is asked. */
type Incoming = { name: string; sheets: WireSheet[] };

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
  const [incoming, setIncoming] = useState<Incoming | null>(null);
  // the address whose workbook is on screen: the page's own moves (a new file saved, an XLSX opened
  // as a new workbook) change the address without loading what it names again (issue 36: an opened
  // XLSX was replaced by an empty workbook when the address dropped `?file=`)
  const shownAddress = useRef<string | null>(null);

  const show = useCallback((id: number | null, docName: string, sheets: WireSheet[], active = 0) => {
    setDoc((old) => ({
      key: (old?.key ?? 0) + 1,
      id,
      name: docName,
      sheets: fromWire(sheets, formatCell, active),
    }));
    setName(docName);
  }, []);

  // what the address asks for: a saved file, a resource's export, or a new workbook
  const address = params.toString();
  useEffect(() => {
    if (address === shownAddress.current) return;
    const asked = new URLSearchParams(address);
    const fileParam = asked.get('file');
    const resourceParam = asked.get('resource');
    let stale = false;
    const shown = (id: number | null, docName: string, sheets: WireSheet[]) => {
      if (stale) return;
      shownAddress.current = address;
      show(id, docName, sheets);
    };
    async function load() {
      if (fileParam && /^\d+$/.test(fileParam)) {
        const { file, sheets } = await spreadsheetApi.open(Number(fileParam));
        shown(file.id, file.name, sheets);
      } else if (resourceParam) {
        const filters = Object.fromEntries([...asked].filter(([key]) => key !== 'resource'));
        const { sheets } = await spreadsheetApi.fromExport(resourceParam, filters);
        shown(null, t(`resources.${resourceParam}.title`, { defaultValue: resourceParam }), sheets);
      } else shown(null, t('spreadsheet.untitled'), blankSheets(t('spreadsheet.firstSheet')));
    }
    setBusy(true);
    load()
      .catch((error: unknown) => {
        if (stale) return;
        showRequestError(error);
        shown(null, t('spreadsheet.untitled'), blankSheets(t('spreadsheet.firstSheet')));
      })
      .finally(() => !stale && setBusy(false));
    return () => {
      stale = true;
    };
  }, [address, show, t]);

  /** Moves to an address the page itself now shows (nothing is loaded for it). */
  const showsAddress = (next: Record<string, string>) => {
    shownAddress.current = new URLSearchParams(next).toString();
    setParams(next, { replace: true });
  };

  const current = () => toWire(workbook.current?.getAllSheets() ?? doc?.sheets ?? []);

  async function save() {
    if (!doc) return;
    const fileName = safeName(name);
    setBusy(true);
    try {
      const answer = doc.id
        ? await spreadsheetApi.save(doc.id, fileName, current())
        : await spreadsheetApi.create(fileName, current());
      setDoc({ ...doc, id: answer.file.id, name: answer.file.name });
      setName(answer.file.name);
      if (!doc.id) showsAddress({ file: String(answer.file.id) });
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
      const opened = { name: answer.name || t('spreadsheet.untitled'), sheets: answer.sheets };
      // a saved file or a workbook with cells in it is work the user may want to keep: ask first
      const work = doc?.id != null || current().some((sheet) => sheet.celldata.length > 0);
      if (work) setIncoming(opened);
      else openAsNew(opened);
    } catch (error) {
      // the server says why a file is refused (not an XLSX, too large, too many cells…)
      showRequestError(error);
    } finally {
      setBusy(false);
    }
  }

  function openAsNew(opened: Incoming) {
    setIncoming(null);
    showsAddress({});
    show(null, opened.name, opened.sheets);
  }

  /** The file's sheets as new tabs after the open ones, the first of them shown; saved with the workbook. */
  function addAsTabs(opened: Incoming) {
    if (!doc) return;
    const open = current();
    const merged = appendSheets(open, opened.sheets);
    if (merged.length > SHEET_LIMITS.sheets) {
      toast.error(t('spreadsheet.tooManySheets', { name: opened.name, max: SHEET_LIMITS.sheets }));
      return;
    }
    setIncoming(null);
    show(doc.id, name, merged, open.length);
    toast.success(t('spreadsheet.sheetsAdded', { name: opened.name, count: opened.sheets.length }));
  }

  function newWorkbook() {
    showsAddress({});
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
      <Dialog
        visible={incoming !== null}
        header={t('spreadsheet.askTitle', { name: incoming?.name ?? '' })}
        onHide={() => setIncoming(null)}
        style={{ width: 'min(50rem, 94vw)' }}
        data-testid="spreadsheet-open-ask"
        footer={
          <div className="spreadsheet-ask-actions">
            <Button type="button" label={t('common.cancel')} text onClick={() => setIncoming(null)} />
            <Button
              type="button"
              icon="pi pi-clone"
              label={t('spreadsheet.openSeparately')}
              outlined
              onClick={() => incoming && openAsNew(incoming)}
            />
            <Button
              type="button"
              icon="pi pi-plus"
              label={t('spreadsheet.addSheets')}
              onClick={() => incoming && addAsTabs(incoming)}
            />
          </div>
        }
      >
        <p>{t('spreadsheet.askText', { name: incoming?.name ?? '', count: incoming?.sheets.length ?? 0 })}</p>
      </Dialog>
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
