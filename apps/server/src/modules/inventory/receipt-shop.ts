/**
 * The shop a POS receipt is headed with, from the same company profile the invoice letterhead reads
 * (`rsetwebsite` bagian umum: `nama_usaha`, `alamat`, `telepon`, `npwp`, `pkp`). The NPWP is printed
 * only when the company is PKP: a Non PKP shop's receipt is no tax document.
 */
import { type ReceiptShop, trimmedText as text } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { businessOf, companyProfile } from '../website/index.ts';

export async function receiptShop(query: Query, fallbackName: string): Promise<ReceiptShop> {
  const [business, row] = await Promise.all([businessOf(query, fallbackName), companyProfile(query)]);
  const data = row?.data ?? {};
  const pkp = data.pkp === true || data.pkp === 'true';
  return {
    name: business.name,
    address: business.address,
    phone: business.phone,
    npwp: pkp ? text(data.npwp) : null,
  };
}
