import { tes, tes2 } from '@kantor/core';
import { describe, expect, it } from 'vitest';
import {
  createPrintDocument,
  numericColumns,
  PRINT_CSP,
  printRows,
  serializePrintDocument,
  writePrintWindow,
} from './print-document.ts';

const XSS = '<img src=x onerror=alert(1)>';
const display = { language: 'id-ID', yes: 'Ya', no: 'Tidak' };

const table = (rows: string[][]) => ({
  title: 'Tes <b>tebal</b>',
  notes: ['Dicetak 22 November 2026 10:00', '1 dari 1 data'],
  headers: ['Nama', 'Harga <script>'],
  rows,
  lang: 'id-ID',
});

describe('the print document', () => {
  it('keeps a record value holding markup as text, in the DOM and in the srcdoc HTML', () => {
    const doc = createPrintDocument(table([[XSS, 'Rp. 1.500']]));
    expect(doc.querySelectorAll('img, script, b')).toHaveLength(0);
    expect(doc.querySelector('tbody td')!.textContent).toBe(XSS);
    expect(doc.querySelector('h1')!.textContent).toBe('Tes <b>tebal</b>');
    expect(doc.querySelectorAll('thead th')[1]!.textContent).toBe('Harga <script>');

    const html = serializePrintDocument(doc);
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
    expect(html).not.toMatch(/<script/i);
    // Parsed again (as the iframe does), the value is still one text node.
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    expect(parsed.querySelectorAll('img, script')).toHaveLength(0);
    expect(parsed.querySelector('tbody td')!.textContent).toBe(XSS);
  });

  it('forbids scripts and remote loads through its own CSP and names its language', () => {
    const doc = createPrintDocument(table([]));
    const csp = doc.querySelector('meta[http-equiv="Content-Security-Policy"]') as HTMLMetaElement;
    expect(csp.content).toBe(PRINT_CSP);
    expect(PRINT_CSP).toContain("default-src 'none'");
    expect(doc.documentElement.lang).toBe('id-ID');
    expect(doc.title).toBe('Tes <b>tebal</b>');
  });

  it('prints relations by label, money in Rupiah, Indonesian dates and Ya/Tidak', () => {
    const rows = printRows(
      tes,
      ['nama', 'harga', 'aktif', 'tanggal', 'jumlah'],
      [
        { id: 1, nama: XSS, harga: 1500000, aktif: true, tanggal: '2026-08-17', jumlah: 1200 },
        { id: 2, nama: 'Sari', harga: null, aktif: false, tanggal: null, jumlah: 0 },
      ],
      display,
    );
    expect(rows).toEqual([
      [XSS, 'Rp. 1.500.000', 'Ya', '17 Agustus 2026', '1.200'],
      ['Sari', '', 'Tidak', '', '0'],
    ]);
    const relation = printRows(
      tes2,
      ['judul', 'id_tes'],
      [{ id: 3, judul: 'AC', id_tes: 1, id_tes_label: 'Budi' }],
      display,
    );
    expect(relation).toEqual([['AC', 'Budi']]);
    expect(numericColumns(tes, ['nama', 'harga', 'jumlah'])).toEqual([false, true, true]);
  });

  it('fills a print window by importing nodes, then prints', () => {
    const target = document.implementation.createHTMLDocument('');
    let printed = 0;
    const win = { document: target, focus: () => undefined, print: () => printed++ } as unknown as Window;
    writePrintWindow(win, createPrintDocument(table([[XSS, 'Rp. 1']])));
    expect(printed).toBe(1);
    expect(target.title).toBe('Tes <b>tebal</b>');
    expect(target.querySelector('tbody td')!.textContent).toBe(XSS);
    expect(target.querySelectorAll('img')).toHaveLength(0);
  });
});
