/**
 * The one reader of ZIP archives (XLSX, DOCX) the server opens: imports, DOCX templates, the
 * spreadsheet's conversion and the upload sniffer all go through it, and nothing else in the server
 * inflates a zip. A 300 KB file can unpack to gigabytes (a "zip bomb"), and the sizes written in the
 * zip's directory are whatever its author wrote, so every bound below is counted on the bytes
 * actually inflated, as they come out of zlib: zlib stops at the bound (`maxOutputLength`), so an
 * entry past it costs at most the bound in memory and time.
 *
 * The archive is parsed here (end record, central directory, local headers: APPNOTE 6.3.10, with
 * ZIP64 sizes); entries are inflated one at a time on zlib's thread pool, only when asked for.
 */
import { promisify } from 'node:util';
import { crc32, inflateRaw } from 'node:zlib';
import { defaultMessage, type MessageLocale, MSG } from '@kantor/core';
import { HttpError } from '../errors.ts';
import type { TimeBudget } from './time-budget.ts';

const MiB = 1024 * 1024;

/**
 * Bounds of every archive the server opens, whatever its directory claims. A real XLSX or DOCX of a
 * small business stays well inside: a workbook or document has 10–100 parts; the largest import
 * (20,000 rows) of 20 columns, written by ExcelJS, is a 17.6 MB sheet and 3.9 MB of shared strings,
 * packed 10.9× and 10.3×; pictures do not pack at all. A zip bomb packs ~1,000× (deflate's ceiling is
 * 1,032×): the ratio bound stops the issue's 300 MB part (307 KB packed) at ~30 MB.
 */
export const ARCHIVE_LIMITS = {
  /** Entries in the directory. */
  maxEntries: 2_000,
  /** Unpacked bytes of one entry. */
  maxEntryBytes: 48 * MiB,
  /** Unpacked bytes of every entry read from one archive. */
  maxTotalBytes: 96 * MiB,
  /** Unpacked bytes per packed byte of one entry, once it is past {@link ARCHIVE_LIMITS.ratioFloor}. */
  maxRatio: 100,
  /** Below this an entry may pack as tightly as it likes (a small XML part of repeated markup). */
  ratioFloor: 1 * MiB,
} as const;

/**
 * A DOCX template is compiled whole by docxtemplater when it is saved and at every print (5.7 MB of
 * document XML with 40,000 tags: 2.7 s and +200 MB), so its parts are held tighter: 4 MB of one part
 * is a 250-page document; a letterhead picture is a few hundred KB.
 */
export const TEMPLATE_ARCHIVE_LIMITS = {
  ...ARCHIVE_LIMITS,
  maxEntryBytes: 4 * MiB,
  maxTotalBytes: 16 * MiB,
} as const;

export type ArchiveLimits = { -readonly [K in keyof typeof ARCHIVE_LIMITS]: number };

/** Which bound an archive broke; `unreadable` is anything that is not a plain, complete zip. */
export type ArchiveLimit = 'entries' | 'entryBytes' | 'totalBytes' | 'ratio' | 'unreadable';

export class ArchiveError extends Error {
  constructor(
    readonly limit: ArchiveLimit,
    readonly max = 0,
    detail = '',
  ) {
    super(`archive refused (${limit}${max ? ` > ${max}` : ''})${detail ? `: ${detail}` : ''}`);
  }
}

/** An entry of the central directory (sizes as declared; the reader never trusts them). */
export type ArchiveEntry = {
  name: string;
  method: number;
  crc: number;
  packedSize: number;
  declaredSize: number;
  headerOffset: number;
};

const SIG_END = 0x06054b50;
const SIG_END64 = 0x06064b50;
const SIG_LOCATOR64 = 0x07064b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const MAX32 = 0xffffffff;

const unreadable = (detail: string): never => {
  throw new ArchiveError('unreadable', 0, detail);
};

function u64(view: DataView, at: number): number {
  const value = view.getBigUint64(at, true);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) unreadable('size out of range');
  return Number(value);
}

/** Where the central directory is and how many entries it declares (the end record, or ZIP64's). */
function endRecord(bytes: Uint8Array, view: DataView) {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let at = bytes.length - 22;
  while (at >= lowest && view.getUint32(at, true) !== SIG_END) at--;
  if (at < lowest) unreadable('no end of central directory');
  let count = view.getUint16(at + 10, true);
  let size = view.getUint32(at + 12, true);
  let offset = view.getUint32(at + 16, true);
  if (view.getUint16(at + 4, true) !== 0 || view.getUint16(at + 6, true) !== 0) unreadable('multi-disk');
  if (count === 0xffff || size === MAX32 || offset === MAX32) {
    const locator = at - 20;
    if (locator < 0 || view.getUint32(locator, true) !== SIG_LOCATOR64) unreadable('no ZIP64 locator');
    const end64 = u64(view, locator + 8);
    if (end64 + 56 > bytes.length || view.getUint32(end64, true) !== SIG_END64) unreadable('no ZIP64 end');
    count = u64(view, end64 + 32);
    size = u64(view, end64 + 40);
    offset = u64(view, end64 + 48);
  }
  if (offset + size > bytes.length) unreadable('central directory out of the file');
  return { count, offset, end: offset + size };
}

/** The 64-bit sizes and offset of an entry whose 32-bit fields say 0xFFFFFFFF (ZIP64 extra 0x0001). */
function zip64Fields(view: DataView, extra: number, extraEnd: number, wanted: boolean[]): number[] {
  let at = extra;
  while (at + 4 <= extraEnd) {
    const id = view.getUint16(at, true);
    const length = view.getUint16(at + 2, true);
    if (id === 0x0001) {
      const values: number[] = [];
      let field = at + 4;
      for (const want of wanted) {
        if (!want) continue;
        if (field + 8 > at + 4 + length) unreadable('short ZIP64 field');
        values.push(u64(view, field));
        field += 8;
      }
      return values;
    }
    at += 4 + length;
  }
  return unreadable('missing ZIP64 field');
}

/**
 * The entries of an archive's central directory, checked against `limits.maxEntries` (declared and
 * counted). Nothing is inflated: this is what sniffing a file's kind needs.
 */
export function listArchive(bytes: Uint8Array, limits: ArchiveLimits = ARCHIVE_LIMITS): ArchiveEntry[] {
  if (bytes.length < 22) unreadable('too short');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { count, offset, end } = endRecord(bytes, view);
  if (count > limits.maxEntries) throw new ArchiveError('entries', limits.maxEntries);
  const entries: ArchiveEntry[] = [];
  const names = new Set<string>();
  const decoder = new TextDecoder();
  let at = offset;
  while (at < end) {
    if (at + 46 > end || view.getUint32(at, true) !== SIG_CENTRAL) unreadable('broken central directory');
    if (entries.length >= limits.maxEntries) throw new ArchiveError('entries', limits.maxEntries);
    const flags = view.getUint16(at + 8, true);
    if (flags & 1) unreadable('encrypted entry');
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const next = at + 46 + nameLength + extraLength + view.getUint16(at + 32, true);
    if (next > end) unreadable('broken central directory');
    // bit 11: UTF-8 names; Office writes plain ASCII part names either way
    const nameBytes = bytes.subarray(at + 46, at + 46 + nameLength);
    const name = flags & 0x800 ? decoder.decode(nameBytes) : Buffer.from(nameBytes).toString('latin1');
    let packedSize = view.getUint32(at + 20, true);
    let declaredSize = view.getUint32(at + 24, true);
    let headerOffset = view.getUint32(at + 42, true);
    const wide = [declaredSize === MAX32, packedSize === MAX32, headerOffset === MAX32];
    if (wide.some(Boolean)) {
      const values = zip64Fields(view, at + 46 + nameLength, at + 46 + nameLength + extraLength, wide);
      if (wide[0]) declaredSize = values.shift()!;
      if (wide[1]) packedSize = values.shift()!;
      if (wide[2]) headerOffset = values.shift()!;
    }
    // two entries of one name would let two readers see two different files
    if (names.has(name)) unreadable(`duplicate entry ${name}`);
    names.add(name);
    const method = view.getUint16(at + 10, true);
    entries.push({
      name,
      method,
      crc: view.getUint32(at + 16, true),
      packedSize,
      declaredSize,
      headerOffset,
    });
    at = next;
  }
  if (entries.length !== count) unreadable('entry count differs from the end record');
  return entries;
}

const inflate = promisify(inflateRaw) as (
  data: Uint8Array,
  options: { maxOutputLength: number },
) => Promise<Buffer>;

/**
 * An archive opened for reading: its directory is parsed (and its entry count bounded) at once; each
 * entry is inflated when read, bounded by {@link ARCHIVE_LIMITS} on the bytes zlib actually produces.
 * The total counts every entry read through this object.
 */
export class Archive {
  readonly entries: ReadonlyMap<string, ArchiveEntry>;
  private unpacked = 0;
  private readonly view: DataView;

  private constructor(
    private readonly bytes: Uint8Array,
    private readonly limits: ArchiveLimits,
    list: ArchiveEntry[],
  ) {
    this.entries = new Map(list.map((e) => [e.name, e]));
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** Opens `bytes` (throws {@link ArchiveError}). */
  static open(bytes: Uint8Array, limits: ArchiveLimits = ARCHIVE_LIMITS): Archive {
    return new Archive(bytes, limits, listArchive(bytes, limits));
  }

  /** The names of the entries, in directory order. */
  get names(): string[] {
    return [...this.entries.keys()];
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** Bytes an entry may unpack to, and the bound that decides it. */
  private allowance(entry: ArchiveEntry): { max: number; limit: ArchiveLimit; shown: number } {
    const { maxEntryBytes, maxTotalBytes, maxRatio, ratioFloor } = this.limits;
    const options = [
      { max: maxEntryBytes, limit: 'entryBytes' as const, shown: maxEntryBytes },
      { max: maxTotalBytes - this.unpacked, limit: 'totalBytes' as const, shown: maxTotalBytes },
      { max: Math.max(ratioFloor, entry.packedSize * maxRatio), limit: 'ratio' as const, shown: maxRatio },
    ];
    return options.reduce((a, b) => (b.max < a.max ? b : a));
  }

  /** One entry's unpacked bytes, or null when there is no such entry. */
  async read(name: string, budget?: TimeBudget): Promise<Uint8Array | null> {
    const entry = this.entries.get(name);
    if (!entry) return null;
    budget?.check();
    const { view, bytes } = this;
    const at = entry.headerOffset;
    if (at + 30 > bytes.length || view.getUint32(at, true) !== SIG_LOCAL) unreadable('broken local header');
    const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    if (start + entry.packedSize > bytes.length) unreadable('entry out of the file');
    const packed = bytes.subarray(start, start + entry.packedSize);
    const bound = this.allowance(entry);
    const refuse = () => new ArchiveError(bound.limit, bound.shown, name);
    // the declared size is only a shortcut to an early refusal; the bound holds on the real bytes
    if (entry.declaredSize > bound.max) throw refuse();
    let data: Uint8Array;
    if (entry.method === STORED) {
      if (packed.length > bound.max) throw refuse();
      data = packed;
    } else if (entry.method === DEFLATED) {
      data = await inflate(packed, { maxOutputLength: Math.max(1, bound.max) }).catch((error) => {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw refuse();
        return unreadable(`${name}: ${(error as Error).message}`);
      });
    } else return unreadable(`${name}: compression method ${entry.method}`);
    if (data.length > bound.max) throw refuse();
    // a size that differs from the directory's is a damaged or doctored file
    if (data.length !== entry.declaredSize) unreadable(`${name}: size differs from the directory`);
    if (crc32(data) !== entry.crc) unreadable(`${name}: checksum differs`);
    this.unpacked += data.length;
    budget?.check();
    return data;
  }

  /** One entry as UTF-8 text, or null. */
  async text(name: string, budget?: TimeBudget): Promise<string | null> {
    const data = await this.read(name, budget);
    return data === null ? null : new TextDecoder().decode(data);
  }

  /** Every entry (or those `wanted` names), unpacked, in directory order. */
  async readAll(budget?: TimeBudget, wanted?: (name: string) => boolean): Promise<Map<string, Uint8Array>> {
    const out = new Map<string, Uint8Array>();
    for (const name of this.entries.keys()) {
      if (wanted && !wanted(name)) continue;
      out.set(name, (await this.read(name, budget))!);
    }
    return out;
  }
}

const MESSAGES = {
  unreadable: MSG.archiveUnreadable,
  entries: MSG.archiveEntries,
  entryBytes: MSG.archiveEntryBytes,
  totalBytes: MSG.archiveTotalBytes,
  ratio: MSG.archiveRatio,
} as const;

/** The refusal worded in `locale`, naming the bound and its value (sizes in MB). */
export function archiveMessage(error: ArchiveError, locale: MessageLocale | string): string {
  const max = error.limit === 'entryBytes' || error.limit === 'totalBytes' ? error.max / MiB : error.max;
  return defaultMessage(MESSAGES[error.limit], locale, { max });
}

/**
 * The answer to an archive refused: 413 naming the bound it broke, 422 for a file that is no
 * readable zip; in `errors[field]` either way.
 */
export function archiveHttpError(
  error: ArchiveError,
  locale: MessageLocale | string,
  field = 'file',
): HttpError {
  const message = archiveMessage(error, locale);
  return new HttpError(error.limit === 'unreadable' ? 422 : 413, message, { errors: { [field]: [message] } });
}
