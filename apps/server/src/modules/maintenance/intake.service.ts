/**
 * Intake to job in one action: a prospect's request (`butuhapa`) or a registration (`pendaftaran`)
 * becomes a job for its customer, in one transaction with the customer account (found by phone number,
 * or made) and the source's new status. A source that was converted already is refused.
 */
import { getResource } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { notFound, ValidationError } from '../../errors.ts';
import {
  findRecord,
  insertRecord,
  inTransaction,
  messagesFor,
  type TxContext,
  updateRecord,
  type WriteContext,
} from '../resources/index.ts';

type Row = Record<string, unknown>;

/** What the person converting may set on the new job; the rest comes from the source. */
export type IntakeJobInput = {
  nama_pekerjaan?: string;
  tanggal_mulai?: string;
  id_type?: number | null;
  id_teknisi?: number | null;
};

const ADDRESS = ['alamat', 'id_provinsi', 'id_kabupaten', 'id_kecamatan', 'id_desa'] as const;

/** A phone number's digits in the national form (`+62 812-…` and `0812…` match). */
export function phoneKey(phone: unknown): string {
  const digits = String(phone ?? '').replace(/\D/g, '');
  return digits.startsWith('62') ? `0${digits.slice(2)}` : digits;
}

/** The account with this phone number (a customer first), or null. */
async function accountByPhone(query: Query, phone: unknown): Promise<Row | null> {
  const key = phoneKey(phone);
  if (key.length < 8) return null;
  const [found] = await query<Row>(
    // only what the conversion reads (id, name, address): nothing else of the account leaves the table
    `SELECT id, nama, ${ADDRESS.join(', ')} FROM akun
      WHERE regexp_replace(regexp_replace(coalesce(no_hp, ''), '\\D', '', 'g'), '^62', '0') = $1
      ORDER BY (jenis_akun = 'Pelanggan') DESC, (status = 'Active') DESC, id LIMIT 1`,
    [key],
  );
  return found ?? null;
}

type Customer = { account: Row; created: boolean };

async function customerFor(tx: TxContext, phone: unknown, fresh: Row): Promise<Customer> {
  const found = await accountByPhone(tx.query, phone);
  if (found) return { account: found, created: false };
  const account = await insertRecord(tx, getResource('akun')!, {
    jenis_akun: 'Pelanggan',
    status: 'Active',
    ...fresh,
    no_hp: phone,
  });
  return { account, created: true };
}

async function addJob(tx: TxContext, customer: Row, input: IntakeJobInput, name: string, today: string) {
  const address = Object.fromEntries(ADDRESS.map((k) => [k, customer[k] ?? null]));
  return insertRecord(tx, getResource('rpekerjaan')!, {
    nama_pekerjaan: input.nama_pekerjaan ?? name,
    id_akun: customer.id,
    id_type: input.id_type ?? null,
    id_teknisi: input.id_teknisi ?? null,
    ...address,
    tanggal_mulai: input.tanggal_mulai ?? today,
    status: 'On Going',
  });
}

const firstLine = (text: unknown, max: number) => {
  const line =
    String(text ?? '')
      .split(/\r?\n/)
      .find((l) => l.trim() !== '') ?? '';
  const clean = line.trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
};

export type Conversion = {
  record: Row;
  customer: { id: number; nama: string; created: boolean };
  source: Row;
};

const summary = (c: Customer) => ({
  id: Number(c.account.id),
  nama: String(c.account.nama),
  created: c.created,
});

/** `butuhapa` → job: status 'Menjadi Pekerjaan' with the job linked. */
export async function requestToJob(
  ctx: WriteContext,
  id: string,
  input: IntakeJobInput,
  today: string,
): Promise<Conversion> {
  const msg = messagesFor(ctx.acceptLanguage);
  return inTransaction(ctx, async (tx) => {
    const requests = getResource('butuhapa')!;
    const request = await findRecord(tx.query, requests, id, { forUpdate: true });
    if (!request) throw notFound();
    if (request.id_pekerjaan != null || request.status === 'Menjadi Pekerjaan') {
      const job = String(
        request.id_pekerjaan_label ?? (request.id_pekerjaan ? `#${request.id_pekerjaan}` : '-'),
      );
      throw new ValidationError({ status: [msg('validation.intakeConverted', { job })] });
    }
    const customer = await customerFor(tx, request.no_hp, {
      nama: request.nama,
      email: request.email ?? null,
    });
    const record = await addJob(tx, customer.account, input, firstLine(request.kebutuhan, 200), today);
    const source = await updateRecord(tx, requests, String(request.id), {
      status: 'Menjadi Pekerjaan',
      id_pekerjaan: record.id,
    });
    return { record, customer: summary(customer), source };
  });
}

/** `pendaftaran` → customer account and job: a waiting registration becomes 'Diterima'. */
export async function registrationToJob(
  ctx: WriteContext,
  id: string,
  input: IntakeJobInput,
  today: string,
): Promise<Conversion> {
  const msg = messagesFor(ctx.acceptLanguage);
  return inTransaction(ctx, async (tx) => {
    const registrations = getResource('pendaftaran')!;
    const registration = await findRecord(tx.query, registrations, id, { forUpdate: true });
    if (!registration) throw notFound();
    if (registration.status !== 'Menunggu')
      throw new ValidationError({
        status: [msg('validation.registrationNotWaiting', { status: String(registration.status) })],
      });
    const customer = await customerFor(tx, registration.no_hp, {
      nama: registration.nama,
      jenis_kelamin: registration.jenis_kelamin ?? null,
      ...Object.fromEntries(ADDRESS.map((k) => [k, registration[k] ?? null])),
    });
    const name = `Pendaftaran ${String(registration.jenis_pelanggan ?? '').trim()}: ${String(registration.nama)}`;
    const record = await addJob(tx, customer.account, input, name.replace(/\s+:/, ':').slice(0, 200), today);
    const source = await updateRecord(tx, registrations, String(registration.id), { status: 'Diterima' });
    return { record, customer: summary(customer), source };
  });
}
