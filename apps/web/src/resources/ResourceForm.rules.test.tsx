import { type RoleRule, rbarangmasuk, tes, tes3 } from '@kantor/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNever } from '../test-support/absence.ts';
import { resetDialogs, toast } from '../ui/index.ts';
import { ResourceFormPage } from './ResourceFormPage.tsx';
import { ResourceListPage } from './ResourceListPage.tsx';
import { allPagesOf, renderScreen, reply, SCREEN_TEST_TIMEOUT, TEST_ROLE_ID } from './test-utils.tsx';

afterEach(() => {
  cleanup();
  act(() => {
    resetDialogs();
    toast.clear();
  });
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

let nextId = 100;
const ruleOn =
  (route: string) =>
  (kategori: string, fields: Partial<RoleRule> = {}): RoleRule => ({
    id: nextId++,
    role_id: TEST_ROLE_ID,
    nama_route: route,
    kategori,
    ...fields,
  });
const rule = ruleOn('/tes');

/** The form's labels in screen order (without the required mark). */
const labels = () =>
  [...screen.getByTestId('resource-form').querySelectorAll('.resource-field > label')].map((label) =>
    (label.childNodes[0]?.textContent ?? '').trim(),
  );
const fieldOf = (label: string) =>
  screen.getByText(label, { selector: 'label' }).closest('.resource-field') as HTMLElement;
const type = (label: string, value: string) =>
  fireEvent.change(within(fieldOf(label)).getByRole('textbox'), { target: { value } });

describe('ResourceForm with role rules', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('hides and relabels fields, reorders them and hides them dynamically as the user types', async () => {
    const { api } = await renderScreen(
      <ResourceFormPage resource={tes} id={null} />,
      {
        path: '/tes/add',
        pages: allPagesOf('tes'),
        rules: [
          rule('Hide Kolom', { setup: 'no_hp, konten' }),
          // forced visible never beats hidden
          rule('Replace Label', { setup: 'no_hp', replace_label: 'WhatsApp', tampilkaninput_yatidak: 'ya' }),
          rule('Replace Label', { setup: 'email', replace_label: 'Surel' }),
          rule('Ganti Title Header', { nama_route: '/tes/add', replace_label: 'Pendaftaran Uji' }),
          rule('Hide Dinamis Input', { setup: 'nama, Budi:website|alamat_ip, default:deskripsi' }),
          // forced visible beats the dynamic hide
          rule('Replace Label', { setup: 'alamat_ip', replace_label: 'IP', tampilkaninput_yatidak: 'ya' }),
          rule('Urut Field Teratas', { setup: 'nama, Budi:harga|jumlah, default:email' }),
        ],
      },
      {
        'POST /api/tes/add': (call) => ({
          message: 'Record added successfully',
          record: { id: 9, ...(call.body as object) },
        }),
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pendaftaran Uji' })).toBeTruthy();
    expect(labels()[0]).toBe('Surel'); // the default order puts email first
    expect(labels()).not.toContain('WhatsApp');
    expect(labels()).not.toContain('No. HP');
    expect(labels()).not.toContain('Konten');
    expect(labels()).not.toContain('Deskripsi'); // the default entry hides it
    expect(labels()).toContain('Website');
    expect(labels()).toContain('IP');

    type('Nama', 'Budi');
    expect(labels().slice(0, 2)).toEqual(['Harga', 'Jumlah']);
    expect(labels()).toContain('Deskripsi');
    expect(labels()).not.toContain('Website');
    expect(labels()).toContain('IP'); // forced visible
    type('Surel', 'budi@example.co.id');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.find('POST', '/api/tes/add')).toHaveLength(1));
    const body = api.find('POST', '/api/tes/add')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ nama: 'Budi', email: 'budi@example.co.id' });
    expect(Object.keys(body)).not.toContain('no_hp');
    expect(Object.keys(body)).not.toContain('konten');
    expect(Object.keys(body)).not.toContain('website'); // dynamically hidden: not sent
    expect(Object.keys(body)).toContain('alamat_ip');
  });

  it('shows only the listed fields in mirror mode', async () => {
    await renderScreen(
      <ResourceFormPage resource={tes} id={null} />,
      {
        path: '/tes/add',
        pages: allPagesOf('tes'),
        rules: [
          rule('Hide Dinamis Input', { setup: 'nama, Budi:email|harga, Sari:deskripsi', mirror: 'ya' }),
        ],
      },
      {},
    );
    type('Nama', 'budi '); // trimmed and case-insensitive
    expect(labels()).toEqual(['Nama', 'Email', 'Harga']);
    type('Nama', 'Sari');
    expect(labels()).toEqual(['Nama', 'Deskripsi']);
  });

  it('computes inputs as the user types and blocks the save while a validation logic fails', async () => {
    const record = { id: 3, nama: 'Budi Santoso', jumlah: 1, harga: 2_000_000, aktif: true };
    const { api } = await renderScreen(
      <ResourceFormPage resource={tes} id="3" />,
      {
        path: '/tes/edit/3',
        pages: allPagesOf('tes'),
        rules: [
          rule('Logic Custom Input Add', { setup: 'jumlah', logika_list: 'LEN(nama)' }),
          // reads its own field: a validation
          rule('Logic Custom Input Add', {
            setup: 'harga',
            logika_list: 'harga <= 1000000 or LEN(nama) < 4',
          }),
        ],
      },
      {
        'GET /api/tes/view/3': () => record,
        'PUT /api/tes/edit/3': (call) => ({
          message: 'Record updated successfully',
          record: { ...record, ...(call.body as object) },
        }),
      },
    );
    await screen.findByDisplayValue('Budi Santoso');
    const jumlah = fieldOf('Jumlah').querySelector('input') as HTMLInputElement;
    // drawn by the number input in an effect after the loaded values render: wait for what the user sees
    await waitFor(() => expect(jumlah.value).toBe('12'));
    expect(jumlah.readOnly).toBe(true);
    expect(within(fieldOf('Jumlah')).getByText('Dihitung otomatis.')).toBeTruthy();
    expect(within(fieldOf('Harga')).getByRole('alert').textContent).toBe(
      'Isian tidak memenuhi aturan yang berlaku.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await expectNever(() => api.find('PUT', '/api/tes/edit/3').length > 0, 200, 'the refused edit’s PUT');

    type('Nama', 'Ani');
    await waitFor(() => expect(jumlah.value).toBe('3'));
    expect(within(fieldOf('Harga')).queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.find('PUT', '/api/tes/edit/3')).toHaveLength(1));
    expect(api.find('PUT', '/api/tes/edit/3')[0]!.body).toMatchObject({ nama: 'Ani', jumlah: 3 });
  });

  it('fills fields from a record looked up on another endpoint when the matching field changes', async () => {
    const { api } = await renderScreen(
      <ResourceFormPage resource={tes3} id={null} />,
      {
        path: '/tes3/add',
        pages: allPagesOf('tes3'),
        rules: [
          ruleOn('/tes3')('single to single same inject', {
            persamaan_api_lain: 'nama:tes',
            kolom_single_autofill: 'catatan:deskripsi, nik:no_hp',
          }),
        ],
      },
      {
        'GET /api/tes': (call) =>
          call.url.searchParams.get('nama') === 'Budi'
            ? { records: [{ id: 1, nama: 'Budi', deskripsi: 'Pelanggan lama', no_hp: '3201234567890001' }] }
            : { records: [] },
      },
    );
    type('Nama', 'Bu');
    type('Nama', 'Budi');
    await waitFor(() =>
      expect(within(fieldOf('Catatan')).getByRole('textbox')).toHaveProperty('value', 'Pelanggan lama'),
    );
    expect((within(fieldOf('NIK')).getByRole('textbox') as HTMLInputElement).value).toBe('3201234567890001');
    expect(within(fieldOf('Nama')).getByRole('status').textContent).toBe(
      'Data ditemukan, isian terkait sudah diisi.',
    );
    const lookups = api.find('GET', '/api/tes');
    expect(lookups).toHaveLength(1); // debounced: 'Bu' was never looked up
    expect(Object.fromEntries(lookups[0]!.url.searchParams)).toEqual({ nama: 'Budi', limit: '1' });

    type('Nama', 'Tidak Ada');
    await waitFor(() =>
      expect(within(fieldOf('Nama')).getByRole('status').textContent).toBe('Data tidak ditemukan.'),
    );
  });

  it('adds dynamic rows by look-up, counts repeats up, then saves the master and each row with its id', async () => {
    const master = ruleOn('/rbarangmasuk');
    const { api } = await renderScreen(
      <ResourceFormPage resource={rbarangmasuk} id={null} />,
      {
        path: '/rbarangmasuk/add',
        pages: [...allPagesOf('rbarangmasuk'), ...allPagesOf('rbarangmasuksub')],
        rules: [
          // the server fills these for the role
          master('Hide Kolom', { setup: 'tanggal, id_supplier' }),
          master('Set Single Feat Dinamis Row', {
            setup: 'rbarangmasuksub',
            taroh_id_di: 'id_barangmasuk',
            config_submit: 'Single and dynamic rows',
          }),
          master('single to add row same inject', {
            persamaan_api_lain: 'kode_barang:rstok/cari',
            dinamis_row_autofill: 'nama_barang, id_satuan',
            count_lebihdarisatu: 'ya',
            tdksametpbisamasukdynamicrow: 'ya',
            kolom_dinamis_ifnosame: 'nama_barang',
            tdksametampilkankolomtambahan: 'ya',
            kalauvalidnonvalidbgrdynamicrow: 'valid:green, invalid:#f00',
          }),
          // the rows' own route hides some of their columns
          ruleOn('/rbarangmasuksub')('Hide Kolom', {
            setup: 'harga_satuan, id_kategori, keterangan, id_stok',
          }),
        ],
      },
      {
        'GET /api/rstok': (call) =>
          call.url.searchParams.get('kode_barang')?.toUpperCase() === 'BRG-1'
            ? {
                records: [
                  {
                    id: 4,
                    kode_barang: 'BRG-1',
                    nama_barang: 'Semen 50 kg',
                    id_satuan: 2,
                    id_satuan_label: 'Sak',
                  },
                ],
              }
            : { records: [] },
        'POST /api/rbarangmasuk/add': (call) => ({
          message: 'Record added successfully',
          record: { id: 77, ...(call.body as object) },
        }),
        'POST /api/rbarangmasuksub/add': (call) => ({
          message: 'Record added successfully',
          record: { id: 1, ...(call.body as object) },
        }),
      },
    );
    const rowsSection = screen.getByTestId('dynamic-rows');
    expect(within(rowsSection).getByRole('heading', { name: 'Rincian Barang Masuk' })).toBeTruthy();
    const headers = within(rowsSection)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['#', 'Kode Barang', 'Qty', 'Satuan', 'Aksi']);
    const scan = within(rowsSection).getByLabelText('Kode Barang') as HTMLInputElement;
    const enter = async (value: string) => {
      fireEvent.change(scan, { target: { value } });
      fireEvent.keyDown(scan, { key: 'Enter' });
      await waitFor(() => expect(scan.value).toBe('')); // cleared after each look-up
    };

    await enter('BRG-1');
    const first = rowsSection.querySelector('tr[data-row="1"]') as HTMLElement;
    expect(within(first).getByLabelText('Qty baris 1')).toHaveProperty('value', '1');
    await waitFor(() =>
      expect((within(first).getByLabelText('Satuan baris 1') as HTMLInputElement).value).toBe('Sak'),
    );
    expect(first.className).toContain('rule-colour-n-green');
    await enter('brg-1');
    // The number input draws a new value itself, in an effect after the row renders (a busy machine
    // runs it a moment later): wait for the count the user sees.
    await waitFor(() => expect(within(first).getByLabelText('Qty baris 1')).toHaveProperty('value', '2'));
    expect(within(rowsSection).getByRole('status').textContent).toBe('Jumlah “brg-1” ditambah satu.');

    await enter('XYZ');
    const second = rowsSection.querySelector('tr[data-row="2"]') as HTMLElement;
    expect(second.className).toContain('rule-colour-h-ff0000');
    expect(within(rowsSection).getByRole('alert').textContent).toContain('“XYZ” tidak ditemukan');
    // the extra column appears for the unmatched row, editable there and read-only on the matched one
    const name2 = within(second).getByLabelText('Nama Barang baris 2') as HTMLInputElement;
    expect(name2.readOnly).toBe(false);
    expect((within(first).getByLabelText('Nama Barang baris 1') as HTMLInputElement).readOnly).toBe(true);
    fireEvent.click(within(second).getByRole('button', { name: 'Hapus baris 2' }));
    expect(rowsSection.querySelector('tr[data-row="2"]')).toBeNull();

    fireEvent.change(within(fieldOf('No. Referensi')).getByRole('textbox'), { target: { value: 'BM-001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Data berhasil ditambahkan')).toBeTruthy();
    const masterBody = api.find('POST', '/api/rbarangmasuk/add')[0]!.body as Record<string, unknown>;
    expect(masterBody).toMatchObject({ no_referensi: 'BM-001', status: 'Draft' });
    expect(Object.keys(masterBody)).not.toContain('tanggal');
    const rowCalls = api.find('POST', '/api/rbarangmasuksub/add');
    expect(rowCalls).toHaveLength(1);
    expect(rowCalls[0]!.body).toEqual({
      id_barangmasuk: 77,
      kode_barang: 'BRG-1',
      nama_barang: 'Semen 50 kg',
      qty: 2,
      id_satuan: 2,
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/rbarangmasuk'));
  });

  it('keeps the rows that fail, says which, and sends only those again without a second master', async () => {
    const master = ruleOn('/rbarangmasuk');
    let rowCalls = 0;
    const { api } = await renderScreen(
      <ResourceFormPage resource={rbarangmasuk} id={null} />,
      {
        path: '/rbarangmasuk/add',
        pages: [...allPagesOf('rbarangmasuk'), ...allPagesOf('rbarangmasuksub')],
        rules: [
          master('Hide Kolom', { setup: 'tanggal, id_supplier' }),
          master('Set Single Feat Dinamis Row', { setup: 'rbarangmasuksub', taroh_id_di: 'id_barangmasuk' }),
          master('single to add row same inject', {
            persamaan_api_lain: 'kode_barang:rstok',
            dinamis_row_autofill: 'nama_barang, id_satuan',
          }),
          ruleOn('/rbarangmasuksub')('Hide Kolom', {
            setup: 'harga_satuan, id_kategori, keterangan, id_stok',
          }),
        ],
      },
      {
        'GET /api/rstok': (call) => ({
          records: [
            {
              id: 4,
              kode_barang: call.url.searchParams.get('kode_barang'),
              nama_barang: `Barang ${call.url.searchParams.get('kode_barang')}`,
              id_satuan: 2,
              id_satuan_label: 'Sak',
            },
          ],
        }),
        'POST /api/rbarangmasuk/add': (call) => ({
          message: 'Record added successfully',
          record: { id: 78, ...(call.body as object) },
        }),
        'POST /api/rbarangmasuksub/add': (call) => {
          rowCalls++;
          const body = call.body as { kode_barang: string };
          if (body.kode_barang === 'B' && rowCalls < 3) {
            return reply(422, { message: 'Invalid', errors: { id_satuan: ['Data yang dipilih tidak ada'] } });
          }
          return { message: 'Record added successfully', record: { id: rowCalls, ...body } };
        },
      },
    );
    const rowsSection = screen.getByTestId('dynamic-rows');
    const scan = within(rowsSection).getByLabelText('Kode Barang') as HTMLInputElement;
    for (const code of ['A', 'B']) {
      fireEvent.change(scan, { target: { value: code } });
      fireEvent.keyDown(scan, { key: 'Enter' });
      await waitFor(() =>
        expect(rowsSection.querySelectorAll('tbody tr[data-row]').length).toBe(code === 'A' ? 1 : 2),
      );
    }
    fireEvent.change(within(fieldOf('No. Referensi')).getByRole('textbox'), { target: { value: 'BM-002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(
      await screen.findByText(/Data utama tersimpan \(ID 78\), tetapi baris 2 belum tersimpan/),
    ).toBeTruthy();
    expect(
      within(rowsSection).getByText('Baris 2 belum tersimpan: Satuan: Data yang dipilih tidak ada'),
    ).toBeTruthy();
    expect(rowsSection.querySelectorAll('tbody tr[data-row]')).toHaveLength(1); // the saved row left the list
    expect(api.find('POST', '/api/rbarangmasuk/add')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Simpan baris tersisa' }));
    expect(await screen.findByText('Data berhasil ditambahkan')).toBeTruthy();
    expect(api.find('POST', '/api/rbarangmasuk/add')).toHaveLength(1); // no second master
    const sent = api.find('POST', '/api/rbarangmasuksub/add').map((c) => c.body);
    expect(sent).toHaveLength(3);
    expect(sent[2]).toMatchObject({ id_barangmasuk: 78, kode_barang: 'B' });
  });

  it('loads the saved rows on edit, then updates the master and puts, posts and deletes only what changed', async () => {
    const master = ruleOn('/rbarangmasuk');
    const saved = (id: number, code: string) => ({
      id,
      id_barangmasuk: 5,
      kode_barang: code,
      nama_barang: `Barang ${code}`,
      qty: 2,
      id_satuan: 2,
      id_satuan_label: 'Sak',
    });
    let posts = 0;
    const { api } = await renderScreen(
      <ResourceFormPage resource={rbarangmasuk} id="5" />,
      {
        path: '/rbarangmasuk/edit/5',
        pages: [...allPagesOf('rbarangmasuk'), ...allPagesOf('rbarangmasuksub')],
        rules: [
          master('Hide Kolom', { setup: 'tanggal, id_supplier' }),
          master('Set Single Feat Dinamis Row', { setup: 'rbarangmasuksub', taroh_id_di: 'id_barangmasuk' }),
          master('single to add row same inject', {
            persamaan_api_lain: 'kode_barang:rstok',
            dinamis_row_autofill: 'nama_barang, id_satuan',
          }),
          ruleOn('/rbarangmasuksub')('Hide Kolom', {
            setup: 'harga_satuan, id_kategori, keterangan, id_stok',
          }),
        ],
      },
      {
        'GET /api/rbarangmasuk/view/5': () => ({ id: 5, no_referensi: 'BM-005', status: 'Draft' }),
        'GET /api/rbarangmasuksub': () => ({
          records: [saved(11, 'A'), saved(12, 'B'), saved(13, 'C')],
          totalRecords: 3,
          page: 1,
          limit: 500,
        }),
        'GET /api/rstok': () => ({
          records: [
            { id: 4, kode_barang: 'D', nama_barang: 'Barang D', id_satuan: 3, id_satuan_label: 'Dus' },
          ],
        }),
        'PUT /api/rbarangmasuk/edit/5': (call) => ({
          message: 'Record updated successfully',
          record: { id: 5, ...(call.body as object) },
        }),
        'PUT /api/rbarangmasuksub/edit/*': (call) => ({
          message: 'Record updated successfully',
          record: call.body,
        }),
        'DELETE /api/rbarangmasuksub/delete/*': () => ({ message: 'Record deleted successfully' }),
        'POST /api/rbarangmasuksub/add': (call) => {
          posts++;
          if (posts === 1)
            return reply(422, { message: 'Invalid', errors: { id_satuan: ['Data yang dipilih tidak ada'] } });
          return { message: 'Record added successfully', record: { id: 14, ...(call.body as object) } };
        },
      },
    );
    const rowsSection = await screen.findByTestId('dynamic-rows');
    const query = api.find('GET', '/api/rbarangmasuksub')[0]!.url.searchParams;
    expect(query.get('id_barangmasuk')).toBe('5');
    expect(query.get('limit')).toBe('500');
    expect(rowsSection.querySelectorAll('tbody tr[data-row]')).toHaveLength(3);
    const cell = (label: string) => within(rowsSection).getByLabelText(label) as HTMLInputElement;
    expect(cell('Nama Barang baris 3').value).toBe('Barang C');
    expect(cell('Qty baris 1').value).toBe('2');
    expect(cell('Nama Barang baris 1').readOnly).toBe(false); // saved rows are editable

    fireEvent.change(cell('Nama Barang baris 1'), { target: { value: 'Barang A baru' } });
    fireEvent.click(within(rowsSection).getByRole('button', { name: 'Hapus baris 2' }));
    const scan = within(rowsSection).getByLabelText('Kode Barang') as HTMLInputElement;
    fireEvent.change(scan, { target: { value: 'D' } });
    fireEvent.keyDown(scan, { key: 'Enter' });
    await waitFor(() => expect(rowsSection.querySelectorAll('tbody tr[data-row]')).toHaveLength(3));

    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(
      await screen.findByText(/Data utama tersimpan \(ID 5\), tetapi baris 3 belum tersimpan/),
    ).toBeTruthy();
    expect(
      within(rowsSection).getByText('Baris 3 belum tersimpan: Satuan: Data yang dipilih tidak ada'),
    ).toBeTruthy();
    expect(api.find('PUT', '/api/rbarangmasuk/edit/5')).toHaveLength(1);
    expect(api.find('PUT', '/api/rbarangmasuksub/edit/11').map((c) => c.body)).toEqual([
      { id_barangmasuk: 5, kode_barang: 'A', nama_barang: 'Barang A baru', qty: 2, id_satuan: 2 },
    ]);
    expect(api.find('PUT', '/api/rbarangmasuksub/edit/13')).toHaveLength(0); // unchanged
    expect(api.find('DELETE', '/api/rbarangmasuksub/delete/12')).toHaveLength(1);
    expect(rowsSection.querySelectorAll('tbody tr[data-row]')).toHaveLength(3); // saved rows stay

    fireEvent.click(screen.getByRole('button', { name: 'Simpan baris tersisa' }));
    expect(await screen.findByText('Data berhasil diperbarui')).toBeTruthy();
    expect(api.find('PUT', '/api/rbarangmasuk/edit/5')).toHaveLength(1); // the master once
    expect(api.find('PUT', '/api/rbarangmasuksub/edit/11')).toHaveLength(1);
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    const added = api.find('POST', '/api/rbarangmasuksub/add').map((c) => c.body);
    expect(added).toHaveLength(2);
    expect(added[1]).toEqual({
      id_barangmasuk: 5,
      kode_barang: 'D',
      nama_barang: 'Barang D',
      qty: 1,
      id_satuan: 3,
    });
  });

  it('refuses an unmatched value when the rule does not allow it', async () => {
    const master = ruleOn('/rbarangmasuk');
    await renderScreen(
      <ResourceFormPage resource={rbarangmasuk} id={null} />,
      {
        path: '/rbarangmasuk/add',
        pages: allPagesOf('rbarangmasuk'),
        rules: [
          master('Set Single Feat Dinamis Row', { setup: 'rbarangmasuksub' }),
          master('single to add row same inject', {
            persamaan_api_lain: 'kode_barang:rstok',
            set_autoclear_or_not: 'tidak',
          }),
        ],
      },
      { 'GET /api/rstok': () => ({ records: [] }) },
    );
    const rowsSection = screen.getByTestId('dynamic-rows');
    const scan = within(rowsSection).getByLabelText('Kode Barang') as HTMLInputElement;
    fireEvent.change(scan, { target: { value: 'NOPE' } });
    fireEvent.keyDown(scan, { key: 'Enter' });
    expect((await within(rowsSection).findByRole('alert')).textContent).toBe(
      '“NOPE” tidak ditemukan dan tidak dapat ditambahkan.',
    );
    expect(scan.value).toBe('NOPE'); // set_autoclear_or_not: tidak keeps the input
    expect(rowsSection.querySelectorAll('tbody tr[data-row]')).toHaveLength(0);
  });

  it('fills API_FETCH formulas from this product’s API as the user types, and starts with the rules’ defaults', async () => {
    const { api } = await renderScreen(
      <ResourceFormPage resource={tes} id={null} />,
      {
        path: '/tes/add',
        pages: allPagesOf('tes'),
        rules: [
          rule('Logic Custom Input Add', {
            setup: 'website',
            logika_list: "API_FETCH('tes', ['nama', nama], 'records.0.website')",
          }),
          rule('Default Add If Hidden', { setup: 'deskripsi', default_add: 'Pelanggan baru' }),
          rule('Default Add If Hidden', { setup: 'konten', default_add: '=UPPER(nama)' }), // the server's job
        ],
      },
      {
        'GET /api/tes': (call) => ({
          records: [
            { id: 1, website: `https://${call.url.searchParams.get('nama')?.toLowerCase()}.example.id` },
          ],
        }),
      },
    );
    expect((within(fieldOf('Deskripsi')).getByRole('textbox') as HTMLInputElement).value).toBe(
      'Pelanggan baru',
    );
    expect((within(fieldOf('Konten')).getByRole('textbox') as HTMLInputElement).value).toBe('');
    type('Nama', 'Budi');
    const website = within(fieldOf('Website')).getByRole('textbox') as HTMLInputElement;
    await waitFor(() => expect(website.value).toBe('https://budi.example.id'));
    expect(website.readOnly).toBe(true);
    const fetched = api.find('GET', '/api/tes').at(-1)!;
    expect(fetched.url.searchParams.get('nama')).toBe('Budi');
    expect(fetched.headers.Authorization).toBe('Bearer test-token'); // as the signed-in user
  });

  it('checks API_FETCH validations through the API after typing, blocking the save while pending or failed', async () => {
    let held: ((value: unknown) => void) | null = null;
    const { api } = await renderScreen(
      <ResourceFormPage resource={tes} id={null} />,
      {
        path: '/tes/add',
        pages: allPagesOf('tes'),
        rules: [
          rule('Logic Custom Input Add', {
            setup: 'nama',
            nomor_logic_input: 'validasi',
            logika_list: "API_FETCH('tes', ['nama', nama], 'totalRecords') = 0",
          }),
        ],
      },
      {
        'GET /api/tes': (call) => {
          const taken = call.url.searchParams.get('nama') === 'Budi';
          const answer = { records: [], totalRecords: taken ? 1 : 0 };
          // the answer about Ani is held back, to try saving while the check is under way
          if (call.url.searchParams.get('nama') === 'Ani')
            return new Promise((resolve) => (held = () => resolve(answer)));
          return answer;
        },
        'POST /api/tes/add': (call) => ({
          message: 'Record added successfully',
          record: { id: 9, ...(call.body as object) },
        }),
      },
    );
    type('Nama', 'Budi');
    expect(await within(fieldOf('Nama')).findByRole('alert')).toHaveProperty(
      'textContent',
      'Isian tidak memenuhi aturan yang berlaku.',
    );
    expect(api.find('GET', '/api/tes').at(-1)!.headers.Authorization).toBe('Bearer test-token');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await expectNever(() => api.find('POST', '/api/tes/add').length > 0, 200, 'the refused add’s POST');

    type('Nama', 'Ani');
    expect(within(fieldOf('Nama')).queryByRole('alert')).toBeNull();
    expect(within(fieldOf('Nama')).getByRole('status').textContent).toBe('Mencari data…');
    await waitFor(() => expect(held).not.toBeNull()); // debounced, then asked
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Mencari data…', { selector: '.p-inline-message-text' })).toBeTruthy();
    // pending: not saved while the check is under way
    await expectNever(() => api.find('POST', '/api/tes/add').length > 0, 200, 'a POST during the check');
    act(() => held!(null));
    await waitFor(() => expect(within(fieldOf('Nama')).queryByRole('status')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.find('POST', '/api/tes/add')).toHaveLength(1));
    expect(api.find('POST', '/api/tes/add')[0]!.body).toMatchObject({ nama: 'Ani' });
  });

  it('applies the add route’s rules to the list’s add dialog, not the list’s', async () => {
    const { api } = await renderScreen(
      <ResourceListPage resource={tes} />,
      {
        path: '/tes',
        pages: allPagesOf('tes'),
        rules: [
          rule('Hide Kolom', { nama_route: '/tes/add', setup: 'email' }),
          rule('Replace Label', { nama_route: '/tes/add', setup: 'nama', replace_label: 'Nama Baru' }),
        ],
      },
      {
        'GET /api/tes': () => ({ records: [], totalRecords: 0, page: 1, limit: 20 }),
        'POST /api/tes/add': (call) => ({
          message: 'Record added successfully',
          record: { id: 4, ...(call.body as object) },
        }),
      },
    );
    await screen.findByText('Ups, Data tidak ditemukan');
    expect(screen.getByRole('columnheader', { name: 'Email' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tambah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Tes' });
    await within(dialog).findByText('Nama Baru', { selector: 'label' });
    expect(within(dialog).queryByText('Email', { selector: 'label' })).toBeNull();
    type('Nama Baru', 'Ani');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.find('POST', '/api/tes/add')).toHaveLength(1));
    expect(Object.keys(api.find('POST', '/api/tes/add')[0]!.body as object)).not.toContain('email');
  });

  it('shows the spinner until the role’s rules are loaded, then the shaped form', async () => {
    let release: (value: unknown) => void = () => undefined;
    const held = new Promise((resolve) => {
      release = resolve;
    });
    await renderScreen(
      <ResourceFormPage resource={tes} id={null} />,
      { path: '/tes/add', pages: allPagesOf('tes'), waitForRules: false },
      {
        'GET /api/setupshowhideroleid': async () => {
          await held;
          return { records: [rule('Hide Kolom', { setup: 'email' })] };
        },
      },
    );
    expect(screen.getByTestId('page-spinner')).toBeTruthy();
    expect(screen.queryByTestId('resource-form')).toBeNull();
    await act(async () => {
      release(null);
      await held;
    });
    await screen.findByTestId('resource-form');
    expect(labels()).not.toContain('Email');
  });
});
