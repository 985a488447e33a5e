/**
 * Document templates (PDF designer and DOCX): what a template record holds, the page sizes the designer
 * offers, which names a template may bind, and the printable values of one record. Pure: the server fills
 * templates with these values, the web designer lists the same names. See docs/documents.md.
 */
import { formatCurrency, formatDateLong, formatDateTimeLong, formatTimeOfDay } from '../format/index.ts';
import { terbilangTitle } from '../invoicing/terbilang.ts';
import { getResource, RESOURCE_LIST } from '../resources/index.ts';

/** How a `dokumengenerator` template is filled: the visual PDF designer (pdfme) or a DOCX file. */
export const TEMPLATE_ENGINES = ['pdfme', 'docx'] as const;
export type TemplateEngine = (typeof TEMPLATE_ENGINES)[number];

/**
 * Page sizes of the designer in millimetres. F4 (folio) is the Indonesian office paper; thermal rolls
 * have no fixed length, so they get a receipt-sized page (a longer receipt continues on a next page).
 *
 * @example PAGE_SIZES.F4 // { width: 215, height: 330 }
 */
export const PAGE_SIZES = {
  A4: { width: 210, height: 297 },
  F4: { width: 215, height: 330 },
  'Thermal 80 mm': { width: 80, height: 200 },
  'Thermal 58 mm': { width: 58, height: 150 },
} as const;
export type PageSizeName = keyof typeof PAGE_SIZES;

/** pdfme schema types the designer offers and the server draws (anything else is a 422). */
export const PDF_SCHEMA_TYPES = [
  'text',
  'multiVariableText',
  'image',
  'svg',
  'table',
  'line',
  'rectangle',
  'ellipse',
  'qrcode',
  'code128',
  'ean13',
] as const;

/** Printed date of the document (the day it is generated, Asia/Jakarta). */
export const PRINT_DATE_NAME = 'tanggal_cetak';
/** Suffix of a money field's amount in words (`total_terbilang` → "Satu Juta Rupiah"). */
export const IN_WORDS_SUFFIX = '_terbilang';

/** A resource whose records point at `parent` (invoice lines under an invoice): a template's tables. */
export type ChildTable = { resource: string; field: string };

/**
 * Resources with a relation field to `parent`, each once (its first such field): a PDF table or a DOCX
 * loop named after the child lists the parent's child records.
 *
 * @example childTablesOf('rinvoice') // [{ resource: 'rsubinvoice', field: 'id_invoice' }, ...]
 */
export function childTablesOf(parent: string): ChildTable[] {
  const out: ChildTable[] = [];
  for (const resource of RESOURCE_LIST) {
    if (resource.name === parent) continue;
    const entry = Object.entries(resource.fields).find(
      ([, field]) => field.kind === 'relation' && field.relation?.resource === parent,
    );
    if (entry) out.push({ resource: resource.name, field: entry[0] });
  }
  return out;
}

/**
 * Names a template of `resource` may bind: its printable fields, `id`, the print date, and the amount in
 * words of each money field.
 *
 * @example bindableNames('rinvoice').includes('total_terbilang') // true
 */
export function bindableNames(resourceName: string): string[] {
  const resource = getResource(resourceName);
  if (!resource) return [];
  const names = ['id'];
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.hidden || field.kind === 'password') continue;
    names.push(name);
    if (field.kind === 'money') names.push(`${name}${IN_WORDS_SUFFIX}`);
  }
  names.push(PRINT_DATE_NAME);
  return names;
}

function printable(kind: string, value: unknown, label: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'relation':
      return label === null || label === undefined ? String(value) : String(label);
    // a list of ids prints as its ids (a document's data carries no labels for it)
    case 'relations':
      return Array.isArray(value) ? value.join(', ') : String(value);
    case 'money':
      return formatCurrency(value as number);
    case 'integer':
    case 'decimal':
      return new Intl.NumberFormat('id-ID', { maximumFractionDigits: 6 }).format(Number(value));
    case 'percent':
      return `${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 }).format(Number(value))}%`;
    case 'date':
      return formatDateLong(String(value));
    case 'datetime':
      return formatDateTimeLong(value as string);
    case 'time':
      return formatTimeOfDay(String(value));
    case 'boolean':
      return value === true || value === 1 || value === 'true' ? 'Ya' : 'Tidak';
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value);
    default:
      return String(value);
  }
}

/**
 * One record's values as printed (id-ID): money as Rupiah, dates long, relations as their label, a
 * money field's words under `{field}_terbilang`, and today's date under `tanggal_cetak`. Fields in
 * `hidden` (the role's hidden fields) are left out, so a print never shows more than the view.
 *
 * @example documentValues('rinvoice', { total: 1500000 }).total_terbilang // 'Satu Juta Lima Ratus Ribu Rupiah'
 */
export function documentValues(
  resourceName: string,
  record: Record<string, unknown>,
  options: { hidden?: ReadonlySet<string>; today?: Date } = {},
): Record<string, string> {
  const resource = getResource(resourceName);
  const out: Record<string, string> = {};
  if (!resource) return out;
  out.id = record.id === undefined || record.id === null ? '' : String(record.id);
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.hidden || field.kind === 'password' || options.hidden?.has(name)) continue;
    const value = record[name];
    out[name] = printable(field.kind, value, record[`${name}_label`]);
    if (field.kind === 'money') {
      const amount = Number(value);
      out[`${name}${IN_WORDS_SUFFIX}`] =
        value === null || value === undefined || value === '' || !Number.isFinite(amount)
          ? ''
          : terbilangTitle(Math.trunc(amount));
    }
  }
  out[PRINT_DATE_NAME] = formatDateLong(options.today ?? new Date());
  return out;
}

/**
 * Replaces `{name}` in a text with `values[name]` (only plain names; anything else stays as written).
 * Used for fixed texts of a PDF template, so no expression of the designer is ever evaluated.
 *
 * @example fillTemplateText('No: {no_invoice}', { no_invoice: 'INV/1' }) // 'No: INV/1'
 */
export function fillTemplateText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : whole,
  );
}

/** What `dokumengenerator.variabel` holds for a template: its engine, and the pdfme template. */
export type TemplateSpec = { engine: 'pdfme'; template: Record<string, unknown> } | { engine: 'docx' };

/** The engine of a stored `variabel`, or null when the record is no printable template. */
export function templateEngineOf(variabel: unknown): TemplateEngine | null {
  if (!variabel || typeof variabel !== 'object' || Array.isArray(variabel)) return null;
  const engine = (variabel as Record<string, unknown>).engine;
  return (TEMPLATE_ENGINES as readonly unknown[]).includes(engine) ? (engine as TemplateEngine) : null;
}
