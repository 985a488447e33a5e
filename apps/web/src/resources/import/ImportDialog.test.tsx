import { rsupplier } from '@kantor/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetDialogs, toast } from '../../ui/index.ts';
import { createTransferI18n, mockXhr, renderTransfer } from '../export/transfer-test-utils.tsx';
import { allPagesOf, SCREEN_TEST_TIMEOUT } from '../test-utils.tsx';
import { ImportDialog } from './ImportDialog.tsx';
import { ImportReportView, reportLines } from './ImportReportView.tsx';
import type { ImportJobStatus, ImportReport } from './import-api.ts';
import { templateColumns, templateCsv } from './template.ts';

afterEach(() => {
  cleanup();
  act(() => {
    resetDialogs();
    toast.clear();
  });
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const refused: ImportReport = {
  dryRun: true,
  total: 3,
  valid: 2,
  imported: 0,
  errors: [{ row: 3, errors: { no_hp: ['Nomor HP tidak valid'], status: ['Pilihan tidak valid'] } }],
  unknownColumns: ['catatan'],
};

const pages = [...allPagesOf('rsupplier'), 'rsupplier/import'];

function chooseFile(name: string, text: string) {
  const input = screen.getByTestId('import-file') as HTMLInputElement;
  const file = new File([text], name, {
    type: name.endsWith('.csv') ? 'text/csv' : 'application/octet-stream',
  });
  fireEvent.change(input, { target: { files: [file] } });
  return file;
}

describe('the import report', () => {
  it('lists every bad row with its number, field and reason, and the unknown columns', () => {
    render(
      <I18nextProvider i18n={createTransferI18n()}>
        <ImportReportView resource={rsupplier} report={refused} />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('import-total').textContent).toBe('3');
    expect(screen.getByTestId('import-valid').textContent).toBe('2');
    expect(screen.getByTestId('import-invalid').textContent).toBe('1');
    expect(screen.getByText(/Impor ditolak/).textContent).toContain('Tidak ada data yang disimpan');
    expect(screen.getByTestId('import-unknown-columns').textContent).toContain('catatan');
    const rows = within(screen.getByTestId('import-errors'))
      .getAllByRole('row')
      .slice(1)
      .map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).toEqual([
      ['3', 'No. HP (no_hp)', 'Nomor HP tidak valid'],
      ['3', 'Status (status)', 'Pilihan tidak valid'],
    ]);
  });

  it('flattens messages per row and field', () => {
    expect(reportLines({ ...refused, errors: [{ row: 2, errors: { _: ['Duplikat'] } }] })).toEqual([
      { row: 2, field: '_', message: 'Duplikat' },
    ]);
  });
});

describe('the CSV template', () => {
  it('holds the writable field names as its header row', () => {
    expect(templateColumns(rsupplier)).toEqual([
      'nama_supplier',
      'nama_kontak',
      'no_hp',
      'email',
      'alamat',
      'id_provinsi',
      'id_kabupaten',
      'id_kecamatan',
      'id_desa',
      'npwp',
      'status_pajak',
      'rekening_bank',
      'status',
    ]);
    expect(templateCsv(rsupplier)).toBe(`\uFEFF${templateColumns(rsupplier).join(',')}\r\n`);
  });
});

/** The job the server answers an upload with (202): still running, nothing checked yet. */
const started = (id: string, dryRun: boolean, total: number): ImportJobStatus => ({
  id,
  status: 'running',
  phase: 'checking',
  dryRun,
  done: 0,
  total,
  report: null,
  error: null,
});

/** A poll's answer: the job done with `report`. */
const finished = (id: string, report: ImportReport): ImportJobStatus => ({
  ...started(id, report.dryRun, report.total),
  status: 'done',
  phase: 'finished',
  done: report.total,
  report,
});

const POLLED = { timeout: 5000 };

describe('ImportDialog', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('checks the file first, shows the rows’ progress, then why it is refused', async () => {
    const calls = mockXhr(() => ({ status: 202, body: started('job1', true, 3) }));
    let polls = 0;
    const { api } = await renderTransfer(
      <ImportDialog resource={rsupplier} visible onHide={() => undefined} />,
      { pages },
      {
        // the first poll finds the job half-way, the next one done
        'GET /api/rsupplier/import/job1': () =>
          polls++ === 0 ? { ...started('job1', true, 3), done: 1 } : finished('job1', refused),
      },
    );
    const template = await screen.findByTestId('import-template');
    expect(template.getAttribute('download')).toBe('rsupplier-template.csv');
    expect(decodeURIComponent(template.getAttribute('href')!)).toContain('nama_supplier,nama_kontak,no_hp');

    chooseFile('pemasok.csv', 'nama_supplier,no_hp\nA,0812\nB,x\n');
    fireEvent.click(screen.getByRole('button', { name: 'Periksa berkas' }));
    // the job as started (nothing checked), then as the first poll finds it
    expect((await screen.findByTestId('import-progress')).textContent).toContain('Memeriksa baris: 0 dari 3');
    await waitFor(
      () => expect(screen.getByTestId('import-progress').textContent).toContain('Memeriksa baris: 1 dari 3'),
      POLLED,
    );
    await screen.findByTestId('import-errors', undefined, POLLED);
    expect(screen.getByText('Nomor HP tidak valid')).toBeTruthy();
    expect(screen.queryByTestId('import-commit')).toBeNull();
    expect(screen.queryByTestId('import-progress')).toBeNull();

    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url.pathname).toBe('/api/rsupplier/import');
    expect(calls[0]!.url.searchParams.get('dryRun')).toBe('true');
    expect(calls[0]!.headers.Authorization).toBe('Bearer test-token');
    expect(calls[0]!.withCredentials).toBe(true);
    expect(((calls[0]!.body as FormData).get('file') as File).name).toBe('pemasok.csv');
    expect(api.find('GET', '/api/rsupplier/import/job1')).toHaveLength(2);
  });

  it('commits a clean file after the dry run and toasts the count', async () => {
    const onHide = vi.fn();
    const calls = mockXhr((call) =>
      call.url.searchParams.get('dryRun') === 'true'
        ? { status: 202, body: started('dry', true, 2) }
        : { status: 202, body: started('wet', false, 2) },
    );
    await renderTransfer(
      <ImportDialog resource={rsupplier} visible onHide={onHide} />,
      { pages },
      {
        'GET /api/rsupplier/import/dry': () =>
          finished('dry', { dryRun: true, total: 2, valid: 2, imported: 0, errors: [], unknownColumns: [] }),
        'GET /api/rsupplier/import/wet': () =>
          finished('wet', { dryRun: false, total: 2, valid: 2, imported: 2, errors: [], unknownColumns: [] }),
      },
    );
    await screen.findByTestId('import-file');
    chooseFile('pemasok.csv', 'nama_supplier,no_hp\nA,0812\nB,0813\n');
    fireEvent.click(screen.getByRole('button', { name: 'Periksa berkas' }));
    expect((await screen.findByTestId('import-ready', undefined, POLLED)).textContent).toContain(
      'Semua 2 baris valid',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Impor 2 baris' }));
    expect(await screen.findByText('2 baris berhasil diimpor', undefined, POLLED)).toBeTruthy();
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(calls.map((c) => c.url.searchParams.get('dryRun'))).toEqual(['true', 'false']);
  });

  it('says so when the job failed on the server', async () => {
    mockXhr(() => ({ status: 202, body: started('gagal', false, 2) }));
    await renderTransfer(
      <ImportDialog resource={rsupplier} visible onHide={() => undefined} />,
      { pages },
      {
        'GET /api/rsupplier/import/gagal': () => ({
          ...started('gagal', false, 2),
          status: 'failed',
          phase: 'finished',
          error: 'Impor gagal; tidak ada yang disimpan',
        }),
      },
    );
    await screen.findByTestId('import-file');
    chooseFile('pemasok.csv', 'nama_supplier,no_hp\nA,0812\nB,0813\n');
    fireEvent.click(screen.getByRole('button', { name: 'Periksa berkas' }));
    expect((await screen.findByTestId('import-failed', undefined, POLLED)).textContent).toContain(
      'Impor gagal; tidak ada yang disimpan',
    );
    expect(screen.queryByTestId('import-report')).toBeNull();
  });

  it('refuses a file that is not CSV or XLSX before sending it', async () => {
    const calls = mockXhr(() => ({ status: 200, body: refused }));
    await renderTransfer(
      <ImportDialog resource={rsupplier} visible onHide={() => undefined} />,
      { pages },
      {},
    );
    await screen.findByTestId('import-file');
    chooseFile('foto.png', 'x');
    expect(screen.getByText('Pilih berkas CSV atau XLSX.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Periksa berkas' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('shows the server’s reason when it cannot read the file', async () => {
    mockXhr(() => ({
      status: 422,
      body: { message: 'The file could not be read as CSV or XLSX', errors: { file: ['Unreadable file'] } },
    }));
    await renderTransfer(
      <ImportDialog resource={rsupplier} visible onHide={() => undefined} />,
      { pages },
      {},
    );
    await screen.findByTestId('import-file');
    chooseFile('rusak.xlsx', 'not a zip');
    fireEvent.click(screen.getByRole('button', { name: 'Periksa berkas' }));
    expect((await screen.findByTestId('import-unreadable')).textContent).toContain('Unreadable file');
  });
});
