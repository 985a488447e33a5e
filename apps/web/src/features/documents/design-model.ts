/**
 * Pure pieces of the PDF designer: a new template of a page size, and the elements the field palette
 * inserts (a fixed text `{field}`, a QR code or barcode of a field, a table of child records). The server
 * fills `{field}` placeholders and tables the same way (apps/server/src/modules/documents/pdf.service.ts).
 */
import { getResource, PAGE_SIZES, type PageSizeName } from '@kantor/core';

type Schema = Record<string, unknown> & { name: string; type: string };
export type Design = { basePdf: { width: number; height: number; padding: number[] }; schemas: Schema[][] };

const padding = (size: PageSizeName) => (size.startsWith('Thermal') ? [3, 3, 3, 3] : [10, 10, 10, 10]);

/** A blank design of one page. */
export function blankDesign(size: PageSizeName): Design {
  return { basePdf: { ...PAGE_SIZES[size], padding: padding(size) }, schemas: [[]] };
}

/** The page size name of a design's page, when it is one of ours. */
export function pageSizeOf(design: { basePdf?: unknown }): PageSizeName | null {
  const base = design.basePdf as { width?: number; height?: number } | undefined;
  const found = Object.entries(PAGE_SIZES).find(
    ([, s]) => s.width === base?.width && s.height === base?.height,
  );
  return (found?.[0] as PageSizeName | undefined) ?? null;
}

/** The design on another page size (elements kept where they are). */
export function resize(design: Design, size: PageSizeName): Design {
  return { ...design, basePdf: { ...PAGE_SIZES[size], padding: padding(size) } };
}

/** A name not used yet on any page: `base`, `base_2`, `base_3` … */
export function freeName(design: Design, base: string): string {
  const used = new Set(design.schemas.flat().map((s) => s.name));
  if (!used.has(base)) return base;
  for (let i = 2; ; i++) if (!used.has(`${base}_${i}`)) return `${base}_${i}`;
}

export type ElementKind = 'text' | 'qrcode' | 'code128' | 'table';

const textStyle = {
  fontSize: 11,
  alignment: 'left',
  verticalAlignment: 'top',
  lineHeight: 1.2,
  characterSpacing: 0,
  fontColor: '#000000',
  backgroundColor: '',
};

const cell = (head: boolean) => ({
  fontSize: 9,
  alignment: 'left',
  verticalAlignment: 'middle',
  fontColor: head ? '#ffffff' : '#000000',
  backgroundColor: head ? '#1e3a5f' : '',
  borderColor: '#888888',
  borderWidth: { top: 0.1, right: 0.1, bottom: 0.1, left: 0.1 },
  padding: { top: 1.5, right: 2, bottom: 1.5, left: 2 },
  lineHeight: 1,
  characterSpacing: 0,
});

/** Columns a child table starts with: its list fields, without the link to the parent. */
export function childColumns(child: string, parentField: string): string[] {
  const resource = getResource(child);
  if (!resource) return [];
  return Object.entries(resource.fields)
    .filter(([name, f]) => f.list && name !== parentField && !f.hidden && f.kind !== 'password')
    .map(([name]) => name)
    .slice(0, 5);
}

/**
 * The element the palette inserts for `field` (a bindable name, or a child resource for a table), on
 * the page `page`, below what is there. Texts and codes hold `{field}` (filled on print); a table is
 * named after the child resource and keeps its column fields in `kantorColumns`.
 */
export function insertElement(
  design: Design,
  kind: ElementKind,
  field: string,
  options: { page?: number; labelOf?: (name: string) => string; parentField?: string } = {},
): Design {
  const page = Math.min(options.page ?? 0, design.schemas.length - 1);
  const width = design.basePdf.width - design.basePdf.padding[1]! - design.basePdf.padding[3]!;
  const x = design.basePdf.padding[3]!;
  const bottom = Math.max(
    design.basePdf.padding[0]!,
    ...design.schemas[page]!.map((s) => {
      const pos = s.position as { y: number };
      return pos.y + Number(s.height);
    }),
  );
  const y = Math.min(bottom + 2, design.basePdf.height - 20);
  let schema: Schema;
  if (kind === 'text') {
    schema = {
      name: freeName(design, field),
      type: 'text',
      readOnly: true,
      content: `{${field}}`,
      position: { x, y },
      width: Math.min(width, 90),
      height: 8,
      ...textStyle,
    };
  } else if (kind === 'table') {
    const columns = ['#', ...childColumns(field, options.parentField ?? '')];
    const label = options.labelOf ?? ((n: string) => n);
    schema = {
      name: freeName(design, field),
      type: 'table',
      position: { x, y },
      width,
      height: 20,
      showHead: true,
      head: columns.map((c) => (c === '#' ? 'No' : label(c))),
      headWidthPercentages: columns.map(() => 100 / columns.length),
      kantorColumns: columns,
      content: JSON.stringify([columns.map((c) => (c === '#' ? '1' : `{${c}}`))]),
      tableStyles: { borderWidth: 0.3, borderColor: '#000000' },
      headStyles: cell(true),
      bodyStyles: { ...cell(false), alternateBackgroundColor: '' },
      columnStyles: {},
    };
  } else {
    const size = Math.min(30, width);
    schema = {
      name: freeName(design, `${field}_${kind}`),
      type: kind,
      content: `{${field}}`,
      position: { x, y },
      width: kind === 'qrcode' ? size : Math.min(width, 60),
      height: kind === 'qrcode' ? size : 15,
      backgroundColor: '#ffffff',
      barColor: '#000000',
    };
  }
  const schemas = design.schemas.map((p, i) => (i === page ? [...p, schema] : p));
  return { ...design, schemas };
}
