import type { Download, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import common from '../../apps/web/src/locales/id-ID/common.json';
import list from '../../apps/web/src/locales/id-ID/list.json';
import transfer from '../../apps/web/src/locales/id-ID/transfer.json';

/** Interface texts in the default language, read from the locale files the app ships. */
export const TEXT = { common, list, transfer };

/** `{{name}}` placeholders filled in, as i18next does. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => String(values[key] ?? ''));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The add/edit form of a record (in a dialog or on its own page). */
export class RecordForm {
  readonly form: Locator;

  constructor(
    private readonly page: Page,
    readonly root: Locator,
  ) {
    this.form = root.getByTestId('resource-form');
  }

  field(name: string): Locator {
    return this.form.locator(`[data-field="${name}"]`);
  }

  /** Types into a text, textarea or masked input (replacing what is there). */
  async fillText(name: string, value: string): Promise<void> {
    const input = this.field(name).locator('input, textarea').first();
    await input.fill(value);
  }

  async textValue(name: string): Promise<string> {
    return this.field(name).locator('input, textarea').first().inputValue();
  }

  /** Picks an option of a select field by its label. */
  async choose(name: string, label: string): Promise<void> {
    await this.field(name).locator('.p-dropdown').click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
    await this.field(name).locator('.p-dropdown-label', { hasText: label }).waitFor();
  }

  /**
   * Picks a related record: types into the picker (it searches as you type) and clicks the suggestion
   * whose label is `label`, once the suggestion panel stands still.
   *
   * A pick that did not take (CI saw the field empty after the click in two runs, never reproduced here under
   * load or CPU throttling) is tried once more, after printing what the page showed: the journeys test
   * what a picked record does, and the printout is what to look at should it happen again.
   */
  async pickRelation(name: string, search: string, label: string): Promise<void> {
    const input = this.field(name).locator('input');
    await input.waitFor();
    await expect.poll(() => input.isEnabled(), { timeout: 15_000 }).toBe(true);
    if (await this.tryPick(input, search, label, 5_000)) return;
    console.warn(`pickRelation(${name}): "${label}" did not take; the page showed`, await this.pickState());
    expect(await this.tryPick(input, search, label, 15_000), `${name} shows "${label}"`).toBe(true);
  }

  private async tryPick(input: Locator, search: string, label: string, timeout: number): Promise<boolean> {
    await input.fill(search);
    const panel = this.page.locator('.p-autocomplete-panel');
    const option = panel.getByRole('option', { name: label, exact: true });
    await option.waitFor();
    // the panel's opening transition moves its options: a click while it runs may press on one option and
    // release on another, which picks nothing
    await expect
      .poll(() => panel.evaluate((el) => el.getAnimations({ subtree: true }).length), { timeout: 5_000 })
      .toBe(0);
    await option.click();
    // through the locator, not a handle: a form that re-renders the field must not leave us reading a
    // detached input
    try {
      await expect.poll(() => input.inputValue(), { timeout }).toBe(label);
      return true;
    } catch {
      return false;
    }
  }

  /** What the page shows around a picker (focus, suggestion panels, the form), for a failed pick's report. */
  private pickState(): Promise<unknown> {
    return this.page.evaluate(() => ({
      active: document.activeElement?.outerHTML.slice(0, 300),
      panels: Array.from(document.querySelectorAll('.p-autocomplete-panel')).map((p) =>
        p.outerHTML.slice(0, 1500),
      ),
      form: document.querySelector('[data-testid="resource-form"]')?.textContent?.slice(0, 1500),
    }));
  }

  async save(): Promise<void> {
    // exact: "Simpan & tambah lagi" sits beside it on an add form
    await this.form.getByRole('button', { name: TEXT.list.actions.save, exact: true }).click();
  }
}

/** The export dialog: format choice, download with progress, print and print preview. */
export class ExportDialog {
  constructor(
    private readonly page: Page,
    readonly root: Locator,
  ) {}

  async choose(format: 'print' | 'pdf' | 'xlsx' | 'csv'): Promise<void> {
    await this.root.getByTestId(`export-format-${format}`).click();
  }

  /** Downloads the chosen format and returns Playwright's download once the file is saved. */
  async download(format: 'pdf' | 'xlsx' | 'csv'): Promise<Download> {
    await this.choose(format);
    const [download] = await Promise.all([
      this.page.waitForEvent('download', { timeout: 60_000 }),
      this.root.getByRole('button', { name: TEXT.transfer.export.download }).click(),
    ]);
    await this.root.getByTestId('export-done').waitFor();
    return download;
  }

  /** Prints: returns the window the dialog opened with the printable table. */
  async print(): Promise<Page> {
    await this.choose('print');
    const [popup] = await Promise.all([
      this.page.waitForEvent('popup'),
      this.root.getByRole('button', { name: TEXT.transfer.export.print, exact: true }).click(),
    ]);
    return popup;
  }

  /** Opens the print preview and returns its document's HTML (the iframe's srcdoc). */
  async preview(): Promise<string> {
    await this.root.getByRole('button', { name: TEXT.transfer.export.preview }).click();
    const frame = this.root.getByTestId('print-preview');
    await frame.waitFor();
    return (await frame.getAttribute('srcdoc')) ?? '';
  }

  async close(): Promise<void> {
    // the text button, not the header's close icon (PrimeReact labels it with the same word)
    await this.root
      .getByRole('button', { name: TEXT.transfer.export.close })
      .filter({ hasText: TEXT.transfer.export.close })
      .click();
    await this.root.waitFor({ state: 'hidden' });
  }
}

/** The import dialog: choose a file, check it (dry run), read the report, import. */
export class ImportDialog {
  constructor(readonly root: Locator) {}

  templateLink(): Locator {
    return this.root.getByTestId('import-template');
  }

  async chooseFile(name: string, content: string | Buffer, mimeType = 'text/csv'): Promise<void> {
    await this.root.getByTestId('import-file').setInputFiles({
      name,
      mimeType,
      buffer: typeof content === 'string' ? Buffer.from(content) : content,
    });
  }

  /** Sends the file as a dry run and waits for the report (the server's job, polled by the dialog). */
  async check(): Promise<Locator> {
    await this.startCheck();
    return this.report();
  }

  /** Sends the file as a dry run, without waiting for its end. */
  async startCheck(): Promise<void> {
    await this.root.getByRole('button', { name: TEXT.transfer.import.check }).click();
  }

  /** The report, once the import job has finished (a large file takes a while). */
  async report(): Promise<Locator> {
    const report = this.root.getByTestId('import-report');
    await report.waitFor({ timeout: 60_000 });
    return report;
  }

  /** The server's progress through the rows (checking, then saving), shown while the import job runs. */
  progress(): Locator {
    return this.root.getByTestId('import-progress');
  }

  /** The report's error lines as [row, field, message]. */
  async errorLines(): Promise<string[][]> {
    const rows = this.root.getByTestId('import-errors').locator('tbody tr');
    await rows.first().waitFor();
    return rows.evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => (td.textContent ?? '').trim())),
    );
  }

  commitButton(): Locator {
    return this.root.getByTestId('import-commit');
  }

  async close(): Promise<void> {
    // the text button, not the header's close icon (PrimeReact labels it with the same word)
    await this.root
      .getByRole('button', { name: TEXT.transfer.import.close })
      .filter({ hasText: TEXT.transfer.import.close })
      .click();
    await this.root.waitFor({ state: 'hidden' });
  }
}

/** The generic list screen of one resource (`/{resource}`), with its dialogs. */
export class ResourceListPage {
  readonly list: Locator;
  readonly table: Locator;

  constructor(
    private readonly page: Page,
    readonly resource: string,
    readonly title: string,
    /** The field naming a record (its row buttons say 'Edit {title}'). */
    readonly titleField: string,
  ) {
    this.list = page.getByTestId('resource-list');
    this.table = this.list.locator('.p-datatable');
  }

  /** Opens a list route (`/x`, `/x/{field}/{value}`, `/x/index/{field}/{value}`) and waits for its rows. */
  async open(path = `/${this.resource}`): Promise<void> {
    await this.page.goto(path);
    await this.waitForLoaded();
  }

  /** Waits until the table has answered (rows or the empty message) and is not loading. */
  async waitForLoaded(): Promise<void> {
    await this.list.waitFor();
    await this.table.locator('tbody tr').first().waitFor();
    await this.table.locator('.p-datatable-loading-overlay').waitFor({ state: 'detached' });
  }

  rows(): Locator {
    return this.table.locator('tbody tr');
  }

  row(text: string): Locator {
    return this.rows().filter({ hasText: text });
  }

  /** The visible rows' cell texts. */
  async rowTexts(): Promise<string[]> {
    await this.waitForLoaded();
    return this.rows().allTextContents();
  }

  async waitForRow(text: string): Promise<Locator> {
    const row = this.row(text);
    await row.first().waitFor();
    return row;
  }

  async waitForNoRow(text: string): Promise<void> {
    await this.row(text).first().waitFor({ state: 'detached' });
  }

  async search(text: string): Promise<void> {
    const input = this.list.getByRole('searchbox', { name: TEXT.list.search.label });
    await input.fill(text);
    await input.press('Enter');
    await this.page.waitForURL(
      new RegExp(`search=${escapeRegExp(encodeURIComponent(text)).replace(/%20/g, '(%20|\\+)')}`),
    );
    await this.waitForLoaded();
  }

  private dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  async openAdd(): Promise<RecordForm> {
    await this.list.getByRole('button', { name: TEXT.list.actions.add, exact: true }).click();
    const dialog = this.dialog(fill(TEXT.list.dialog.add, { resource: this.title }));
    const form = new RecordForm(this.page, dialog);
    await form.form.waitFor();
    return form;
  }

  async openEdit(name: string): Promise<RecordForm> {
    await this.list.getByRole('button', { name: `${TEXT.list.actions.edit} ${name}`, exact: true }).click();
    const dialog = this.dialog(fill(TEXT.list.dialog.edit, { resource: this.title }));
    const form = new RecordForm(this.page, dialog);
    await form.form.waitFor();
    // the record is loaded into the form before it can be edited
    const title = form.field(this.titleField).locator('input');
    await expect.poll(() => title.inputValue(), { timeout: 15_000 }).not.toBe('');
    return form;
  }

  /** Waits for a form dialog to close after saving, and for the toast. */
  async waitForSaved(message: string): Promise<void> {
    await this.toast(message).waitFor();
    await this.page.locator('.p-dialog [data-testid="resource-form"]').waitFor({ state: 'detached' });
  }

  toast(message: string): Locator {
    return this.page.locator('.p-toast-message').filter({ hasText: message });
  }

  /** Deletes a row through its button: the prompt, then 'Yes'. Returns the prompt's text. */
  async deleteRow(name: string): Promise<string> {
    await this.list.getByRole('button', { name: `${TEXT.list.actions.delete} ${name}`, exact: true }).click();
    const prompt = this.page.locator('.p-confirm-dialog');
    await prompt.waitFor();
    const text = (await prompt.locator('.p-confirm-dialog-message').textContent()) ?? '';
    await prompt.getByRole('button', { name: TEXT.common.common.yes, exact: true }).click();
    return text;
  }

  async openExport(): Promise<ExportDialog> {
    await this.list.getByRole('button', { name: TEXT.transfer.actions.export, exact: true }).click();
    const root = this.dialog(fill(TEXT.transfer.export.title, { resource: this.title }));
    await root.getByTestId('export-dialog').waitFor();
    return new ExportDialog(this.page, root);
  }

  async openImport(): Promise<ImportDialog> {
    await this.list.getByRole('button', { name: TEXT.transfer.actions.import, exact: true }).click();
    const root = this.dialog(fill(TEXT.transfer.import.title, { resource: this.title }));
    await root.getByTestId('import-dialog').waitFor();
    return new ImportDialog(root);
  }
}
