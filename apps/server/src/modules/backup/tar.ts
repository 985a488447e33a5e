/**
 * A plain POSIX tar (ustar, with a pax header for paths over 100 bytes), written and read as a stream,
 * so a backup is an ordinary `.tar.gz` an operator can list and unpack with `tar`, and no registry
 * package is needed. Only regular files and folders are written.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import type { Writable } from 'node:stream';

const BLOCK = 512;
/** The size field holds 11 octal digits. */
const MAX_SIZE = 0o77777777777;

export type WrittenEntry = { path: string; size: number; sha256: string };

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

function writeText(block: Buffer, offset: number, length: number, text: string): void {
  Buffer.from(text, 'utf8').copy(block, offset, 0, length);
}

function writeOctal(block: Buffer, offset: number, length: number, value: number): void {
  writeText(block, offset, length - 1, value.toString(8).padStart(length - 1, '0'));
}

function headerBlock(name: string, size: number, mode: number, mtime: number, type: string): Buffer {
  const block = Buffer.alloc(BLOCK);
  writeText(block, 0, 100, name);
  writeOctal(block, 100, 8, mode & 0o7777);
  writeOctal(block, 108, 8, 0);
  writeOctal(block, 116, 8, 0);
  writeOctal(block, 124, 12, size);
  writeOctal(block, 136, 12, Math.max(0, Math.floor(mtime / 1000)));
  block.fill(0x20, 148, 156);
  writeText(block, 156, 1, type);
  writeText(block, 257, 6, 'ustar');
  writeText(block, 263, 2, '00');
  let sum = 0;
  for (const byte of block) sum += byte;
  writeText(block, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return block;
}

/** One pax record: its length counts its own digits. */
function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`;
  const bodyLength = Buffer.byteLength(body);
  let length = bodyLength + String(bodyLength).length;
  if (String(length).length !== String(bodyLength).length) length = bodyLength + String(length).length;
  return Buffer.from(`${length}${body}`, 'utf8');
}

export type FileSource = { file: string; size: number; mtime?: number; mode?: number };

/** Writes entries into `out` (a gzip stream, for a backup), waiting whenever it asks to. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  private async put(chunk: Buffer): Promise<void> {
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  private async header(path: string, size: number, mode: number, mtime: number, type = '0'): Promise<void> {
    if (size > MAX_SIZE) throw new Error(`${path} is too large for a tar entry (${size} bytes)`);
    if (Buffer.byteLength(path) > 100) {
      const record = paxRecord('path', path);
      await this.put(headerBlock('PaxHeader', record.length, 0o644, mtime, 'x'));
      await this.put(record);
      await this.put(Buffer.alloc(padding(record.length)));
    }
    await this.put(headerBlock(path, size, mode, mtime, type));
  }

  /** Adds a folder (written as `path/`, as tar does). */
  async addFolder(path: string, mode = 0o755, mtime = Date.now()): Promise<void> {
    await this.header(`${path}/`, 0, mode, mtime, '5');
  }

  /** Adds bytes held in memory. */
  async addBuffer(path: string, data: Buffer, mode = 0o644): Promise<WrittenEntry> {
    await this.header(path, data.length, mode, Date.now());
    await this.put(data);
    await this.put(Buffer.alloc(padding(data.length)));
    return { path, size: data.length, sha256: createHash('sha256').update(data).digest('hex') };
  }

  /** Adds a file from disk, hashing it as it streams; a file that changes size meanwhile fails the backup. */
  async addFile(path: string, source: FileSource): Promise<WrittenEntry> {
    await this.header(path, source.size, source.mode ?? 0o644, source.mtime ?? Date.now());
    const hash = createHash('sha256');
    let written = 0;
    for await (const chunk of createReadStream(source.file)) {
      const piece = chunk as Buffer;
      if (written + piece.length > source.size) break;
      hash.update(piece);
      written += piece.length;
      await this.put(piece);
    }
    if (written !== source.size)
      throw new Error(`${source.file} changed while it was being copied; run the backup again`);
    await this.put(Buffer.alloc(padding(source.size)));
    return { path, size: source.size, sha256: hash.digest('hex') };
  }

  /** The two empty blocks that end an archive, then the end of `out`. */
  async finish(): Promise<void> {
    await this.put(Buffer.alloc(BLOCK * 2));
    this.out.end();
  }
}

export type TarEntry = {
  type: 'file' | 'folder';
  /** Without the trailing slash of a folder. */
  path: string;
  size: number;
  mode: number;
  /** Seconds since 1970, as tar keeps it. */
  mtime: number;
  /** The entry's bytes; read it (or not) before asking for the next entry. */
  body: AsyncGenerator<Buffer>;
};

export class DamagedArchiveError extends Error {}

/** Pulls exact byte counts out of a stream of chunks. */
class ByteSource {
  private buffered: Buffer[] = [];
  private length = 0;
  private ended = false;

  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(wanted: number): Promise<void> {
    while (this.length < wanted && !this.ended) {
      const next = await this.source.next();
      if (next.done) this.ended = true;
      else {
        this.buffered.push(next.value);
        this.length += next.value.length;
      }
    }
    if (this.length < wanted) throw new DamagedArchiveError('the backup file ends too early (cut short?)');
  }

  /** Exactly `count` bytes. */
  async take(count: number): Promise<Buffer> {
    if (count === 0) return Buffer.alloc(0);
    await this.fill(count);
    const first = this.buffered[0]!;
    if (first.length >= count) {
      if (first.length === count) this.buffered.shift();
      else this.buffered[0] = first.subarray(count);
      this.length -= count;
      return first.subarray(0, count);
    }
    const all = Buffer.concat(this.buffered);
    const taken = all.subarray(0, count);
    const rest = all.subarray(count);
    this.buffered = rest.length ? [rest] : [];
    this.length = rest.length;
    return taken;
  }

  /** Between 1 and `most` bytes, without joining chunks. */
  async some(most: number): Promise<Buffer> {
    await this.fill(1);
    return this.take(Math.min(most, this.buffered[0]!.length));
  }

  async skip(count: number): Promise<void> {
    for (let left = count; left > 0; ) left -= (await this.some(left)).length;
  }
}

function readText(block: Buffer, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readOctal(block: Buffer, offset: number, length: number): number {
  const text = readText(block, offset, length).trim();
  if (!/^[0-7]*$/.test(text)) throw new DamagedArchiveError('a damaged entry header');
  return text ? Number.parseInt(text, 8) : 0;
}

function checksumMatches(block: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : block[i]!;
  return readOctal(block, 148, 8) === sum;
}

/** The files and folders of a tar stream, in order; any other kind of entry is refused. */
export async function* readTar(input: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const bytes = new ByteSource(input[Symbol.asyncIterator]());
  let longPath: string | undefined;
  for (;;) {
    const block = await bytes.take(BLOCK);
    if (block.every((byte) => byte === 0)) return;
    if (!checksumMatches(block)) throw new DamagedArchiveError('a damaged entry header');
    const size = readOctal(block, 124, 12);
    const type = readText(block, 156, 1) || '0';
    const prefix = readText(block, 345, 155);
    const name = readText(block, 0, 100);
    if (type === 'x' || type === 'g') {
      const data = (await bytes.take(size + padding(size))).subarray(0, size).toString('utf8');
      const path = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(data)?.[1];
      if (type === 'x' && path) longPath = path;
      continue;
    }
    if (type !== '0' && type !== '5')
      throw new DamagedArchiveError(`an entry of a kind a backup never holds (${type})`);
    let remaining = size;
    async function* body(): AsyncGenerator<Buffer> {
      while (remaining > 0) {
        const piece = await bytes.some(Math.min(remaining, 1 << 16));
        remaining -= piece.length;
        yield piece;
      }
    }
    yield {
      type: type === '5' ? 'folder' : 'file',
      path: (longPath ?? (prefix ? `${prefix}/${name}` : name)).replace(/\/$/, ''),
      size,
      mode: readOctal(block, 100, 8),
      mtime: readOctal(block, 136, 12),
      body: body(),
    };
    longPath = undefined;
    await bytes.skip(remaining + padding(size));
  }
}
