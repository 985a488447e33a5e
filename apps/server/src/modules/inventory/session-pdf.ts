/**
 * The Z-report of a cash session and the return receipt of a refund as thermal-roll PDFs, in the sale
 * receipt's look (receipt-pdf.ts). Printed in Indonesian, as the sale receipt is.
 */
import type { Readable } from 'node:stream';
import type { ReceiptShop, SaleReturn, ZReport } from '@kantor/core';
import { clock, qty, type ReceiptWidth, rp, thermalSlip } from './receipt-pdf.ts';

const when = (at: string) =>
  new Date(at).toLocaleString('id-ID', {
    timeZone: 'Asia/Jakarta',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

export function zReportPdf(report: ZReport, shop: ReceiptShop, width: ReceiptWidth): Readable {
  const { session } = report;
  const slip = thermalSlip(shop, width, 420 + report.methods.length * 40, `Z-${session.id}`);
  slip.line(`LAPORAN Z · SESI #${session.id}`, true);
  slip.row('Kasir', session.counter);
  slip.row('Dibuka', `${when(session.opened_at)} ${session.opened_by ?? ''}`.trim());
  if (session.closed_at) slip.row('Ditutup', `${when(session.closed_at)} ${session.closed_by ?? ''}`.trim());
  else slip.row('Status', 'MASIH DIBUKA');
  slip.rule();
  for (const m of report.methods) {
    slip.row(`${m.metode} (${m.count})`, rp(m.sales), true);
    if (m.refunds > 0) slip.row('  Retur', `-${rp(m.refunds)}`);
    slip.row('  Bersih', rp(m.net));
  }
  slip.rule();
  slip.row(`Penjualan (${report.sales_count})`, rp(report.sales_total));
  slip.row(`Retur (${report.refunds_count})`, `-${rp(report.refunds_total)}`);
  slip.row('Total bersih', rp(report.sales_total - report.refunds_total), true);
  slip.rule();
  slip.row('Modal awal', rp(report.float));
  slip.row('Penjualan tunai', rp(report.cash_sales));
  slip.row('Retur tunai', `-${rp(report.cash_refunds)}`);
  slip.row('Kas seharusnya', rp(report.expected), true);
  if (report.counted !== null) {
    slip.row('Kas dihitung', rp(report.counted), true);
    slip.row('Selisih', rp(report.difference ?? 0), true);
  }
  slip.rule();
  slip.line(`Dicetak ${when(new Date().toISOString())}`);
  return slip.end();
}

export function returnReceiptPdf(ret: SaleReturn, shop: ReceiptShop, width: ReceiptWidth): Readable {
  const slip = thermalSlip(shop, width, 220 + ret.lines.length * 30, ret.no_retur);
  slip.line('NOTA RETUR', true);
  slip.row(ret.no_retur, ret.tanggal);
  slip.row(`Dari ${ret.no_transaksi}`, clock(ret.created_at));
  slip.row(`Kasir: ${ret.username ?? '-'}`, `Sesi #${ret.id_session}`);
  slip.rule();
  for (const line of ret.lines) {
    slip.left(line.nama_barang);
    slip.row(`  ${qty(line.qty)} x ${rp(line.harga_satuan)}`, rp(line.subtotal));
  }
  slip.rule();
  slip.row('TOTAL KEMBALI', rp(ret.total), true);
  slip.row(ret.metode, rp(ret.total));
  if (ret.alasan) slip.left(`Alasan: ${ret.alasan}`);
  return slip.end();
}
