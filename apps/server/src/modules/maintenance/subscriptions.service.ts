/**
 * The subscriptions' day (`rlangganan`): active ones whose last day has passed become Expire, and the
 * ones ending within seven days remind their customer and the admins, once. Every change is an engine
 * edit, so it is audited and the domain hooks run; the notices are written in the same transaction.
 * Notices are stored in the business's language, Indonesian, like the other domains'.
 */
import {
  addDays,
  daysBetween,
  formatDateLong,
  getResource,
  SUBSCRIPTION_REMINDER_DAYS,
  subscriptionAction,
} from '@kantor/core';
import { type Notice, notify } from '../notifications/index.ts';
import { hookContext, type TxContext, updateRecord } from '../resources/index.ts';
import { adminLoginIds } from '../roles/index.ts';

export type SubscriptionDayResult = { expired: number[]; reminded: number[] };

type Due = {
  id: number;
  nama_paket: string;
  status: string;
  tanggal_akhir: string;
  diingatkan_pada: string | null;
  perpanjang_otomatis: boolean | null;
  customer: string | null;
  login: number | null;
};

/**
 * Runs the day `today` (`YYYY-MM-DD`, Asia/Jakarta) inside the caller's transaction. Running it twice
 * changes nothing more: expired ones are no longer Active and a reminder is remembered in
 * `diingatkan_pada` (cleared when the end day moves, so a renewal is reminded again).
 */
export async function runSubscriptionDay(tx: TxContext, today: string): Promise<SubscriptionDayResult> {
  const subscriptions = getResource('rlangganan')!;
  const rows = await tx.query<Due>(
    `SELECT l.id, l.nama_paket, l.status, l.tanggal_akhir::text AS tanggal_akhir,
            l.diingatkan_pada::text AS diingatkan_pada, l.perpanjang_otomatis, a.nama AS customer, a.id_login AS login
       FROM rlangganan l LEFT JOIN akun a ON a.id = l.id_akun
      WHERE l.status = 'Active' AND l.tanggal_akhir <= $1::date
      ORDER BY l.tanggal_akhir, l.id`,
    [addDays(today, SUBSCRIPTION_REMINDER_DAYS)],
  );
  const result: SubscriptionDayResult = { expired: [], reminded: [] };
  const admins = await adminLoginIds(tx.query);
  for (const row of rows) {
    const action = subscriptionAction(row, today);
    if (action === 'expire') {
      await updateRecord(tx, subscriptions, String(row.id), { status: 'Expire' });
      result.expired.push(Number(row.id));
    } else if (action === 'remind') {
      await updateRecord(
        tx,
        subscriptions,
        String(row.id),
        {},
        { values: { diingatkan_pada: new Date().toISOString() } },
      );
      for (const notice of reminders(row, today, admins))
        await notify(hookContext(tx, subscriptions), notice);
      result.reminded.push(Number(row.id));
    }
  }
  return result;
}

/**
 * The reminders of one subscription, each worded for its reader (issue 35): the customer is asked to
 * get in touch, the admins to contact the customer; an automatic renewal needs neither.
 */
function reminders(row: Due, today: string, admins: number[]): Notice[] {
  const left = daysBetween(today, row.tanggal_akhir);
  const end = formatDateLong(row.tanggal_akhir, 'id-ID');
  const when = left === 0 ? 'hari ini' : `${left} hari lagi`;
  const automatic = 'Langganan ini diperpanjang otomatis.';
  const of = `Langganan ${row.nama_paket}${row.customer ? ` atas nama ${row.customer}` : ''} berakhir pada ${end}.`;
  const notice = (to: number[], next: string): Notice => ({
    to,
    judul: `Langganan ${row.nama_paket} berakhir ${when}`,
    isi: `${of} ${row.perpanjang_otomatis ? automatic : next}`,
    link: `/rlangganan/view/${row.id}`,
    jenis: 'Peringatan',
    topic: 'subscription_ending',
  });
  const customer = row.login ? [Number(row.login)] : [];
  return [
    ...(customer.length > 0
      ? [notice(customer, 'Hubungi kami untuk memperpanjang agar layanan tidak terhenti.')]
      : []),
    notice(
      admins.filter((id) => !customer.includes(id)),
      'Hubungi pelanggan untuk memperpanjang sebelum layanan terhenti.',
    ),
  ];
}
