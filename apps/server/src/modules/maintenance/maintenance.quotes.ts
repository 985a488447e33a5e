/**
 * What the maintenance pages quote (rule R5, plugins/quotes.ts; docs/maintenance.md): every key names
 * the fields it is read from and leaves the answer where the caller's role may not see one of them. A
 * relation's label quotes the target's title and the relation field; a count per root cause or
 * segment tells which tickets hold it (the ticket's relation field).
 */
import { each, plain, quote, recordOf, type Shape } from '../../plugins/quotes.ts';

const ticket = (field: string) => quote(`cmumt.${field}`);
const due = ticket('jadwal_berikutnya');

/** `GET /cmumt/pm`: the schedules, most urgent first, counted per due group (both tell the due date). */
export const SCHEDULES: Shape = {
  today: plain,
  until: plain,
  counts: due,
  records: each(
    {
      id: plain,
      no_tiket: ticket('no_tiket'),
      aset: ticket('aset'),
      lokasi: ticket('lokasi'),
      id_akun: ticket('id_akun'),
      id_akun_label: quote('akun.nama', 'cmumt.id_akun'),
      id_teknisi: ticket('id_teknisi'),
      id_teknisi_label: quote('akun.nama', 'cmumt.id_teknisi'),
      id_segment: ticket('id_segment'),
      id_segment_label: quote('segmentumtinfo.nama_segment', 'cmumt.id_segment'),
      interval_hari: ticket('interval_hari'),
      jadwal_berikutnya: due,
      id_pekerjaan: ticket('id_pekerjaan'),
      id_pekerjaan_label: quote('rpekerjaan.nama_pekerjaan', 'cmumt.id_pekerjaan'),
      group: due,
      days: due,
    },
    { by: due, otherwise: 'id' },
  ),
};

/**
 * Tickets per root cause or segment of the period, most first, then by `orderedBy` (the count tells
 * which tickets hold which).
 */
const countsBy = (
  relation: string,
  target: string,
  [code, name]: [string, string],
  orderedBy: string,
  extra: Shape = {},
) => {
  const held = quote(`cmumt.${relation}`);
  return each(
    {
      id: held,
      kode: quote(`${target}.${code}`, `cmumt.${relation}`),
      nama: quote(`${target}.${name}`, `cmumt.${relation}`),
      ...extra,
      jumlah: held,
    },
    { by: quote(`cmumt.${relation}`, `${target}.${orderedBy}`), otherwise: 'id' },
  );
};

/** `GET /cmumt/rootcause`: the period asked for, its ticket count, per root cause and per segment. */
export const ROOT_CAUSES: Shape = {
  from: plain,
  to: plain,
  total: plain,
  rootCauses: countsBy('id_rootcause', 'rootcauseumt', ['kode_penyebab', 'nama_penyebab'], 'kode_penyebab', {
    kategori: quote('rootcauseumt.kategori', 'cmumt.id_rootcause'),
  }),
  segments: countsBy('id_segment', 'segmentumtinfo', ['kode_segment', 'nama_segment'], 'nama_segment'),
};

/** A conversion's answer: the job it made and the source record, each as its own routes would show it. */
export const VISIT_JOB: Shape = {
  message: plain,
  record: recordOf('rpekerjaan'),
  schedule: recordOf('cmumt'),
};
export const conversionOf = (source: string): Shape => ({
  message: plain,
  record: recordOf('rpekerjaan'),
  customer: { id: plain, nama: quote('akun.nama'), created: plain },
  source: recordOf(source),
});
