/**
 * Type test, run by `npm run typecheck` (never imported): each `@ts-expect-error` below must stay an
 * error, so a declaration with a misspelt title field, sort field, owner, state field or relation
 * target cannot compile. If typing regresses, the unused directive itself fails the typecheck.
 */
import { defineResource, f } from './define.ts';

export const checked = [
  defineResource({
    name: 'contoh',
    purpose: 'A declaration that compiles.',
    titleField: 'nama',
    defaultSort: { field: 'nama', order: 'asc' },
    fields: { nama: f.text(), id_satuan: f.relation('rsatuan', 'nama_satuan'), user_id: f.owner() },
  }),
  defineResource({
    name: 'salah-judul',
    purpose: 'A title field that is not a field.',
    // @ts-expect-error: 'namaa' is not a field of this resource
    titleField: 'namaa',
    fields: { nama: f.text() },
  }),
  defineResource({
    name: 'salah-urutan',
    purpose: 'A sort field that is not a field.',
    titleField: 'nama',
    // @ts-expect-error: 'tanggal' is not a field of this resource
    defaultSort: { field: 'tanggal', order: 'desc' },
    fields: { nama: f.text() },
  }),
  defineResource({
    name: 'salah-relasi',
    purpose: 'A relation to a resource that does not exist.',
    titleField: 'nama',
    // @ts-expect-error: 'rsatuann' is not a resource
    fields: { nama: f.text(), id_satuan: f.relation('rsatuann', 'nama_satuan') },
  }),
  defineResource({
    name: 'salah-status',
    purpose: 'A state machine on a field that does not exist.',
    titleField: 'nama',
    // @ts-expect-error: 'status' is not a field of this resource
    states: { field: 'status', transitions: {} },
    fields: { nama: f.text() },
  }),
];
