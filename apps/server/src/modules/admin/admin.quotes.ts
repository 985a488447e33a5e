/**
 * What the admin module's composed answers quote (rule R5, plugins/quotes.ts; docs/admin.md): every key
 * names the fields it is read or computed from and leaves the answer where the caller's role may not see
 * one of them (Hide Kolom on that resource).
 */
import { each, plain, quote, type Shape } from '../../plugins/quotes.ts';

const content = quote('manualtemplatejson.ref_xml');

/** `save_refxml/{id}`: the template's name, version and reference; each saved version's figures. */
const REFERENCE_STATE = {
  id: plain,
  nama_template: quote('manualtemplatejson.nama_template'),
  versi: quote('manualtemplatejson.versi'),
  ref_xml: content,
  format: content,
  history: each({
    version: quote('manualtemplatejson.versi'),
    saved_at: plain,
    by: plain,
    // a version's format, hash and size are read from its content
    format: content,
    hash: content,
    size: content,
  }),
} satisfies Shape;

export const REFERENCE: Shape = REFERENCE_STATE;
/** After a save: `changed` tells whether the stored reference was the content sent. */
export const REFERENCE_SAVED: Shape = { ...REFERENCE_STATE, message: plain, changed: content };

const nilai = quote('walman.nilai');
const kategori = quote('walman.kategori');

/**
 * `/walman/listgas`: the period's records by category, in its order. A group's count and sum tell its
 * category's share, so they go with a hidden category; a sum of hidden values is the hidden value.
 */
export const WALMAN: Shape = {
  from: plain,
  to: plain,
  groups: each(
    {
      kategori,
      jumlah: kategori,
      total_nilai: quote('walman.nilai', 'walman.kategori'),
      records: each(
        {
          id: plain,
          judul: quote('walman.judul'),
          tanggal: quote('walman.tanggal'),
          nilai,
          keterangan: quote('walman.keterangan'),
        },
        { by: quote('walman.tanggal'), otherwise: 'id' },
      ),
    },
    { by: kategori, otherwise: 'jumlah' },
  ),
  total: { jumlah: plain, total_nilai: nilai },
};
