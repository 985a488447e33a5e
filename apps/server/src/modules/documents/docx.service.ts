/**
 * DOCX templates: `{name}` placeholders and `{#child}…{/child}` loops filled by docxtemplater, and the
 * PDF of a filled DOCX.
 *
 * PDF decision: there is no Word layout engine in Node (LibreOffice would be a system dependency), so
 * the PDF is a plain reading copy drawn with PDFKit from the filled document's text: paragraphs in order,
 * headings (Title/Heading styles) bold and larger, tables as a grid. Fonts, pictures, colours, headers
 * and footers, columns and exact line breaks of the Word file are not reproduced (docs/documents.md).
 */
import PDFDocument from 'pdfkit';
import { OutOfTimeError, type TimeBudget } from '../../lib/time-budget.ts';
import type { PrintData } from './print-data.ts';
import { type DocxParts, openDocx } from './templates.ts';

/** A filled DOCX: the file, and its `word/document.xml` (what the plain PDF is drawn from). */
export type FilledDocx = { bytes: Buffer; documentXml: string };

/** The template filled with the record's values and child rows; every tag evaluated ticks `budget`. */
export function renderDocx(parts: DocxParts, data: PrintData, budget: TimeBudget): FilledDocx {
  const doc = openDocx(parts, budget);
  try {
    doc.render({ ...data.values, ...data.tables });
  } catch (error) {
    // docxtemplater wraps what its parser threw: the budget's error is answered as such
    throw OutOfTimeError.within(error) ?? error;
  }
  const zip = doc.getZip();
  budget.check();
  return {
    bytes: zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' }),
    documentXml: zip.file('word/document.xml')?.asText() ?? '',
  };
}

type Block = { kind: 'p'; text: string; heading: 0 | 1 | 2 } | { kind: 'row'; cells: string[] };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (xml: string) =>
  xml.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
  });

/** The text blocks of `word/document.xml`: paragraphs (with heading level) and table rows. */
export function docxBlocks(documentXml: string, budget?: TimeBudget): Block[] {
  const blocks: Block[] = [];
  let depth = 0; // table nesting
  let cells: string[] | null = null;
  let cell: string[] | null = null;
  let text = '';
  let heading: 0 | 1 | 2 = 0;
  const tokens =
    /<w:tbl\b[^>]*>|<\/w:tbl>|<w:tr\b[^>]*>|<\/w:tr>|<w:tc\b[^>]*>|<\/w:tc>|<w:p\b[^>]*\/>|<w:p\b[^>]*>|<\/w:p>|<w:t\b[^>]*>([^<]*)<\/w:t>|<w:tab\/>|<w:br\b[^>]*\/>|<w:pStyle w:val="([^"]*)"/g;
  for (const m of documentXml.matchAll(tokens)) {
    budget?.tick();
    const tag = m[0];
    if (tag.startsWith('<w:tbl')) depth++;
    else if (tag === '</w:tbl>') depth--;
    else if (tag.startsWith('<w:tr')) cells = [];
    else if (tag === '</w:tr>') {
      if (cells) blocks.push({ kind: 'row', cells });
      cells = null;
    } else if (tag.startsWith('<w:tc')) cell = [];
    else if (tag === '</w:tc>') {
      if (cells && cell) cells.push(cell.join('\n'));
      cell = null;
    } else if (tag.startsWith('<w:p') && tag.endsWith('/>')) {
      if (!cell) blocks.push({ kind: 'p', text: '', heading: 0 });
    } else if (tag.startsWith('<w:p')) {
      text = '';
      heading = 0;
    } else if (tag === '</w:p>') {
      if (cell) cell.push(text);
      else if (depth === 0) blocks.push({ kind: 'p', text, heading });
    } else if (m[1] !== undefined) text += decode(m[1]);
    else if (tag === '<w:tab/>') text += '\t';
    else if (tag.startsWith('<w:br')) text += '\n';
    else if (m[2] !== undefined) {
      const style = m[2].toLowerCase();
      heading = style === 'title' || style === 'heading1' ? 1 : style.startsWith('heading') ? 2 : 0;
    }
  }
  return blocks;
}

/** A plain PDF of a filled DOCX (A4, Helvetica): see the decision at the top of this file. */
export function docxToPdf(filled: FilledDocx, budget: TimeBudget): Promise<Buffer> {
  const blocks = docxBlocks(filled.documentXml, budget);
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Producer: 'Kantor' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 100;
  for (const block of blocks) {
    budget.tick();
    if (block.kind === 'p') {
      const size = block.heading === 1 ? 16 : block.heading === 2 ? 13 : 11;
      doc.font(block.heading ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
      doc.text(block.text || ' ', 50, undefined, { width, align: block.heading === 1 ? 'center' : 'left' });
      doc.moveDown(0.3);
      continue;
    }
    doc.font('Helvetica').fontSize(10);
    const columns = Math.max(block.cells.length, 1);
    const cellWidth = width / columns;
    const height = Math.max(
      ...block.cells.map((c) => doc.heightOfString(c || ' ', { width: cellWidth - 8 })),
      12,
    );
    if (doc.y + height + 8 > doc.page.height - 50) doc.addPage();
    const top = doc.y;
    block.cells.forEach((c, i) => {
      const x = 50 + i * cellWidth;
      doc.rect(x, top, cellWidth, height + 8).stroke('#777777');
      doc.fillColor('#000000').text(c || ' ', x + 4, top + 4, { width: cellWidth - 8 });
    });
    doc.x = 50;
    doc.y = top + height + 8;
  }
  doc.end();
  return done;
}
