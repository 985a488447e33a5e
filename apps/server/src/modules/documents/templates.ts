/**
 * Printable templates are `dokumengenerator` records with `jenis = Template`, the printed resource in
 * `kategori` and the engine (and pdfme design) in `variabel`; a DOCX template's file is `file_hasil`.
 * This file checks them (on every write, through the resource hook) and loads them for printing.
 */
import { readFile } from 'node:fs/promises';
import {
  type DocumentTemplateSummary,
  defaultMessage,
  getResource,
  MSG,
  PDF_SCHEMA_TYPES,
  type TemplateEngine,
  templateEngineOf,
} from '@kantor/core';
import { checkTemplate, type Template } from '@pdfme/common';
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import type { Query } from '../../db/connect.ts';
import { byName } from '../../db/name-order.ts';
import { notFound, ValidationError } from '../../errors.ts';
import { Archive, ArchiveError, archiveMessage, TEMPLATE_ARCHIVE_LIMITS } from '../../lib/archive.ts';
import { OutOfTimeError, TimeBudget } from '../../lib/time-budget.ts';
import type { HookContext, ResourceHooks } from '../resources/index.ts';
import { type DocumentLocale, documentMessage } from './messages.ts';
import { uploadDocxFile } from './uploads.ts';

type Row = Record<string, unknown>;

/** The unpacked parts of a DOCX (read through lib/archive.ts, so bounded), by entry name. */
export type DocxParts = ReadonlyMap<string, Uint8Array>;

/** A template ready to print. */
export type LoadedTemplate = {
  id: number;
  name: string;
  resource: string;
  engine: TemplateEngine;
  /** pdfme: the design. */
  pdf?: Template;
  /** docx: the file's parts. */
  docx?: DocxParts;
  /** docx: the child tables its loops name (read once, when the template is loaded). */
  docxTables?: Set<string>;
};

/**
 * Bounds of a design: a template is data an admin draws, not a way to make the server work forever.
 * A DOCX is also bounded as an archive (`TEMPLATE_ARCHIVE_LIMITS` in lib/archive.ts) and gets
 * `docxSeconds` to be opened, and again to be filled, per document.
 */
export const TEMPLATE_LIMITS = {
  maxJsonBytes: 2_000_000,
  maxPages: 20,
  maxSchemas: 400,
  maxDocxBytes: 5_000_000,
  docxSeconds: 10,
};
/** Explanations of a docxtemplater error (one per broken tag), or its message. */
export function docxErrors(error: unknown): string[] {
  const props = (error as { properties?: { errors?: unknown[]; explanation?: string } }).properties;
  const list = props?.errors
    ?.map((e) => (e as { properties?: { explanation?: string } }).properties?.explanation)
    .filter((e): e is string => typeof e === 'string');
  if (list && list.length > 0) return list.slice(0, 10);
  if (props?.explanation) return [props.explanation];
  return [error instanceof Error ? error.message.slice(0, 300) : String(error)];
}

/**
 * docxtemplater's own lookup (`.` is the scope itself, else the scope's own property), with the
 * budget ticked at every tag it evaluates: a loop over many rows stops at the deadline.
 */
function budgetedParser(budget: TimeBudget) {
  return (tag: string) => ({
    get(scope: unknown) {
      budget.tick();
      if (tag === '.' || !scope) return scope;
      return Object.hasOwn(Object(scope), tag) ? (scope as Record<string, unknown>)[tag] : undefined;
    },
  });
}

/** Opens a DOCX's parts as docxtemplater does for filling: `{name}` tags, loops over child tables. */
export function openDocx(parts: DocxParts, budget?: TimeBudget): Docxtemplater {
  // the zip is built from the bounded parts: nothing is inflated a second time by another reader
  const zip = new PizZip();
  for (const [name, data] of parts) zip.file(name, data, { binary: true });
  return new Docxtemplater(zip, {
    paragraphLoop: true,
    linebreaks: true,
    nullGetter: () => '',
    errorLogging: false,
    ...(budget && { parser: budgetedParser(budget) }),
  });
}

/** Names of the loops a DOCX template opens (`{#rsubpekerjaan}`): only those child tables are read. */
function tableNamesOf(doc: Docxtemplater): Set<string> {
  const text = doc.getFullText();
  return new Set([...text.matchAll(/\{[#^]\s*([A-Za-z_]\w*)\s*\}/g)].map((m) => m[1]!));
}

/** A DOCX checked for printing: its errors, or its parts and the tables its loops name. */
export type DocxCheck = { errors: string[]; parts?: DocxParts; tables?: Set<string> };

const tooSlow = (locale: DocumentLocale) =>
  defaultMessage(MSG.fileTooSlow, locale, { seconds: TEMPLATE_LIMITS.docxSeconds });

/**
 * Checks a DOCX template's bytes: the packed size, the archive's bounds (on the bytes actually
 * unpacked), a `word/document.xml`, tags that compile; all within `docxSeconds`.
 */
export async function checkDocx(bytes: Buffer, locale: DocumentLocale): Promise<DocxCheck> {
  if (bytes.length > TEMPLATE_LIMITS.maxDocxBytes)
    return { errors: [documentMessage(locale, 'docxTooLarge')] };
  const budget = new TimeBudget(TEMPLATE_LIMITS.docxSeconds);
  let parts: DocxParts;
  try {
    const archive = Archive.open(bytes, TEMPLATE_ARCHIVE_LIMITS);
    if (!archive.has('word/document.xml')) return { errors: [documentMessage(locale, 'notDocx')] };
    parts = await archive.readAll(budget);
  } catch (error) {
    if (error instanceof ArchiveError)
      return {
        errors: [
          error.limit === 'unreadable' ? documentMessage(locale, 'notDocx') : archiveMessage(error, locale),
        ],
      };
    if (error instanceof OutOfTimeError) return { errors: [tooSlow(locale)] };
    throw error;
  }
  try {
    return { errors: [], parts, tables: tableNamesOf(openDocx(parts, budget)) };
  } catch (error) {
    return { errors: OutOfTimeError.within(error) ? [tooSlow(locale)] : docxErrors(error) };
  }
}

function isNumber(value: unknown, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}

/** Errors of a pdfme design beyond pdfme's own shape check: blank pages only, known types, bounds. */
export function checkPdfTemplate(template: unknown, locale: DocumentLocale): string[] {
  if (!template || typeof template !== 'object') return [documentMessage(locale, 'pdfTemplateMissing')];
  if (JSON.stringify(template).length > TEMPLATE_LIMITS.maxJsonBytes)
    return [documentMessage(locale, 'pdfTooLarge')];
  try {
    checkTemplate(template);
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    return [text.replace('[@pdfme/common] Invalid argument:', '').replace(/-{5,}/g, '').trim().slice(0, 500)];
  }
  const t = template as Template;
  const base = t.basePdf as unknown as Record<string, unknown>;
  // A blank page of a given size only: an uploaded base PDF would be parsed by the server on every print.
  if (
    typeof base !== 'object' ||
    base === null ||
    !isNumber(base.width, 20, 1000) ||
    !isNumber(base.height, 20, 2000) ||
    'staticSchema' in base
  )
    return [documentMessage(locale, 'pdfPageSize')];
  if (t.schemas.length === 0 || t.schemas.length > TEMPLATE_LIMITS.maxPages)
    return [documentMessage(locale, 'pdfPages', { max: TEMPLATE_LIMITS.maxPages })];
  const all = t.schemas.flat();
  if (all.length > TEMPLATE_LIMITS.maxSchemas)
    return [documentMessage(locale, 'pdfSchemas', { max: TEMPLATE_LIMITS.maxSchemas })];
  const errors: string[] = [];
  for (const schema of all) {
    if (!(PDF_SCHEMA_TYPES as readonly string[]).includes(schema.type)) {
      errors.push(documentMessage(locale, 'pdfSchemaType', { name: schema.name, type: schema.type }));
      continue;
    }
    // Pictures are embedded data: the server never fetches an address a template names.
    const content = schema.content;
    if (
      (schema.type === 'image' || schema.type === 'svg') &&
      content &&
      !/^(data:image\/|<svg)/.test(content)
    )
      errors.push(documentMessage(locale, 'pdfImageData', { name: schema.name }));
  }
  return errors.slice(0, 10);
}

/**
 * The hook on `dokumengenerator`: a record that says it is a printable template (an engine in
 * `variabel`) must name a resource and carry a working design or DOCX; otherwise a 422 naming the field.
 */
const checkTemplateRecord = async (ctx: HookContext, next: Row) => {
  const locale = ctx.locale;
  const engine = templateEngineOf(next.variabel);
  if (!engine || next.jenis !== 'Template') return;
  const errors: Record<string, string[]> = {};
  if (!getResource(String(next.kategori ?? '')))
    errors.kategori = [documentMessage(locale, 'unknownResource', { name: String(next.kategori ?? '') })];
  if (engine === 'pdfme') {
    const found = checkPdfTemplate((next.variabel as Row).template, locale);
    if (found.length) errors.variabel = found;
  } else {
    const { errors: found } = await docxFile(
      ctx.app?.config.uploadDir,
      String(next.file_hasil ?? ''),
      locale,
    );
    if (found.length) errors.file_hasil = found;
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
};

export const templateHooks: ResourceHooks = {
  beforeAdd: (ctx, values) => checkTemplateRecord(ctx, values),
  beforeEdit: (ctx, values, before) => checkTemplateRecord(ctx, { ...before, ...values }),
};

async function docxFile(dir: string | undefined, path: string, locale: DocumentLocale): Promise<DocxCheck> {
  if (!path) return { errors: [documentMessage(locale, 'docxMissing')] };
  if (!dir) return { errors: [] };
  const file = uploadDocxFile(dir, path.split(',')[0]!.trim());
  if (!file) return { errors: [documentMessage(locale, 'notDocx')] };
  const bytes = await readFile(file).catch(() => null);
  if (!bytes) return { errors: [documentMessage(locale, 'docxMissing')] };
  return checkDocx(bytes, locale);
}

/** Summaries of the printable templates of a resource (the view page's "print with template" menu). */
export async function templatesOf(query: Query, resource: string): Promise<DocumentTemplateSummary[]> {
  const rows = await query<{ id: number; nama_dokumen: string; variabel: unknown }>(
    `SELECT id, nama_dokumen, variabel FROM dokumengenerator
     WHERE jenis = 'Template' AND kategori = $1 ORDER BY ${byName('nama_dokumen')}, id LIMIT 100`,
    [resource],
  );
  return rows
    .map((r) => ({ id: r.id, nama_dokumen: r.nama_dokumen, engine: templateEngineOf(r.variabel) }))
    .filter((r): r is DocumentTemplateSummary => r.engine !== null);
}

/**
 * Loads a template for printing a record of `resource`: a template of another resource (or none) is a
 * 404; a stored one that no longer works (file gone, design broken) is a 422 naming `template`.
 */
export async function loadTemplate(
  query: Query,
  uploadDir: string,
  resource: string,
  rawId: unknown,
  locale: DocumentLocale,
): Promise<LoadedTemplate> {
  const id = /^\d{1,10}$/.test(String(rawId ?? '')) ? Number(rawId) : null;
  if (id === null) throw new ValidationError({ template: [documentMessage(locale, 'templateRequired')] });
  const [row] = await query<Row>(
    `SELECT id, nama_dokumen, kategori, variabel, file_hasil FROM dokumengenerator
     WHERE id = $1 AND jenis = 'Template'`,
    [id],
  );
  const engine = row ? templateEngineOf(row.variabel) : null;
  if (!row || !engine || row.kategori !== resource) throw notFound();
  const base = { id, name: String(row.nama_dokumen), resource, engine };
  if (engine === 'pdfme') {
    const template = (row.variabel as Row).template;
    const errors = checkPdfTemplate(template, locale);
    if (errors.length) throw new ValidationError({ template: errors });
    return { ...base, pdf: template as Template };
  }
  const docx = await docxFile(uploadDir, String(row.file_hasil ?? ''), locale);
  if (docx.errors.length || !docx.parts) throw new ValidationError({ template: docx.errors });
  return { ...base, docx: docx.parts, docxTables: docx.tables };
}
