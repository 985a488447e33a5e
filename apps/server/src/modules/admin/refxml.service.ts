import { createHash } from 'node:crypto';
import { getResource, type ReferenceState, type ReferenceVersion, referenceFormatOf } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { notFound } from '../../errors.ts';
import { editRecord, findRecord, type WriteContext } from '../resources/index.ts';

/** XML when it starts with `<` (after spaces), JSON otherwise (core's, which the save's check uses). */
export const formatOf = referenceFormatOf;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

type AuditRow = { id: number; created_at: string | Date; username: string | null; changes: unknown };

/**
 * The versions of a template's reference: every audited write that changed `ref_xml` to a value (the
 * engine writes audit_log in the same transaction as the change), oldest first. The history needs no
 * column of its own and cannot drift from what was stored.
 */
export async function referenceHistory(query: Query, id: number): Promise<ReferenceVersion[]> {
  const rows = await query<AuditRow>(
    `SELECT id, created_at, username, changes FROM audit_log
      WHERE resource = 'manualtemplatejson' AND record_id = $1 AND changes ? 'ref_xml'
      ORDER BY id`,
    [String(id)],
  );
  const out: ReferenceVersion[] = [];
  for (const row of rows) {
    const changes = (typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes) as Record<
      string,
      { after?: unknown }
    >;
    const content = changes.ref_xml?.after;
    if (typeof content !== 'string' || content === '') continue;
    const versi = Number(changes.versi?.after);
    out.push({
      version: Number.isInteger(versi) && versi > 0 ? versi : out.length + 1,
      saved_at: new Date(row.created_at).toISOString(),
      by: row.username,
      format: formatOf(content),
      hash: sha256(content),
      size: content.length,
    });
  }
  return out;
}

export async function referenceState(query: Query, id: number): Promise<ReferenceState> {
  const record = await findRecord(query, getResource('manualtemplatejson')!, String(id));
  if (!record) throw notFound();
  const ref = (record.ref_xml as string | null) ?? null;
  return {
    id: Number(record.id),
    nama_template: String(record.nama_template),
    versi: Number(record.versi ?? 1),
    ref_xml: ref,
    format: ref ? formatOf(ref) : null,
    history: await referenceHistory(query, id),
  };
}

/**
 * Stores a new reference through the resource engine (hooks, audit trail, one transaction): `ref_xml`
 * takes the content and `versi` counts up. The same content again changes nothing.
 */
export async function saveReference(
  ctx: WriteContext,
  id: number,
  content: string,
): Promise<{ changed: boolean; state: ReferenceState }> {
  const resource = getResource('manualtemplatejson')!;
  const before = await findRecord(ctx.db.query, resource, String(id));
  if (!before) throw notFound();
  if (before.ref_xml === content) return { changed: false, state: await referenceState(ctx.db.query, id) };
  // the first reference of a template is its version 1; every later one counts up from there
  const versi = before.ref_xml ? Number(before.versi ?? 1) + 1 : Number(before.versi ?? 1);
  // ref_xml is read-only on the forms: only this action writes it, as a server value
  await editRecord(ctx, resource, String(id), {}, { values: { ref_xml: content, versi } });
  return { changed: true, state: await referenceState(ctx.db.query, id) };
}
