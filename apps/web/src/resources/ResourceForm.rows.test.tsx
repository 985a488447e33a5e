import { rbarangmasuk } from '@kantor/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpScreens, fieldOf, ruleOn } from './form-rules-support.ts';
import { ResourceFormPage } from './ResourceFormPage.tsx';
import { allPagesOf, renderScreen, reply, SCREEN_TEST_TIMEOUT } from './test-utils.tsx';

// The dynamic rows a role rule adds to a form (goods received and their lines): look-up, repeats, saving
// the master and each row, retrying the failed ones, editing. The other rules: ResourceForm.rules.test.tsx.

cleanUpScreens();

describe('ResourceForm dynamic rows from role rules', { timeout: SCREEN_TEST_TIMEOUT }, () => {
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
    // the new receipt opens on its view (issue 36), where its lines are
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/rbarangmasuk/view/77'));
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
});
