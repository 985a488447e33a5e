/**
 * "Jadikan pekerjaan": an agent who may add jobs turns a conversation into one, through the resource
 * engine (the jobs' hooks give it its tracking code and notices). The customer is the signed-in
 * customer's account (`akun.id_login`), else an account with the visitor's phone number or address,
 * else a new customer account from what the visitor gave (as a request turned into a job makes one).
 * `rpekerjaan` has no description field: the job is named after the customer's first message, and the
 * conversation links to it (`chat_conversations.id_pekerjaan`), where its whole text stays.
 */
import { getResource } from '@kantor/core';
import { ValidationError } from '../../errors.ts';
import { insertRecord, inTransaction, type TxContext, type WriteContext } from '../resources/index.ts';
import type { ConversationRow } from './chat.service.ts';
import type { ChatWords } from './chat.words.ts';

type Row = Record<string, unknown>;
const ADDRESS = ['alamat', 'id_provinsi', 'id_kabupaten', 'id_kecamatan', 'id_desa'] as const;
const PICK = `id, nama, ${ADDRESS.join(', ')}`;

const digits = (phone: string | null) => (phone ?? '').replace(/\D/g, '').replace(/^62/, '0');

async function customerOf(tx: TxContext, conv: ConversationRow): Promise<Row> {
  const found = async (where: string, value: unknown) =>
    (
      await tx.query<Row>(
        `SELECT ${PICK} FROM akun WHERE ${where}
          ORDER BY (jenis_akun = 'Pelanggan') DESC, (status = 'Active') DESC, id LIMIT 1`,
        [value],
      )
    )[0];
  const byLogin = conv.customer_id != null ? await found('id_login = $1', conv.customer_id) : undefined;
  const phone = digits(conv.visitor_phone);
  const byPhone =
    byLogin ??
    (phone.length >= 8
      ? await found(
          "regexp_replace(regexp_replace(coalesce(no_hp, ''), '\\D', '', 'g'), '^62', '0') = $1",
          phone,
        )
      : undefined);
  const byEmail =
    byPhone ?? (conv.visitor_email ? await found('lower(email) = lower($1)', conv.visitor_email) : undefined);
  if (byEmail) return byEmail;
  return insertRecord(tx, getResource('akun')!, {
    nama: conv.visitor_name,
    jenis_akun: 'Pelanggan',
    status: 'Active',
    no_hp: conv.visitor_phone,
    email: conv.visitor_email,
  });
}

/** The job's name: the customer's first message (its first line), after whom it came from. */
async function jobName(tx: TxContext, conv: ConversationRow): Promise<string> {
  const [first] = await tx.query<{ pesan: string }>(
    "SELECT pesan FROM rchat WHERE kode_percakapan = $1 AND pengirim = 'Pelanggan' AND pesan <> '' ORDER BY id LIMIT 1",
    [conv.code],
  );
  const line =
    (first?.pesan ?? '')
      .split(/\r?\n/)
      .find((l) => l.trim())
      ?.trim() ?? '';
  const name = `Chat ${conv.visitor_name}${line ? `: ${line}` : ''}`;
  return name.length > 200 ? `${name.slice(0, 199)}…` : name;
}

/** Makes the job and links the conversation to it; a conversation becomes a job once (422 naming `status`). */
export async function conversationToJob(
  ctx: WriteContext,
  conv: ConversationRow,
  today: string,
  words: ChatWords,
): Promise<Row> {
  return inTransaction(ctx, async (tx) => {
    const [locked] = await tx.query<{ id_pekerjaan: number | null }>(
      'SELECT id_pekerjaan FROM chat_conversations WHERE id = $1 FOR UPDATE',
      [conv.id],
    );
    if (locked?.id_pekerjaan != null) throw new ValidationError({ status: [words('alreadyJob')] });
    const customer = await customerOf(tx, conv);
    const record = await insertRecord(tx, getResource('rpekerjaan')!, {
      nama_pekerjaan: await jobName(tx, conv),
      id_akun: customer.id,
      ...Object.fromEntries(ADDRESS.map((k) => [k, customer[k] ?? null])),
      tanggal_mulai: today,
      status: 'On Going',
    });
    await tx.query('UPDATE chat_conversations SET id_pekerjaan = $2, updated_at = now() WHERE id = $1', [
      conv.id,
      record.id,
    ]);
    return record;
  });
}
