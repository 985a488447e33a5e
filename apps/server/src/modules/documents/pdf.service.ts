/**
 * A PDF from a designer template (pdfme) and one record's printed data, made on the server.
 *
 * Every element bound to a name gets that name's value; fixed texts get their `{name}` placeholders
 * filled here (core's fillTemplateText) and are then drawn as plain input, so pdfme's own expression
 * evaluator never runs on the server (a record's text such as "{1+1}" prints as written).
 */
import { readFile } from 'node:fs/promises';
import { fillTemplateText } from '@kantor/core';
import type { Schema, Template } from '@pdfme/common';
import { generate } from '@pdfme/generator';
import {
  barcodes,
  ellipse,
  image,
  line,
  multiVariableText,
  rectangle,
  svg,
  table,
  text,
} from '@pdfme/schemas';
import sharp from 'sharp';
import type { PrintData } from './print-data.ts';
import { uploadImageFile } from './uploads.ts';

/** The drawing plugins, keyed by the schema types of core's PDF_SCHEMA_TYPES (the designer uses the same). */
export const PDF_PLUGINS = {
  text,
  multiVariableText,
  image,
  svg,
  table,
  line,
  rectangle,
  ellipse,
  qrcode: barcodes.qrcode,
  code128: barcodes.code128,
  ean13: barcodes.ean13,
};

type Input = Record<string, string>;
type TableSchema = Schema & { head?: string[]; kantorColumns?: unknown };

const normal = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The child field of each table column: the designer's `kantorColumns` when it set them, else the header
 * read as a field name ("Nama Item" → `nama_item`); "No" numbers the rows.
 */
export function columnKeys(schema: TableSchema, sample: Record<string, string> | undefined): string[] {
  const heads = schema.head ?? [];
  const given = Array.isArray(schema.kantorColumns) ? (schema.kantorColumns as unknown[]) : [];
  const names = Object.keys(sample ?? {});
  return heads.map((head, i) => {
    const set = given[i];
    if (typeof set === 'string' && set) return set;
    const key = normal(head);
    if (key === 'no' || key === 'nomor') return '#';
    return names.find((n) => normal(n) === key || normal(n.replace(/^id_/, '')) === key) ?? '';
  });
}

function tableInput(schema: TableSchema, rows: Record<string, string>[]): string {
  const keys = columnKeys(schema, rows[0]);
  const body = rows.map((row, i) => keys.map((k) => (k === '#' ? String(i + 1) : (row[k] ?? ''))));
  // pdfme draws a table from at least one row
  return JSON.stringify(body.length ? body : [keys.map(() => '')]);
}

async function imageInput(uploadDir: string, path: string): Promise<string> {
  const file = uploadImageFile(uploadDir, path.split(',')[0]?.trim() ?? '');
  if (!file) return '';
  const bytes = await readFile(file).catch(() => null);
  if (!bytes) return '';
  // pdf-lib draws PNG and JPEG only: anything else (WebP, GIF) is converted first
  const png = await sharp(bytes).resize({ width: 1200, height: 1200, fit: 'inside' }).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The template as it is drawn (fixed texts turned into inputs, nothing required) and its one input. */
export async function preparePdf(
  template: Template,
  data: PrintData,
  uploadDir: string,
): Promise<{ template: Template; input: Input }> {
  const input: Input = {};
  const pages: Schema[][] = [];
  for (const page of template.schemas) {
    const out: Schema[] = [];
    for (const original of page) {
      const schema: Schema = { ...original, required: false };
      const bound = Object.hasOwn(data.values, schema.name);
      const fixed = fillTemplateText(String(schema.content ?? ''), data.values);
      switch (schema.type) {
        case 'text':
          input[schema.name] = bound && !schema.readOnly ? data.values[schema.name]! : fixed;
          schema.readOnly = false;
          break;
        case 'multiVariableText': {
          const names = Array.isArray(schema.variables) ? (schema.variables as string[]) : [];
          input[schema.name] = JSON.stringify(
            Object.fromEntries(names.map((n) => [n, data.values[n] ?? ''])),
          );
          schema.readOnly = false;
          break;
        }
        case 'table':
          input[schema.name] = Object.hasOwn(data.tables, schema.name)
            ? tableInput(schema as TableSchema, data.tables[schema.name]!)
            : String(schema.content ?? '[]');
          schema.readOnly = false;
          break;
        case 'image':
          if (!schema.readOnly)
            input[schema.name] = bound
              ? await imageInput(uploadDir, String(data.record[schema.name] ?? ''))
              : String(schema.content ?? '');
          break;
        case 'qrcode':
        case 'code128':
        case 'ean13':
          if (!schema.readOnly) input[schema.name] = bound ? data.values[schema.name]! : fixed;
          break;
        default:
          if (!schema.readOnly) input[schema.name] = String(schema.content ?? '');
      }
      out.push(schema);
    }
    pages.push(out);
  }
  return { template: { ...template, schemas: pages }, input };
}

/** The names of the child tables a design draws (only those are read). */
export function pdfTableNames(template: Template): Set<string> {
  return new Set(
    template.schemas
      .flat()
      .filter((s) => s.type === 'table')
      .map((s) => s.name),
  );
}

/** Draws the PDF (pdfme with its bundled Roboto font). */
export async function renderPdf(template: Template, data: PrintData, uploadDir: string): Promise<Buffer> {
  const prepared = await preparePdf(template, data, uploadDir);
  const bytes = await generate({
    template: prepared.template,
    inputs: [prepared.input],
    plugins: PDF_PLUGINS,
  });
  return Buffer.from(bytes);
}
