// Invoicing, sending: the invoice PDF and Kirim via WhatsApp with its public PDF link. The world is
// test/invoicing-support.ts.
import { describe, expect, it } from 'vitest';
import { useInvoicingWorld } from '../../test/invoicing-support.ts';
import { pdfText } from '../../test/pdf-text.ts';

const { ctx, as, view, draft } = useInvoicingWorld();

describe('invoice PDF', () => {
  it('prints the number, the lines, the total and the amount in words', async () => {
    const id = await draft('PKP');
    await as('PUT', `/api/rinvoice/edit/${id}`, { status: 'Terbit' });
    const invoice = await view(id);
    const response = await as('GET', `/api/rinvoice/pdf/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfText(response.rawPayload);
    expect(text).toContain(invoice.no_invoice);
    expect(text).toContain('CV Sinar Teknik');
    expect(text).toContain('Jasa pasang AC');
    // DPP Nilai Lain 9.350.000 + 320.833 + 137.500 = 9.808.333; PPN 1.122.000 + 38.499 + 16.500
    // = 1.176.999; total 10.700.000 + 1.176.999
    expect(invoice.total).toBe(11_876_999);
    expect(text).toContain('11.876.999');
    expect(text).toContain('DPP Nilai Lain');
    expect(text).toContain('9.808.333');
    expect(text).toContain('PPN 12%');
    expect(text).toContain(
      'Sebelas Juta Delapan Ratus Tujuh Puluh Enam Ribu Sembilan Ratus Sembilan Puluh Sembilan Rupiah',
    );
    expect((await as('GET', '/api/rinvoice/pdf/999999')).statusCode).toBe(404);
  });
});

describe('Kirim via WhatsApp', () => {
  it('builds a wa.me link with the number, total and due date, and a PDF link that works without an account', async () => {
    const id = await draft('Non PKP', { jatuh_tempo: '2026-12-04' });
    expect((await as('POST', `/api/rinvoice/whatsapp/${id}`)).statusCode).toBe(422); // a draft is not sent
    await as('PUT', `/api/rinvoice/edit/${id}`, { status: 'Terbit' });
    const invoice = await view(id);
    const response = await as('POST', `/api/rinvoice/whatsapp/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    const { url, link, text } = response.json();
    expect(url).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
    expect(decodeURIComponent(url.split('text=')[1])).toBe(text);
    expect(text).toContain(invoice.no_invoice);
    expect(text).toContain('10.700.000');
    expect(text).toContain('4 Desember 2026');
    const path = new URL(link).pathname;
    const pdf = await ctx.app.inject({ method: 'GET', url: path });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain(invoice.no_invoice);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/public/invoice/tebak-tebakan-token-panjang' }))
        .statusCode,
    ).toBe(404);
    // once expired, the link answers 404
    await ctx.database.query("UPDATE invoice_links SET expires_at = now() - interval '1 minute'");
    expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });
});
