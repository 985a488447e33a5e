/**
 * The printable table of a list: built with DOM APIs only (every value goes in as a text node, never as
 * HTML), so a record holding markup prints that markup as text. Used by the print window and, serialised,
 * by the preview iframe's `srcdoc`.
 */
import { inputHintOf, type Resource } from '@kantor/core';
import type { Row } from '../api-hooks.ts';
import { type DisplayOptions, formatValueText } from '../display.ts';
import { fieldOf } from '../resource-fields.ts';

export type PrintTable = {
  /** Document title and heading. */
  title: string;
  /** Lines under the heading (printed date, row count). */
  notes: readonly string[];
  headers: readonly string[];
  rows: readonly (readonly string[])[];
  /** The document's language (`lang` attribute). */
  lang: string;
};

/** Nothing may load or run inside a printed document: no scripts, no remote resources. */
export const PRINT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

const PRINT_CSS = `
  @page { size: A4 landscape; margin: 12mm; }
  * { box-sizing: border-box; }
  body { font-family: Arial, Helvetica, sans-serif; font-size: 10pt; color: #111; margin: 12px; }
  h1 { font-size: 14pt; margin: 0 0 4px; }
  p.note { margin: 0 0 4px; color: #444; font-size: 9pt; }
  table { width: 100%; border-collapse: collapse; margin-top: 8px; font-size: inherit; }
  th, td { border: 1px solid #999; padding: 3px 5px; text-align: left; vertical-align: top;
    overflow-wrap: anywhere; white-space: pre-wrap; }
  th { background: #eee; }
  thead { display: table-header-group; }
  tr { page-break-inside: avoid; }
  td.num { text-align: right; white-space: nowrap; }
`;

/** Record values as printed text: relations by label, money 'Rp.', dates in the interface language. */
export function printRows(
  resource: Resource,
  columns: readonly string[],
  records: readonly Row[],
  display: Omit<DisplayOptions, 'label'>,
): string[][] {
  return records.map((record) =>
    columns.map((name) => {
      const field = fieldOf(resource, name);
      if (!field) return '';
      return formatValueText(field, record[name], { ...display, label: record[`${name}_label`] });
    }),
  );
}

/** Which printed columns hold numbers (aligned right). */
export function numericColumns(resource: Resource, columns: readonly string[]): boolean[] {
  return columns.map((name) => {
    const field = fieldOf(resource, name);
    return field !== undefined && inputHintOf(field).widget === 'number';
  });
}

/**
 * A complete HTML document holding the table. Values are set through `textContent`, so they are text
 * whatever they contain.
 */
export function createPrintDocument(
  table: PrintTable,
  options: { numeric?: readonly boolean[]; implementation?: DOMImplementation } = {},
): Document {
  const doc = (options.implementation ?? document.implementation).createHTMLDocument('');
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string): HTMLElementTagNameMap[K] => {
    const node = doc.createElement(tag);
    if (text !== undefined) node.textContent = text;
    return node;
  };
  doc.documentElement.lang = table.lang;
  const charset = el('meta');
  charset.setAttribute('charset', 'utf-8');
  const csp = el('meta');
  csp.httpEquiv = 'Content-Security-Policy';
  csp.content = PRINT_CSP;
  doc.title = table.title;
  doc.head.prepend(charset, csp);
  doc.head.append(el('style', PRINT_CSS));

  doc.body.append(el('h1', table.title));
  for (const note of table.notes) {
    const p = el('p', note);
    p.className = 'note';
    doc.body.append(p);
  }
  const tableEl = el('table');
  const headRow = el('tr');
  for (const header of table.headers) {
    const th = el('th', header);
    th.scope = 'col';
    headRow.append(th);
  }
  tableEl.append(el('thead'));
  tableEl.tHead!.append(headRow);
  const body = el('tbody');
  for (const row of table.rows) {
    const tr = el('tr');
    row.forEach((cell, i) => {
      const td = el('td', cell);
      if (options.numeric?.[i]) td.className = 'num';
      tr.append(td);
    });
    body.append(tr);
  }
  tableEl.append(body);
  doc.body.append(tableEl);
  return doc;
}

/** The document as HTML text (for an iframe's `srcdoc`): the serializer escapes every text node. */
export function serializePrintDocument(doc: Document): string {
  return `<!DOCTYPE html>\n${doc.documentElement.outerHTML}`;
}

/**
 * Puts a print document into a window opened for it (`window.open('', …)`) by importing its nodes (no
 * HTML parsing), then opens the browser's print dialog.
 */
export function writePrintWindow(win: Window, doc: Document): void {
  const target = win.document;
  const root = target.importNode(doc.documentElement, true);
  target.replaceChild(root, target.documentElement);
  target.title = doc.title;
  win.focus();
  win.print();
}

/** Shows a short text in a window opened for printing while its rows load. */
export function writeWaitingText(win: Window, text: string): void {
  try {
    win.document.title = text;
    win.document.body.textContent = text;
  } catch {
    // a window we cannot write into is closed by the caller when the print fails
  }
}
