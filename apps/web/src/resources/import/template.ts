import type { Resource } from '@kantor/core';
import { formFields } from '../resource-fields.ts';

/**
 * Columns of the import template: the fields a user writes, as the API names them (the add form's
 * fields: not read-only, not the owner, not hidden except a password).
 */
export function templateColumns(resource: Resource): string[] {
  return formFields(resource);
}

/** One CSV field (RFC 4180): quoted when it holds a separator, a quote or a line break. */
function csvField(text: string): string {
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The template file: a UTF-8 BOM (so Excel reads it as UTF-8) and the header row. */
export function templateCsv(resource: Resource): string {
  return `\uFEFF${templateColumns(resource).map(csvField).join(',')}\r\n`;
}

/** The template's file name, e.g. `rsupplier-template.csv`. */
export const templateFileName = (resource: Resource) => `${resource.name}-template.csv`;
