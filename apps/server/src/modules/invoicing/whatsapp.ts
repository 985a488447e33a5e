/**
 * "Kirim via WhatsApp": a `wa.me` link to the customer's number with the invoice number, total, due
 * date and a link to the PDF. The PDF link carries a random token (stored, 7 days) so the customer
 * opens it without an account; after that it answers 404.
 */
import { randomBytes } from 'node:crypto';
import { formatCurrency, formatDateLong, type InvoiceWhatsappAnswer } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { ValidationError } from '../../errors.ts';
import { waNumber } from '../../lib/phone.ts';
import type { Msg } from '../resources/index.ts';

export { waNumber };

export const LINK_DAYS = 7;

export async function whatsappLink(
  query: Query,
  invoice: Record<string, unknown>,
  publicHost: string,
  userId: number,
  msg: Msg,
  company: string,
): Promise<InvoiceWhatsappAnswer> {
  if (invoice.status === 'Draft' || invoice.status === 'Batal')
    throw new ValidationError({ status: [msg('validation.notPayable')] });
  const [customer] = await query<{ nama: string; no_hp: string | null }>(
    'SELECT nama, no_hp FROM akun WHERE id = $1',
    [invoice.id_akun],
  );
  const phone = waNumber(customer?.no_hp);
  if (!phone) throw new ValidationError({ id_akun: [msg('validation.invalid')] });
  const token = randomBytes(24).toString('base64url');
  const [row] = await query<{ expires_at: Date }>(
    `INSERT INTO invoice_links (token, id_invoice, expires_at, user_id)
     VALUES ($1, $2, now() + make_interval(days => $3), $4) RETURNING expires_at`,
    [token, invoice.id, LINK_DAYS, userId],
  );
  const link = `${publicHost.replace(/\/$/, '')}/api/public/invoice/${token}`;
  const lines = [
    `Yth. ${customer?.nama ?? 'Pelanggan'},`,
    `Berikut invoice ${invoice.no_invoice} dari ${company}.`,
    `Total: ${formatCurrency(Number(invoice.total ?? 0))}`,
    Number(invoice.dibayar ?? 0) > 0 ? `Sisa tagihan: ${formatCurrency(Number(invoice.sisa ?? 0))}` : null,
    invoice.jatuh_tempo ? `Jatuh tempo: ${formatDateLong(String(invoice.jatuh_tempo))}` : null,
    `Unduh PDF (berlaku ${LINK_DAYS} hari): ${link}`,
    'Terima kasih.',
  ].filter(Boolean);
  const text = lines.join('\n').replace(/\u00a0/g, ' ');
  return {
    url: `https://wa.me/${phone}?text=${encodeURIComponent(text)}`,
    link,
    text,
    expires_at: new Date(row!.expires_at).toISOString(),
  };
}

/** The invoice a link opens while it has not expired, else null. */
export async function invoiceOfLink(query: Query, token: string): Promise<number | null> {
  if (!/^[\w-]{20,64}$/.test(token)) return null;
  const [row] = await query<{ id_invoice: number }>(
    'SELECT id_invoice FROM invoice_links WHERE token = $1 AND expires_at > now()',
    [token],
  );
  return row ? Number(row.id_invoice) : null;
}
