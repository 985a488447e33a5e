/**
 * The shop a POS receipt is headed with, from the same company profile the invoice letterhead reads
 * (`rsetwebsite` bagian umum: `nama_usaha`, `alamat`, `telepon`, `npwp`, `pkp`). The NPWP is printed
 * only when the company is PKP: a Non PKP shop's receipt is no tax document.
 */
import { type ReceiptShop, trimmedText as text } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { companyProfile } from '../website/index.ts';

export async function receiptShop(query: Query, fallbackName: string): Promise<ReceiptShop> {
  const row = await companyProfile(query);
  const data = row?.data ?? {};
  const pkp = data.pkp === true || data.pkp === 'true';
  return {
    name: text(data.nama_usaha) ?? text(row?.judul) ?? fallbackName,
    address: text(data.alamat),
    phone: text(data.telepon),
    npwp: pkp ? text(data.npwp) : null,
  };
}
