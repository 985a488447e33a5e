/**
 * What a notice quotes of a record, shown to each reader only as their own view of that record shows
 * it (rule R5 of issue 32: a notice names only what its reader may see, decided when it is read, so a
 * Hide Kolom rule added later hides it in old notices too). The value is the one at the event (a
 * notice tells what happened: the stock left then, the job's name then); whether the reader may see it
 * is decided at read time: the record's view page and view scope (`recordInView`) and the role's
 * hidden fields on that resource.
 */
import { getResource, type NotificationItem } from '@kantor/core';
import type { FastifyRequest } from 'fastify';
import { callerOf, hiddenFieldsOf, recordInView } from '../../plugins/access.ts';

/** One quoted value: `field` of record `id` of `resource`, as it read at the event. */
export type Quote = { resource: string; id: number | string; field: string; value: string };
/** Quotes by the name of their `{name}` mark in a notice's texts. */
export type Quotes = Readonly<Record<string, Quote>>;

/** A quote of a record's field with its value now. @example quote('rpekerjaan', 12, 'nama_pekerjaan', 'Pasang AC') */
export const quote = (resource: string, id: unknown, field: string, value: unknown): Quote => ({
  resource,
  id: typeof id === 'number' ? id : String(id),
  field,
  value: value === null || value === undefined ? '' : String(value),
});

const MARK = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

/** What stands for a value withheld from the reader: the record's number for its title (`#12`), else `…`. */
function withheld(q: Quote): string {
  return getResource(q.resource)?.titleField === q.field ? `#${q.id}` : '…';
}

/** The text with each `{name}` mark filled: the value where `shown` allows it, else what stands for it. */
export function fillQuotes(text: string, quotes: Quotes, shown: (name: string) => boolean): string {
  return text.replace(MARK, (mark, name: string) => {
    const q = Object.hasOwn(quotes, name) ? quotes[name] : undefined;
    if (!q) return mark;
    return shown(name) ? q.value : withheld(q);
  });
}

/** The stored `judul`/`isi` (what the generic `rnotifikasi` routes answer): no quoted value at all. */
export const storedText = (text: string, quotes: Quotes): string => fillQuotes(text, quotes, () => false);

type Stored = { judul: string; isi: string | null; quotes: Quotes };

/** A stored `kutipan` read back, or null when the column holds none (a notice that quotes nothing). */
function readStored(raw: unknown): Stored | null {
  const value = typeof raw === 'string' ? safeParse(raw) : raw;
  if (!value || typeof value !== 'object') return null;
  const { judul, isi, quotes } = value as Record<string, unknown>;
  if (typeof judul !== 'string' || !quotes || typeof quotes !== 'object') return null;
  const read: Record<string, Quote> = {};
  for (const [name, q] of Object.entries(quotes as Record<string, Partial<Quote>>)) {
    if (typeof q?.resource !== 'string' || typeof q.field !== 'string' || typeof q.value !== 'string')
      continue;
    if (typeof q.id !== 'string' && typeof q.id !== 'number') continue;
    read[name] = { resource: q.resource, id: q.id, field: q.field, value: q.value };
  }
  return { judul, isi: typeof isi === 'string' ? isi : null, quotes: read };
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Whether the caller may see one quoted value now: the record in their view, the field not hidden. */
function readerView(request: FastifyRequest) {
  const records = new Map<string, Promise<Record<string, unknown> | null>>();
  const hidden = new Map<string, Promise<ReadonlySet<string>>>();
  const hiddenOf = async (resource: string): Promise<ReadonlySet<string>> => {
    const caller = await callerOf(request);
    // the list's and the view's Hide Kolom rules alike: a notice is read as the record's view shows it
    const [list, view] = await Promise.all([
      hiddenFieldsOf(request, resource),
      request.server.roleRules.pageConfig(caller.roles, `/${resource}/view`),
    ]);
    return new Set([...list, ...view.hiddenFields]);
  };
  return async (q: Quote): Promise<boolean> => {
    const key = `${q.resource}:${q.id}`;
    let record = records.get(key);
    if (!record) {
      record = recordInView(request, q.resource, q.id);
      records.set(key, record);
    }
    if (!(await record)) return false;
    let fields = hidden.get(q.resource);
    if (!fields) {
      fields = hiddenOf(q.resource);
      hidden.set(q.resource, fields);
    }
    return !(await fields).has(q.field);
  };
}

/** The caller's own notices with their quotes shown as the caller's view allows (the bell's answer). */
export async function showToReader(
  request: FastifyRequest,
  rows: readonly (Omit<NotificationItem, 'dikirim_pada'> & { dikirim_pada: unknown; kutipan: unknown })[],
): Promise<NotificationItem[]> {
  const visible = readerView(request);
  return Promise.all(
    rows.map(async ({ kutipan, dikirim_pada, ...row }) => {
      const sent = dikirim_pada instanceof Date ? dikirim_pada.toISOString() : String(dikirim_pada);
      const stored = readStored(kutipan);
      if (!stored) return { ...row, dikirim_pada: sent };
      const shown = new Set<string>();
      for (const [name, q] of Object.entries(stored.quotes)) if (await visible(q)) shown.add(name);
      const fill = (text: string) => fillQuotes(text, stored.quotes, (name) => shown.has(name));
      return {
        ...row,
        dikirim_pada: sent,
        judul: fill(stored.judul).slice(0, 200),
        isi: stored.isi === null ? row.isi : fill(stored.isi).slice(0, 2000),
      };
    }),
  );
}
