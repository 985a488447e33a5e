/**
 * Zip archives for tests, built byte by byte (APPNOTE 6.3.10) so a test can make what an attacker
 * makes: an entry streamed through zlib at level 9 from repeated content (a 300 MB part is never held
 * whole), a directory that lies about sizes, many entries. Nothing here reads a zip.
 */
import { once } from 'node:events';
import { crc32, createDeflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';

/** An entry's content: text, bytes, or chunks made on demand (repeated content for a bomb). */
export type ZipContent = string | Uint8Array | (() => Iterable<string | Uint8Array>);
export type ZipInput = {
  name: string;
  content: ZipContent;
  /** Stored as is instead of deflated. */
  store?: boolean;
  /** The unpacked size the directory claims, when it is to lie. */
  declaredSize?: number;
  /** Sizes and offset in the directory's ZIP64 extra field (0xFFFFFFFF in the 32-bit ones). */
  zip64?: boolean;
};

const chunksOf = (content: ZipContent): Iterable<string | Uint8Array> =>
  typeof content === 'function' ? content() : [content];

async function pack(input: ZipInput): Promise<{ data: Buffer; crc: number; size: number }> {
  let crc = 0;
  let size = 0;
  if (input.store) {
    const parts = [...chunksOf(input.content)].map((c) => Buffer.from(c));
    for (const part of parts) {
      crc = crc32(part, crc);
      size += part.length;
    }
    return { data: Buffer.concat(parts), crc, size };
  }
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = once(deflate, 'end');
  for (const chunk of chunksOf(input.content)) {
    const bytes = Buffer.from(chunk);
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!deflate.write(bytes)) await once(deflate, 'drain');
  }
  deflate.end();
  await ended;
  return { data: Buffer.concat(out), crc, size };
}

/** The archive of `entries`, in order. */
export async function buildZip(entries: ZipInput[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const input of entries) {
    const { data, crc, size } = await pack(input);
    const name = Buffer.from(input.name, 'utf8');
    const declared = input.declaredSize ?? size;
    const method = input.store ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const wide = input.zip64 ?? false;
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(wide ? 45 : 20, 4);
    central.writeUInt16LE(wide ? 45 : 20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(wide ? 0xffffffff : data.length, 20);
    central.writeUInt32LE(wide ? 0xffffffff : declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(wide ? 0xffffffff : offset, 42);
    // ZIP64 extended information: the unpacked size, the packed size, the header's offset, in that order
    const extra = Buffer.alloc(wide ? 28 : 0);
    if (wide) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(24, 2);
      extra.writeBigUInt64LE(BigInt(declared), 4);
      extra.writeBigUInt64LE(BigInt(data.length), 12);
      extra.writeBigUInt64LE(BigInt(offset), 20);
      central.writeUInt16LE(extra.length, 30);
    }
    locals.push(local, name, data);
    centrals.push(central, name, extra);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** `text` repeated until `bytes` long, in 1 MB chunks (a bomb's content, never held whole). */
export function repeated(text: string, bytes: number): () => Iterable<string> {
  const chunk = text.repeat(Math.max(1, Math.floor((1024 * 1024) / text.length)));
  return function* () {
    let left = bytes;
    while (left > 0) {
      const piece = left >= chunk.length ? chunk : chunk.slice(0, left);
      left -= piece.length;
      yield piece;
    }
  };
}

/** Chunks joined: `parts` in order, each a string or generator. */
export function joined(...parts: (string | (() => Iterable<string>))[]): () => Iterable<string> {
  return function* () {
    for (const part of parts) yield* typeof part === 'string' ? [part] : part();
  };
}

/** The parts of a genuine one-sheet workbook (ExcelJS's), to swap one for a bomb. */
export async function workbookParts(header = 'nama_alat'): Promise<Record<string, Uint8Array>> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Sheet1').getCell('A1').value = header;
  return unzipSync(new Uint8Array(await workbook.xlsx.writeBuffer()));
}

/** `parts` as zip inputs, with `replaced` ones swapped in (same names) or added. */
export function withParts(parts: Record<string, Uint8Array>, replaced: ZipInput[]): ZipInput[] {
  const swapped = new Map(replaced.map((r) => [r.name, r]));
  const kept = Object.entries(parts)
    .filter(([name]) => !swapped.has(name))
    .map(([name, content]) => ({ name, content }));
  return [...kept, ...replaced];
}
