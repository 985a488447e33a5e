import { tes, tes3 } from '@kantor/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNever } from '../test-support/absence.ts';
import { cleanUpScreens, fieldOf, labels, rule, ruleOn, type } from './form-rules-support.ts';
import { ResourceFormPage } from './ResourceFormPage.tsx';
import { ResourceListPage } from './ResourceListPage.tsx';
import { allPagesOf, listAnswer, renderScreen, SCREEN_TEST_TIMEOUT } from './test-utils.tsx';

// Role rules on the form: hidden, relabelled and mirrored fields, computed inputs, validations and
// look-ups (API_FETCH too). The dynamic rows a rule adds: ResourceForm.rows.test.tsx.

cleanUpScreens();

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

  it('shows a Kunci Kolom field read-only and a Wajib Isi field required; a conditional one only where it holds', async () => {
    await renderScreen(
      <ResourceFormPage resource={tes} id={null} />,
      {
        path: '/tes/add',
        pages: allPagesOf('tes'),
        rules: [
          rule('Kunci Kolom', { setup: 'email' }),
          rule('Wajib Isi', { setup: 'no_hp' }),
          rule('Kunci Kolom', { setup: 'harga', logika_list: "'Supervisor' in user.groups" }),
        ],
      },
      {},
    );
    const email = fieldOf('Email');
    expect(within(email).getByRole('textbox').hasAttribute('readonly')).toBe(true);
    expect(within(email).getByText('Hanya dapat dibaca untuk peran Anda.')).toBeTruthy();
    expect(within(fieldOf('No. HP')).getByText('*', { exact: false })).toBeTruthy();
    expect(within(fieldOf('Harga')).queryByText('Hanya dapat dibaca untuk peran Anda.')).toBeNull();
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
        'GET /api/tes': () => listAnswer([]),
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
