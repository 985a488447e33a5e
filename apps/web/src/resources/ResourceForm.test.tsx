import { rsetregional, tes } from '@kantor/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetDialogs, toast } from '../ui/index.ts';
import { ResourceFormPage } from './ResourceFormPage.tsx';
import { allPagesOf, renderScreen, reply, SCREEN_TEST_TIMEOUT } from './test-utils.tsx';

afterEach(() => {
  cleanup();
  act(() => {
    resetDialogs();
    toast.clear();
  });
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** The field block of a label (label, input, help, error). */
const fieldOf = (label: string) =>
  screen.getByText(label, { selector: 'label' }).closest('.resource-field') as HTMLElement;
const errorOf = (label: string) => within(fieldOf(label)).queryByRole('alert')?.textContent ?? null;

const record = {
  id: 3,
  nama: 'Budi Santoso',
  deskripsi: null,
  konten: null,
  email: 'budi@example.co.id',
  no_hp: '0812-3456-7890',
  website: null,
  alamat_ip: null,
  jumlah: 12,
  nilai: 1.5,
  harga: 1500000,
  persen_diskon: null,
  aktif: true,
  tanggal: '2026-08-17',
  user_id: 1,
  user_id_label: 'admin',
};

describe('ResourceForm', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('checks required fields and lengths before sending anything, in the user’s language', async () => {
    const { api } = await renderScreen(
      <ResourceFormPage resource={tes} id={null} />,
      {
        path: '/tes/add',
        pages: allPagesOf('tes'),
      },
      {},
    );
    expect(screen.getByRole('heading', { name: 'Tambah Tes' })).toBeTruthy();
    expect(screen.queryByText('Pemilik', { selector: 'label' })).toBeNull(); // the owner is not an input
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Kolom ini wajib diisi')).toBeTruthy();
    expect(errorOf('Nama')).toBe('Kolom ini wajib diisi');
    expect(screen.getByText('Silakan lengkapi formulir')).toBeTruthy();
    // Once checked, a field is checked again as it changes.
    fireEvent.change(within(fieldOf('Nama')).getByRole('textbox'), { target: { value: 'a' } });
    expect(errorOf('Nama')).toBe('Panjang minimal 2 karakter');
    fireEvent.change(within(fieldOf('Email')).getByRole('textbox'), { target: { value: 'budi@' } });
    expect(errorOf('Email')).toBe('Masukkan alamat email yang valid');
    expect(api.find('POST', '/api/tes/add')).toHaveLength(0);
  });

  it('checks numeric bounds with the declared limits', async () => {
    const { api } = await renderScreen(
      <ResourceFormPage resource={tes} id="3" />,
      {
        path: '/tes/edit/3',
        pages: allPagesOf('tes'),
      },
      { 'GET /api/tes/view/3': () => ({ ...record, jumlah: 5000, nilai: -2000 }) },
    );
    await screen.findByDisplayValue('Budi Santoso');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(errorOf('Jumlah')).toBe('Nilai maksimal 1000'));
    expect(errorOf('Nilai')).toBe('Nilai minimal -1000');
    expect(api.find('PUT', '/api/tes/edit/3')).toHaveLength(0);
  });

  it('sends coerced values, toasts, and goes back to the list', async () => {
    const { api } = await renderScreen(
      <ResourceFormPage resource={tes} id="3" />,
      {
        path: '/tes/edit/3',
        pages: allPagesOf('tes'),
      },
      {
        'GET /api/tes/view/3': () => record,
        'PUT /api/tes/edit/3': (call) => ({
          message: 'Record updated successfully',
          record: { ...record, ...(call.body as object) },
        }),
      },
    );
    const phone = await screen.findByDisplayValue('0812-3456-7890');
    fireEvent.change(phone, { target: { value: '081298765432' } }); // the mask adds the dashes
    expect((phone as HTMLInputElement).value).toBe('0812-9876-5432');
    fireEvent.click(within(fieldOf('Aktif')).getByRole('checkbox', { hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Data berhasil diperbarui')).toBeTruthy();
    const [put] = api.find('PUT', '/api/tes/edit/3');
    expect(put!.body).toEqual({
      nama: 'Budi Santoso',
      deskripsi: null,
      konten: null,
      email: 'budi@example.co.id',
      no_hp: '0812-9876-5432',
      website: null,
      alamat_ip: null,
      jumlah: 12,
      nilai: 1.5,
      harga: 1500000,
      persen_diskon: null,
      aktif: false,
      tanggal: '2026-08-17',
    });
    expect(put!.headers['Accept-Language']).toBe('id-ID');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/tes'));
  });

  it('saves numbers typed the Indonesian way, and refuses a fraction in Rupiah instead of saving another amount', async () => {
    const { api } = await renderScreen(
      <ResourceFormPage resource={tes} id="3" />,
      { path: '/tes/edit/3', pages: allPagesOf('tes') },
      {
        'GET /api/tes/view/3': () => record,
        'PUT /api/tes/edit/3': (call) => ({
          message: 'Record updated successfully',
          record: { ...record, ...(call.body as object) },
        }),
      },
    );
    const price = (await screen.findByDisplayValue('Rp 1.500.000')) as HTMLInputElement;
    // the amount of issue 34: it was stored as Rp 125.000.050
    fireEvent.change(price, { target: { value: '1.250.000,50' } });
    expect(errorOf('Harga')).toBe('Rupiah ditulis tanpa angka di belakang koma');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.getByText('Silakan lengkapi formulir')).toBeTruthy());
    expect(errorOf('Harga')).toBe('Rupiah ditulis tanpa angka di belakang koma');
    expect(api.find('PUT', '/api/tes/edit/3')).toHaveLength(0);

    fireEvent.change(price, { target: { value: '1.250.000' } });
    expect(errorOf('Harga')).toBeNull();
    fireEvent.change(within(fieldOf('Nilai')).getByRole('textbox'), { target: { value: '0,75' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Data berhasil diperbarui')).toBeTruthy();
    const [put] = api.find('PUT', '/api/tes/edit/3');
    expect(put!.body).toMatchObject({ harga: 1250000, nilai: 0.75 });
  });

  it('shows the server’s 422 errors under their fields', async () => {
    const { api } = await renderScreen(
      <ResourceFormPage resource={tes} id={null} />,
      {
        path: '/tes/add',
        pages: allPagesOf('tes'),
      },
      {
        'POST /api/tes/add': () =>
          reply(422, {
            message: 'Tidak dapat mengirim permintaan, silakan periksa validasi data',
            errors: { nama: ['Nilai ini sudah digunakan'], user_id: ['Data yang dipilih tidak ada'] },
          }),
      },
    );
    fireEvent.change(within(fieldOf('Nama')).getByRole('textbox'), { target: { value: 'Budi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(errorOf('Nama')).toBe('Nilai ini sudah digunakan'));
    expect(screen.getByText('Pemilik: Data yang dipilih tidak ada')).toBeTruthy();
    expect(api.find('POST', '/api/tes/add')[0]!.body).toMatchObject({
      nama: 'Budi',
      aktif: false,
      jumlah: null,
    });
    expect(screen.getByTestId('location').textContent).toBe('/tes/add');
  });

  it('clears the regency when the province changes, and searches regencies of the new province', async () => {
    const { api } = await renderScreen(
      <ResourceFormPage resource={rsetregional} id="9" />,
      {
        path: '/rsetregional/edit/9',
        pages: allPagesOf('rsetregional'),
      },
      {
        'GET /api/rsetregional/view/9': () => ({
          id: 9,
          nama_regional: 'Bandung Raya',
          id_provinsi: '32',
          id_provinsi_label: 'JAWA BARAT',
          id_kabupaten: '32.73',
          id_kabupaten_label: 'KOTA BANDUNG',
          biaya_transport: 50000,
          status: 'Active',
        }),
        'GET /api/regprovinces/options': (call) =>
          call.url.searchParams.get('search') === 'DKI'
            ? { records: [{ value: '31', label: 'DKI JAKARTA' }] }
            : { records: [] },
        'GET /api/regregencies/options': () => ({
          records: [{ value: '31.71', label: 'KOTA JAKARTA PUSAT' }],
        }),
      },
    );
    const regency = (await screen.findByDisplayValue('KOTA BANDUNG')) as HTMLInputElement;
    const province = screen.getByDisplayValue('JAWA BARAT');
    fireEvent.change(province, { target: { value: 'DKI' } });
    fireEvent.click(
      await screen.findByRole('option', { name: 'DKI JAKARTA', hidden: true }, { timeout: 5000 }),
    );
    await waitFor(() => expect(regency.value).toBe(''));
    fireEvent.change(regency, { target: { value: 'KOTA' } });
    await waitFor(() => expect(api.find('GET', '/api/regregencies/options')).toHaveLength(1), {
      timeout: 5000,
    });
    const [search] = api.find('GET', '/api/regregencies/options');
    expect(Object.fromEntries(search!.url.searchParams)).toEqual({ province_code: '31', search: 'KOTA' });
  });

  it('speaks the interface language to the server after a switch', async () => {
    const { api, i18n } = await renderScreen(
      <ResourceFormPage resource={tes} id={null} />,
      {
        path: '/tes/add',
        pages: allPagesOf('tes'),
      },
      {
        'POST /api/tes/add': () =>
          reply(422, {
            message: 'Unable to send request',
            errors: { nama: ['This value has already been taken'] },
          }),
      },
    );
    await act(async () => {
      await i18n.changeLanguage('en-US');
    });
    expect(screen.getByRole('heading', { name: 'Add Test' })).toBeTruthy();
    fireEvent.change(within(fieldOf('Name')).getByRole('textbox'), { target: { value: 'Budi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf('Name')).toBe('This value has already been taken'));
    expect(api.find('POST', '/api/tes/add')[0]!.headers['Accept-Language']).toBe('en-US');
  });
});
