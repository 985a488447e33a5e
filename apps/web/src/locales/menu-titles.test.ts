import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getResource, isResourceName, type MenuItem, SIDE_MENU, SUPPORTED_LOCALES } from '@kantor/core';
import { describe, expect, it } from 'vitest';

// Issue 36: a side-menu entry that opens a resource's list page (`/<resourceName>`) says what that page's
// header says: `menu.<key>` (common.json) equals the resource's title (`resources.<name>.title`, the list
// header `t(resource.labelKey)` and the view title), in every locale.

// A string, not `new URL(...)`: under jsdom the global URL is not the one node:url expects.
const LOCALES_DIR = dirname(fileURLToPath(import.meta.url));

/**
 * Menu entries that open a route beneath a resource (a filtered list, a board, a tool of that resource)
 * and so rightly name something other than the resource's list. Keyed by the entry's label key; each
 * must exist in SIDE_MENU. Every entry beneath a resource's route must be listed here (a new one is a
 * decision to write down), and an entry of a resource's list page belongs here only with a reason.
 */
const EXCEPTIONS: Readonly<Record<string, string>> = {
  // /rbarangmasuksubsub/riwayat: the history of one serial number across goods in and out, not the list of serials.
  'menu.serialHistory': 'the serial-number history screen of rbarangmasuksubsub',
  // /rpekerjaan/papan: the dispatch board (technicians by day), not the list of jobs.
  'menu.dispatchBoard': "the jobs' dispatch board",
  // /rpekerjaan/timesheet: hours worked per technician, not the list of jobs.
  'menu.timesheets': "the jobs' timesheets",
  // /akun/akunlistteknisi: the accounts filtered to technicians (spec §2 extra routes).
  'menu.technicians': 'the technicians, a filtered list of akun',
  // /cmumt/pm: the preventive-maintenance schedule, not the list of tickets.
  'menu.preventiveSchedule': 'the preventive schedule of cmumt',
  // /rsubptrackprogres/tracklist: the signed-in technician's open tasks ("Tugas Saya", issue 35).
  'menu.tracking': "the technician's own task list of rsubptrackprogres",
};

type Entry = { label: string; to: string };

function leaves(items: readonly MenuItem[], out: Entry[] = []): Entry[] {
  for (const item of items) {
    if (item.items) leaves(item.items, out);
    else if (item.to) out.push({ label: item.label, to: item.to });
  }
  return out;
}

const ENTRIES = leaves(SIDE_MENU);

/** The route's segments: `/rpekerjaan/papan` → ['rpekerjaan', 'papan']. */
const segments = (to: string) => to.split('/').filter(Boolean);

/** Entries whose route is a declared resource's list page, with that resource's title key. */
const PAIRS = ENTRIES.flatMap((entry) => {
  const parts = segments(entry.to);
  const name = parts[0];
  if (parts.length !== 1 || name === undefined || !isResourceName(name) || entry.label in EXCEPTIONS)
    return [];
  return [{ ...entry, resource: name, titleKey: getResource(name)!.labelKey }];
});

const files = new Map<string, unknown>();

function readJson(path: string): unknown {
  if (!files.has(path)) files.set(path, JSON.parse(readFileSync(path, 'utf8')));
  return files.get(path);
}

/**
 * A key's text as the app's bundle holds it: `<file>.<path>` for a namespace file of its own
 * (`resources.rsupplier.title`), otherwise a path in common.json (`menu.supplier`).
 */
function text(locale: string, key: string): unknown {
  const [head, ...rest] = key.split('.');
  const own = join(LOCALES_DIR, locale, `${head}.json`);
  const [root, path] =
    head !== 'common' && existsSync(own)
      ? [readJson(own), rest]
      : [readJson(join(LOCALES_DIR, locale, 'common.json')), key.split('.')];
  let node: unknown = root;
  for (const part of path) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

describe('side menu labels and page titles (issue 36)', () => {
  it('walks the menu: most resource entries are compared', () => {
    expect(PAIRS.length).toBeGreaterThanOrEqual(60);
  });

  it('lists as exceptions only entries that exist and are not a resource list page', () => {
    const labels = new Set(ENTRIES.map((e) => e.label));
    for (const [label, reason] of Object.entries(EXCEPTIONS)) {
      expect(labels.has(label), label).toBe(true);
      expect(reason.length).toBeGreaterThan(0);
    }
  });

  it('compares or excepts every entry beneath a resource route', () => {
    const unexplained = ENTRIES.filter((entry) => {
      const [name, ...more] = segments(entry.to);
      return name !== undefined && isResourceName(name) && more.length > 0 && !(entry.label in EXCEPTIONS);
    }).map((entry) => `${entry.label} → ${entry.to}`);
    expect(unexplained).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES)('%s: each list-page entry is labelled as its page is titled', (locale) => {
    const differing = PAIRS.flatMap(({ label, to, titleKey }) => {
      const menu = text(locale, label);
      const title = text(locale, titleKey);
      expect(typeof menu, `${locale} ${label}`).toBe('string');
      expect(typeof title, `${locale} ${titleKey}`).toBe('string');
      return menu === title ? [] : [`${to}: ${label} "${String(menu)}" ≠ ${titleKey} "${String(title)}"`];
    });
    expect(differing, `${differing.length} differ:\n${differing.join('\n')}`).toEqual([]);
  });
});
