import { listArchive } from '../../lib/archive.ts';

/** What a file is, read from its first bytes, never from its name. */
export type Sniffed = { mime: string; ext: string; image: boolean };

const starts = (buffer: Buffer, bytes: number[], offset = 0) =>
  bytes.every((b, i) => buffer[offset + i] === b);

export function sniffFile(buffer: Buffer): Sniffed | null {
  if (starts(buffer, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg', image: true };
  if (starts(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', ext: 'png', image: true };
  if (starts(buffer, [0x52, 0x49, 0x46, 0x46]) && starts(buffer, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { mime: 'image/webp', ext: 'webp', image: true };
  }
  if (starts(buffer, [0x47, 0x49, 0x46, 0x38])) return { mime: 'image/gif', ext: 'gif', image: true };
  if (starts(buffer, [0x25, 0x50, 0x44, 0x46, 0x2d]))
    return { mime: 'application/pdf', ext: 'pdf', image: false };
  if (starts(buffer, [0x50, 0x4b, 0x03, 0x04])) return zipKind(buffer);
  if (isPlainText(buffer)) return { mime: 'text/plain', ext: 'txt', image: false };
  return null;
}

const ZIP: Sniffed = { mime: 'application/zip', ext: 'zip', image: false };

/**
 * An XLSX or DOCX is a zip holding the parts Office needs; any other zip is a plain zip (a bomb with
 * one entry named `xl/...` passed as a workbook before; found by fuzz/uploads.fuzz.api.test.ts). The
 * names come from the zip's directory through the one archive reader (lib/archive.ts), which also
 * bounds their number: nothing is inflated here, and a file is unpacked only by the feature that
 * opens it, through the same reader and its bounds.
 */
function zipKind(buffer: Buffer): Sniffed {
  let names: Set<string>;
  try {
    names = new Set(listArchive(buffer).map((entry) => entry.name));
  } catch {
    return ZIP;
  }
  if (!names.has('[Content_Types].xml')) return ZIP;
  if (names.has('xl/workbook.xml')) {
    return {
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ext: 'xlsx',
      image: false,
    };
  }
  if (names.has('word/document.xml')) {
    return {
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ext: 'docx',
      image: false,
    };
  }
  return ZIP;
}

/** UTF-8 text without control characters (CSV, TXT); anything binary or markup-looking is refused. */
function isPlainText(buffer: Buffer): boolean {
  const sample = buffer.subarray(0, Math.min(buffer.length, 8192));
  if (sample.length === 0) return false;
  for (const byte of sample) {
    if (byte === 0 || (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d)) return false;
  }
  const text = sample.toString('utf8').trimStart().toLowerCase();
  return !text.startsWith('<') && !text.includes('\uFFFD');
}
