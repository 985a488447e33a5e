/**
 * Who an invoice's PDF names: its customer (`akun`) and the bank accounts to pay into (`bankrekening`).
 * Both are generic resources no domain module owns: they are read through the engine's service (the
 * resources module), not with SQL of this module's own on their tables.
 */
import { getResource } from '@kantor/core';
import type { Database, Query } from '../../db/connect.ts';
import { findRecord, listRecords, parseListParams } from '../resources/index.ts';
import type { InvoiceCustomer } from './invoice-pdf.ts';

/** The PDF shows up to three accounts. */
const MAX_BANKS = 3;

export async function invoiceCustomer(
  query: Query,
  invoice: Record<string, unknown>,
): Promise<InvoiceCustomer | null> {
  if (invoice.id_akun == null) return null;
  const record = await findRecord(query, getResource('akun')!, String(invoice.id_akun));
  return record ? { nama: record.nama, alamat: record.alamat, no_hp: record.no_hp } : null;
}

/** The active accounts, the invoice's own first (when it is active), then the others by id. */
export async function invoiceBanks(
  db: Database,
  invoice: Record<string, unknown>,
): Promise<Record<string, unknown>[]> {
  const banks = getResource('bankrekening')!;
  const params = parseListParams(banks, { status: 'Active', sort: 'id', order: 'asc', limit: MAX_BANKS });
  const active = (await listRecords(db, banks, params)).records;
  const own =
    invoice.id_bankrekening == null
      ? null
      : await findRecord(db.query, banks, String(invoice.id_bankrekening));
  const first = own?.status === 'Active' ? [own] : [];
  return [...first, ...active.filter((b) => b.id !== own?.id)]
    .slice(0, MAX_BANKS)
    .map((b) => ({ nama_bank: b.nama_bank, no_rekening: b.no_rekening, atas_nama: b.atas_nama }));
}
