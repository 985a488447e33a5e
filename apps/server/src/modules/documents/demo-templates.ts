/**
 * The demo templates: an Indonesian invoice designed for the PDF designer (A4, lines table, total in
 * words, QR code of the number) and a "Surat Perintah Kerja" DOCX for jobs (sub jobs as a table loop).
 */
import { PAGE_SIZES } from '@kantor/core';
import type { Template } from '@pdfme/common';
import type { DocxBlock } from './docx-build.ts';

type Box = { x: number; y: number; w: number; h: number };

const textStyle = {
  fontSize: 10,
  alignment: 'left',
  verticalAlignment: 'top',
  lineHeight: 1.2,
  characterSpacing: 0,
  fontColor: '#1f2937',
  backgroundColor: '',
};

function text(name: string, box: Box, extra: Record<string, unknown> = {}) {
  return {
    name,
    type: 'text',
    position: { x: box.x, y: box.y },
    width: box.w,
    height: box.h,
    content: '',
    ...textStyle,
    ...extra,
  };
}

/** A fixed text (its `{name}` placeholders are filled when printed). */
const label = (name: string, content: string, box: Box, extra: Record<string, unknown> = {}) =>
  text(name, box, { content, readOnly: true, ...extra });

const cellStyle = (size: number, bold: boolean) => ({
  fontName: undefined,
  fontSize: size,
  alignment: 'left',
  verticalAlignment: 'middle',
  fontColor: bold ? '#ffffff' : '#111827',
  backgroundColor: bold ? '#1e3a5f' : '',
  borderColor: '#9ca3af',
  borderWidth: { top: 0.1, right: 0.1, bottom: 0.1, left: 0.1 },
  padding: { top: 1.5, right: 2, bottom: 1.5, left: 2 },
  lineHeight: 1,
  characterSpacing: 0,
});

/** The invoice design: bound names are `rinvoice` fields, the table is its lines (`rsubinvoice`). */
export function invoiceTemplate(): Template {
  const lines = {
    name: 'rsubinvoice',
    type: 'table',
    position: { x: 15, y: 92 },
    width: 180,
    height: 20,
    showHead: true,
    head: ['No', 'Nama Item', 'Qty', 'Harga', 'Subtotal'],
    headWidthPercentages: [8, 44, 10, 19, 19],
    kantorColumns: ['#', 'nama_item', 'qty', 'harga', 'subtotal'],
    content: JSON.stringify([['1', 'Contoh', '1', 'Rp 0', 'Rp 0']]),
    tableStyles: { borderWidth: 0.3, borderColor: '#1e3a5f' },
    headStyles: { ...cellStyle(9, true), fontColor: '#ffffff' },
    bodyStyles: { ...cellStyle(9, false), alternateBackgroundColor: '#f3f4f6' },
    columnStyles: { alignment: { '2': 'right', '3': 'right', '4': 'right' } },
  };
  const schemas = [
    label('judul', 'INVOICE', { x: 15, y: 15, w: 90, h: 12 }, { fontSize: 22, fontColor: '#1e3a5f' }),
    label(
      'penerbit',
      'Kantor Servis & Teknik\nJl. Merdeka No. 10, Bandung',
      { x: 15, y: 29, w: 100, h: 12 },
      { fontSize: 9 },
    ),
    {
      name: 'no_invoice',
      type: 'qrcode',
      position: { x: 170, y: 13 },
      width: 25,
      height: 25,
      content: 'INV',
      backgroundColor: '#ffffff',
      barColor: '#000000',
    },
    label('label_nomor', 'Nomor', { x: 15, y: 48, w: 30, h: 6 }),
    label('nomor_teks', ': {no_invoice}', { x: 45, y: 48, w: 70, h: 6 }),
    label('label_tanggal', 'Tanggal', { x: 15, y: 55, w: 30, h: 6 }),
    label('tanggal_teks', ': {tanggal}', { x: 45, y: 55, w: 70, h: 6 }),
    label('label_tempo', 'Jatuh tempo', { x: 15, y: 62, w: 30, h: 6 }),
    label('tempo_teks', ': {jatuh_tempo}', { x: 45, y: 62, w: 70, h: 6 }),
    label('label_kepada', 'Kepada Yth.', { x: 120, y: 48, w: 75, h: 6 }, { fontSize: 9 }),
    text('id_akun', { x: 120, y: 55, w: 75, h: 7 }, { fontSize: 12 }),
    label('status_teks', 'Status: {status}', { x: 120, y: 63, w: 75, h: 6 }, { fontSize: 9 }),
    lines,
    label('label_subtotal', 'Subtotal', { x: 120, y: 200, w: 30, h: 6 }),
    text('subtotal', { x: 150, y: 200, w: 45, h: 6 }, { alignment: 'right' }),
    label('label_diskon', 'Diskon', { x: 120, y: 207, w: 30, h: 6 }),
    text('diskon', { x: 150, y: 207, w: 45, h: 6 }, { alignment: 'right' }),
    label('label_ppn', 'PPN', { x: 120, y: 214, w: 30, h: 6 }),
    text('ppn', { x: 150, y: 214, w: 45, h: 6 }, { alignment: 'right' }),
    label('label_total', 'TOTAL', { x: 120, y: 222, w: 30, h: 7 }, { fontSize: 12 }),
    text('total', { x: 150, y: 222, w: 45, h: 7 }, { alignment: 'right', fontSize: 12 }),
    label(
      'terbilang',
      'Terbilang: {total_terbilang}',
      { x: 15, y: 234, w: 180, h: 12 },
      { fontSize: 10, fontColor: '#374151' },
    ),
    label('catatan', '{keterangan}', { x: 15, y: 248, w: 110, h: 18 }, { fontSize: 9 }),
    label(
      'ttd',
      'Hormat kami,\n\n\n\n( ............................ )',
      { x: 140, y: 248, w: 55, h: 30 },
      { alignment: 'center', fontSize: 9 },
    ),
    label(
      'dicetak',
      'Dicetak {tanggal_cetak}',
      { x: 15, y: 283, w: 80, h: 5 },
      { fontSize: 7, fontColor: '#6b7280' },
    ),
  ];
  return {
    basePdf: { ...PAGE_SIZES.A4, padding: [10, 10, 10, 10] },
    schemas: [schemas as unknown as Template['schemas'][number]],
  };
}

/** The work order: placeholders are `rpekerjaan` fields, the table loops over its sub jobs. */
export const WORK_ORDER_BLOCKS: DocxBlock[] = [
  { text: 'SURAT PERINTAH KERJA', style: 'Title' },
  { text: 'Nomor: SPK/{id}/{kode_lacak}' },
  { text: '' },
  { text: 'Yang bertanda tangan di bawah ini memberikan perintah kerja kepada:' },
  { text: 'Teknisi: {id_teknisi}', bold: true },
  { text: 'untuk melaksanakan pekerjaan berikut:' },
  { text: 'Pekerjaan: {nama_pekerjaan}' },
  { text: 'Pelanggan: {id_akun}' },
  { text: 'Tanggal mulai: {tanggal_mulai}' },
  { text: 'Nilai kontrak: {nilai_kontrak} ({nilai_kontrak_terbilang})' },
  { text: 'Rincian pekerjaan', style: 'Heading1' },
  {
    table: [
      ['Sub pekerjaan', 'Status', 'Progres'],
      ['{#rsubpekerjaan}{nama_sub_pekerjaan}', '{status}', '{progres}{/rsubpekerjaan}'],
    ],
  },
  { text: '' },
  { text: 'Demikian surat perintah kerja ini dibuat untuk dilaksanakan dengan penuh tanggung jawab.' },
  { text: 'Bandung, {tanggal_cetak}' },
  { text: '' },
  { text: 'Kepala Teknisi' },
];
