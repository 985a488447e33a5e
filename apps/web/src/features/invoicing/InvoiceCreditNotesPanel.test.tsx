import { formatYmd, getResource } from '@kantor/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupScreen, renderScreen, SCREEN_TEST_TIMEOUT } from '../../resources/test-utils.tsx';
import { InvoiceCreditNotesPanel } from './InvoiceCreditNotesPanel.tsx';

afterEach(cleanupScreen);

const invoice = getResource('rinvoice')!;
const paid = { id: 7, status: 'Lunas', total: 7_819_999, dibayar: 7_819_999, sisa: 0 };
const note = {
  id: 1,
  no_nota: '001/NK/III/2026',
  id_invoice: 7,
  tanggal: '2026-03-15',
  alasan: 'Satu kulkas rusak',
  rezim_pajak: 'PPN2025',
  ppn_persen: 12,
  subtotal: 1_000_000,
  diskon: 0,
  dpp: 1_000_000,
  dpp_nilai_lain: 916_667,
  ppn: 110_000,
  total: 1_110_000,
  lines: [],
  username: 'admin',
};
const line = (id: number, nama_item: string, qty: number, credited: number, serials: string[] = []) => ({
  id,
  nama_item,
  jenis: 'Barang',
  satuan: 'Unit',
  qty,
  harga: 1_000_000,
  subtotal: qty * 1_000_000,
  dikreditkan: credited,
  sisa_qty: qty - credited,
  serials,
});
const state = (notes: object[], owed: number) => ({
  invoice: {
    id: 7,
    no_invoice: '001/INV/III/2026',
    status: 'Lunas',
    total: 7_819_999,
    dibayar: 7_819_999,
    sisa: 0,
    creditable: true,
  },
  credited: owed,
  refunded: 0,
  refund_owed: owed,
  lines: [line(11, 'Kulkas 2 pintu', 2, notes.length), line(12, 'Jam tangan emas', 1, 0)],
  notes,
  refunds: [],
});

// Issue 34: a paid invoice could not be corrected; now a credit note is made from its view.
describe('credit notes on the invoice view', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('lists the notes, shows what is owed back, and credits the quantities typed per line', async () => {
    const { api } = await renderScreen(
      <InvoiceCreditNotesPanel resource={invoice} id="7" record={paid} />,
      { path: '/rinvoice/view/7', pages: ['rinvoice', 'rinvoice/view', 'rinvoice/edit', 'rpengeluaran/add'] },
      {
        'GET /api/rinvoice/notakredit/7': () => state([note], 1_110_000),
        'GET /api/bankrekening/options': () => ({ records: [{ value: 2, label: 'BCA 123' }] }),
        'POST /api/rinvoice/notakredit/7': () => ({ message: 'Data berhasil ditambahkan', note }),
      },
    );
    expect(await screen.findByText('001/NK/III/2026')).toBeTruthy();
    expect(screen.getByTestId('refund-owed').textContent).toMatch(/1\.110\.000/);
    expect(screen.getByTestId('invoice-refund-form')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Buat Nota Kredit' }));
    const dialog = await screen.findByTestId('credit-note-dialog');
    const save = within(dialog).getByRole('button', { name: 'Simpan nota kredit' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    const qty = within(dialog).getByLabelText('Qty dikreditkan Kulkas 2 pintu');
    fireEvent.change(qty, { target: { value: '1' } });
    fireEvent.blur(qty);
    fireEvent.change(within(dialog).getByLabelText('Alasan'), { target: { value: 'Kulkas kedua retur' } });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(api.find('POST', '/api/rinvoice/notakredit/7')).toHaveLength(1));
    expect(api.find('POST', '/api/rinvoice/notakredit/7')[0]!.body).toMatchObject({
      alasan: 'Kulkas kedua retur',
      lines: [{ line: 11, qty: 1 }],
    });
  });

  it('names the serials that come back when part of a line that sold serials is credited', async () => {
    const withSerials = {
      ...state([], 0),
      lines: [line(11, 'Kamera CCTV', 3, 0, ['CAM-1', 'CAM-2', 'CAM-3'])],
    };
    const { api } = await renderScreen(
      <InvoiceCreditNotesPanel resource={invoice} id="7" record={paid} />,
      { path: '/rinvoice/view/7', pages: ['rinvoice', 'rinvoice/view', 'rinvoice/edit'] },
      {
        'GET /api/rinvoice/notakredit/7': () => withSerials,
        'POST /api/rinvoice/notakredit/7': () => ({ message: 'Data berhasil ditambahkan', note }),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Buat Nota Kredit' }));
    const dialog = await screen.findByTestId('credit-note-dialog');
    const qty = within(dialog).getByLabelText('Qty dikreditkan Kamera CCTV');
    // the whole rest comes back with all its serials: nothing to pick
    fireEvent.change(qty, { target: { value: '3' } });
    fireEvent.blur(qty);
    await waitFor(() => expect(within(dialog).queryByTestId('credit-serials-11')).toBeNull());
    fireEvent.change(qty, { target: { value: '1' } });
    fireEvent.blur(qty);
    const picker = await within(dialog).findByTestId('credit-serials-11');
    fireEvent.click(picker.querySelector('.p-multiselect-trigger')!);
    fireEvent.click(await screen.findByRole('option', { name: 'CAM-2', hidden: true }, { timeout: 5000 }));
    fireEvent.change(within(dialog).getByLabelText('Alasan'), { target: { value: 'Satu kamera rusak' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan nota kredit' }));
    await waitFor(() => expect(api.find('POST', '/api/rinvoice/notakredit/7')).toHaveLength(1));
    expect(api.find('POST', '/api/rinvoice/notakredit/7')[0]!.body).toMatchObject({
      lines: [{ line: 11, qty: 1, serials: ['CAM-2'] }],
    });
  });

  it('records a refund of what is owed: amount, method, today and the account paid from', async () => {
    const { api } = await renderScreen(
      <InvoiceCreditNotesPanel resource={invoice} id="7" record={paid} />,
      { path: '/rinvoice/view/7', pages: ['rinvoice', 'rinvoice/view', 'rpengeluaran/add'] },
      {
        'GET /api/rinvoice/notakredit/7': () => state([note], 1_110_000),
        'GET /api/bankrekening/options': () => ({ records: [{ value: 2, label: 'BCA 123' }] }),
        'POST /api/rinvoice/pengembaliandana/7': () => ({
          message: 'Data berhasil ditambahkan',
          refund: { id: 1, tanggal: formatYmd(new Date()), jumlah: 1_110_000, metode: 'Tunai' },
        }),
      },
    );
    const form = await screen.findByTestId('invoice-refund-form');
    // the amount starts at what is owed; cash from the BCA account
    // (filled once the owed amount is read: the form shows with the state, the amount an effect later)
    await waitFor(() =>
      expect((within(form).getByLabelText('Jumlah') as HTMLInputElement).value).toMatch(/1\.110\.000/),
    );
    fireEvent.click(within(form).getByText('Transfer', { selector: '.p-dropdown-label' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Tunai', hidden: true }));
    fireEvent.click(within(form).getByText('Tunai / tanpa rekening', { selector: '.p-dropdown-label' }));
    fireEvent.click(await screen.findByRole('option', { name: 'BCA 123', hidden: true }));
    fireEvent.click(within(form).getByRole('button', { name: 'Catat pengembalian dana' }));
    await waitFor(() => expect(api.find('POST', '/api/rinvoice/pengembaliandana/7')).toHaveLength(1));
    expect(api.find('POST', '/api/rinvoice/pengembaliandana/7')[0]!.body).toEqual({
      jumlah: 1_110_000,
      metode: 'Tunai',
      tanggal: formatYmd(new Date()),
      id_bankrekening: 2,
    });
  });

  it('offers no credit note to a role that may not edit invoices', async () => {
    await renderScreen(
      <InvoiceCreditNotesPanel resource={invoice} id="7" record={paid} />,
      { path: '/rinvoice/view/7', pages: ['rinvoice', 'rinvoice/view'] },
      { 'GET /api/rinvoice/notakredit/7': () => state([], 0) },
    );
    expect(await screen.findByText('Belum ada nota kredit.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buat Nota Kredit' })).toBeNull();
    expect(screen.queryByTestId('invoice-refund-form')).toBeNull();
  });
});
