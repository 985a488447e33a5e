/**
 * The Coretax import file of output tax invoices (`TaxInvoiceBulk`): the XML DJP's Coretax takes for
 * "Faktur Pajak Keluaran". DJP publishes no XSD (the root names `TaxInvoice.xsd`, which is not public):
 * element names and order follow DJP's sample "Sample Faktur PK Template v1.4" as documented publicly;
 * see docs/invoicing.md for what is taken as given. Every value is written through `xmlText`, never
 * pasted into markup.
 */
import type { TaxLine, TaxRegimeId } from './tax-regime.ts';

/** An element with text, or with child elements. */
export type XmlNode = readonly [name: string, content: string | readonly XmlNode[]];

/** Text safe inside an element or a quoted attribute: the five specials escaped, characters XML 1.0 forbids dropped. */
export function xmlText(value: string): string {
  return (
    value
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters XML 1.0 forbids
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

function renderNode([name, content]: XmlNode, depth: number): string {
  const indent = '\t'.repeat(depth);
  if (typeof content === 'string')
    return content === '' ? `${indent}<${name}/>` : `${indent}<${name}>${xmlText(content)}</${name}>`;
  if (content.length === 0) return `${indent}<${name}/>`;
  return [`${indent}<${name}>`, ...content.map((c) => renderNode(c, depth + 1)), `${indent}</${name}>`].join(
    '\n',
  );
}

/** A whole document: declaration, the root with its attributes (escaped) and its children, tab-indented. */
export function renderXml(
  root: string,
  attributes: Record<string, string>,
  children: readonly XmlNode[],
): string {
  const attrs = Object.entries(attributes)
    .map(([k, v]) => ` ${k}="${xmlText(v)}"`)
    .join('');
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<${root}${attrs}>`,
    ...children.map((c) => renderNode(c, 1)),
    `</${root}>`,
    '',
  ].join('\n');
}

/** One invoice line as Coretax reads it. */
export type CoretaxLine = {
  /** Goods (`A`) or a service (`B`). */
  service: boolean;
  name: string;
  price: number;
  qty: number;
  /** The line's own discount (whole Rupiah); its share of the invoice discount is in `tax`. */
  discount: number;
  tax: TaxLine;
};

export type CoretaxInvoice = {
  date: string;
  /** The invoice number, as the reference (`RefDesc`). */
  reference: string;
  regime: TaxRegimeId;
  buyer: { name: string; npwp: string | null; address: string | null; email: string | null };
  lines: readonly CoretaxLine[];
};

/** Coretax's unit "Lainnya" and its code for goods and services without a classification of their own. */
export const CORETAX_UNIT = 'UM.0033';
export const CORETAX_CODE = '000000';

/** An NPWP as Coretax's 16-digit TIN (a 15-digit NPWP takes a leading 0), or null when it is not one. */
export function coretaxTin(npwp: string | null | undefined): string | null {
  const digits = String(npwp ?? '').replace(/\D/g, '');
  if (digits.length === 15) return `0${digits}`;
  return digits.length === 16 ? digits : null;
}

/** A whole-Rupiah or 4-decimal quantity as Coretax reads numbers: `.` for decimals, no grouping. */
const num = (n: number) => String(Math.round(n * 10_000) / 10_000);

/**
 * The transaction code: `04` (DPP Nilai Lain, PMK 131/2024) when a line is taxed on 11/12 of its base,
 * `01` when every line is luxury (12 % of the whole base).
 */
export function coretaxTrxCode(lines: readonly CoretaxLine[]): '01' | '04' {
  return lines.some((l) => l.tax.otherBase !== null && l.tax.otherBase !== l.tax.base) ? '04' : '01';
}

function taxInvoice(inv: CoretaxInvoice, sellerTin: string): XmlNode {
  const tin = coretaxTin(inv.buyer.npwp);
  const goods = inv.lines.map(
    (l): XmlNode => [
      'GoodService',
      [
        ['Opt', l.service ? 'B' : 'A'],
        ['Code', CORETAX_CODE],
        ['Name', l.name],
        ['Unit', CORETAX_UNIT],
        ['Price', num(l.price)],
        ['Qty', num(l.qty)],
        ['TotalDiscount', num(l.discount + l.tax.discount)],
        ['TaxBase', num(l.tax.base)],
        ['OtherTaxBase', num(l.tax.otherBase ?? l.tax.base)],
        ['VATRate', num(l.tax.rate)],
        ['VAT', num(l.tax.ppn)],
        ['STLGRate', '0'],
        ['STLG', '0'],
      ],
    ],
  );
  return [
    'TaxInvoice',
    [
      ['TaxInvoiceDate', inv.date.slice(0, 10)],
      ['TaxInvoiceOpt', 'Normal'],
      ['TrxCode', coretaxTrxCode(inv.lines)],
      ['AddInfo', ''],
      ['CustomDoc', ''],
      ['CustomDocMonthYear', ''],
      ['RefDesc', inv.reference],
      ['FacilityStamp', ''],
      ['SellerIDTKU', `${sellerTin}000000`],
      // a buyer without an NPWP is named by another document: the zero TIN and "Other ID"
      ['BuyerTin', tin ?? '0000000000000000'],
      ['BuyerDocument', tin ? 'TIN' : 'Other ID'],
      ['BuyerCountry', 'IDN'],
      ['BuyerDocumentNumber', tin ? '' : '-'],
      ['BuyerName', inv.buyer.name],
      ['BuyerAdress', inv.buyer.address ?? ''],
      ['BuyerEmail', inv.buyer.email ?? ''],
      ['BuyerIDTKU', tin ? `${tin}000000` : '000000'],
      ['ListOfGoodService', goods],
    ],
  ];
}

/** The import file of the seller (its TIN) and its output tax invoices. */
export function coretaxXml(sellerNpwp: string | null, invoices: readonly CoretaxInvoice[]): string {
  const seller = coretaxTin(sellerNpwp) ?? '0000000000000000';
  return renderXml(
    'TaxInvoiceBulk',
    {
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xsi:noNamespaceSchemaLocation': 'TaxInvoice.xsd',
    },
    [
      ['TIN', seller],
      ['ListOfTaxInvoice', invoices.map((inv) => taxInvoice(inv, seller))],
    ],
  );
}
