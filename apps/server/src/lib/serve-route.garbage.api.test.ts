// serveRoute on the converted modules' routes: garbage in is a 422 naming the fields, never a 500. The
// probe route and the drift check are serve-route.probe.api.test.ts.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useServeProbeApp } from '../test/serve-route-support.ts';

const { ctx, send } = useServeProbeApp();

describe('serveRoute: a route declared in core', () => {
  it('refuses garbage on the converted POS routes with a 422 naming the fields, never a 500', async () => {
    for (const url of ['/api/pos/sales', '/api/pos/receipts', '/api/rbarangmasuksub/addmodalsatuan']) {
      for (const payload of [[], 'teks', { lines: 'x', payment: [] }, { lines: [null, 7], client_id: 5 }]) {
        const response = await send(url, payload);
        expect(response.statusCode, `${url} ${JSON.stringify(payload)}: ${response.body}`).toBe(422);
        expect(Object.keys(response.json().errors).length).toBeGreaterThan(0);
      }
    }
    // a sale with an undeclared price is read without it: the server prices the line (here: no such item)
    const priced = await send('/api/pos/sales', {
      client_id: randomUUID(),
      lines: [{ item: 999_999, qty: 1, harga_satuan: 1 }],
      payment: { method: 'cash', amount: 1 },
    });
    expect(priced.statusCode).toBe(422);
    expect(Object.keys(priced.json().errors)).toEqual(['lines.0.item']);
  });

  it('refuses garbage on the converted report routes with a 422 naming the field, never a 500', async () => {
    const get = (url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${ctx.admin}` } });
    for (const [url, field] of [
      ['/api/rpemasukan/ghkpo?from=kemarin', 'from'],
      ['/api/rpemasukan/drtyj?period=year', 'period'],
      ['/api/rsubinvoice/qnevt?to=2026-02-31x', 'to'],
      ['/api/rsubinvoice/rbdkm?from=2026-01-01&from=2026-02-01', 'from'],
      ['/api/rinvoice/joinlist?search=a&search=b', 'search'],
      ['/api/rinvoice/listuntukmodal?page=1&page=2', 'page'],
      ['/api/rlaporan/laporan/penjualan?format=docx', 'format'],
      ['/api/rlaporan/laporan/penjualan?from=2026-05-01&to=2026-01-01', 'to'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
      expect(Object.keys(response.json().errors), url).toEqual([field]);
    }
    // an unknown report is a missing record; a bad page number reads as the first page
    expect((await get('/api/rlaporan/laporan/rahasia')).statusCode).toBe(404);
    expect((await get('/api/rinvoice/listuntukmodal?page=x&limit=-5')).statusCode).toBe(200);
  });

  it('refuses garbage on the attendance routes with a 422 naming the field, never a 500', async () => {
    for (const [payload, fields] of [
      [[], ['kode_rfid']],
      ['teks', ['kode_rfid']],
      [{ kode_rfid: ['A1'] }, ['kode_rfid']],
      [{ kode_rfid: '   ' }, ['kode_rfid']],
      [{ kode_rfid: 'x'.repeat(65) }, ['kode_rfid']],
      [{ kode_rfid: 'A\u0007' }, ['kode_rfid']],
      [{ kode_rfid: true, foto: 5 }, ['kode_rfid', 'foto']],
      [{ kode_rfid: 'TIDAKADA', foto: '../etc/passwd' }, ['foto']],
    ] as const) {
      const response = await send('/api/absensirfidmanual/tap', payload);
      expect(response.statusCode, `${JSON.stringify(payload)}: ${response.body}`).toBe(422);
      expect(Object.keys(response.json().errors).sort(), JSON.stringify(payload)).toEqual([...fields].sort());
    }
    const get = (url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${ctx.admin}` } });
    for (const [url, fields] of [
      ['/api/rabsensi/rekap?bulan=2026-13', ['bulan']],
      ['/api/rabsensi/rekap?bulan=2026-01&bulan=2026-02', ['bulan']],
      ['/api/rabsensi/rekap?format=docx', ['format']],
      ['/api/rabsensi/rekap?bulan=kemarin&format=json', ['bulan', 'format']],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
      expect(Object.keys(response.json().errors).sort(), url).toEqual([...fields].sort());
    }
  });

  it('refuses garbage on the maintenance routes with a 422 naming the field, never a 500', async () => {
    const get = (url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${ctx.admin}` } });
    for (const [url, fields] of [
      ['/api/cmumt/pm?sampai=besok', ['sampai']],
      ['/api/cmumt/pm?sampai=2026-02-30', ['sampai']],
      ['/api/cmumt/rootcause?dari=x&sampai=2026-01-01&sampai=2026-02-01', ['dari', 'sampai']],
      ['/api/cmumt/rootcause?dari=2026-05-01&sampai=2026-01-01', ['sampai']],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
      expect(Object.keys(response.json().errors).sort(), url).toEqual([...fields].sort());
    }
    // a ticket is looked up before its body is read (here: none); the conversions' bodies are tried
    // on records that exist in their own tests (schedules.api.test.ts, intake.api.test.ts)
    expect((await send('/api/cmumt/pm/1/jadikan-pekerjaan', [])).statusCode).toBe(404);
  });

  it('refuses garbage on the bell’s routes with a 422 naming the field, never a 500', async () => {
    const get = (url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${ctx.admin}` } });
    for (const [url, field] of [
      ['/api/rnotifikasi/mine?limit=1&limit=2', 'limit'],
      ['/api/rnotifikasi/mine?unread=1&unread=0', 'unread'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
      expect(Object.keys(response.json().errors), url).toEqual([field]);
    }
    // a limit that is no number is the default, as it always was; a bad id is a notice not there
    expect((await get('/api/rnotifikasi/mine?limit=banyak&unread=mungkin')).statusCode).toBe(200);
    expect((await send('/api/rnotifikasi/read/abc', [])).statusCode).toBe(404);
    expect((await send('/api/rnotifikasi/readall', 'teks')).statusCode).toBe(200);
  });

  it('refuses garbage on the spreadsheet routes with a 422 naming each field, never a 500', async () => {
    for (const [payload, fields] of [
      [[], ['name', 'sheets']],
      ['teks', ['name', 'sheets']],
      [{ name: 5, sheets: 'x' }, ['name', 'sheets']],
      [{ name: '   ', sheets: [] }, ['name', 'sheets']],
      [{ name: 'x'.repeat(121), sheets: [{ name: 'A' }] }, ['name']],
      [{ name: 'Buku', sheets: [{ name: 'A', celldata: [{ r: -1, c: 0 }] }] }, ['sheets.0.celldata.0.r']],
    ] as const) {
      const response = await send('/api/excel/files', payload);
      expect(response.statusCode, `${JSON.stringify(payload)}: ${response.body}`).toBe(422);
      expect(Object.keys(response.json().errors).sort(), JSON.stringify(payload)).toEqual([...fields].sort());
    }
  });

  it('refuses garbage on the printing routes with a 422 naming the field, never a 500', async () => {
    for (const [url, field] of [
      ['/api/documents/rstok/batch?template=1&template=2', 'template'],
      ['/api/documents/rstok/batch?template=1&format=pdf&format=docx', 'format'],
      // what the template must be is the server's check, in the documents' words
      ['/api/documents/rstok/batch?template=abc', 'template'],
    ] as const) {
      const response = await send(url, {});
      expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
      expect(Object.keys(response.json().errors), url).toEqual([field]);
    }
    const get = (url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${ctx.admin}` } });
    expect((await get('/api/documents/jobs/bukan-job')).statusCode).toBe(404);
    expect((await get('/api/documents/jobs/bukan-job/download')).statusCode).toBe(404);
  });
});
