import { describe, expect, it } from 'vitest';
import { xmlProblem } from '../admin/xml-check.ts';
import {
  type CoretaxLine,
  coretaxTin,
  coretaxTrxCode,
  coretaxXml,
  invoiceTax,
  renderXml,
  xmlText,
} from './index.ts';

describe('xmlText', () => {
  it('escapes the five specials and drops characters XML 1.0 forbids', () => {
    expect(xmlText(`PT "A" & <B> 'C'`)).toBe('PT &quot;A&quot; &amp; &lt;B&gt; &apos;C&apos;');
    expect(xmlText('a\u0000b\u0007c\td\ne')).toBe('abc\td\ne');
  });

  it('keeps a document well formed whatever the text', () => {
    const hostile = '</Name><Injected>1</Injected><!-- & ]]>';
    const xml = renderXml('Root', { note: hostile }, [
      ['Name', hostile],
      ['Empty', ''],
      ['List', []],
    ]);
    expect(xmlProblem(xml)).toBeNull();
    expect(xml).not.toContain('<Injected>');
    expect(xml).toContain('<Empty/>');
  });
});

describe('coretaxTin', () => {
  it('gives a 16-digit TIN from a 15- or 16-digit NPWP, else null', () => {
    expect(coretaxTin('01.234.567.8-423.000')).toBe('0012345678423000');
    expect(coretaxTin('3201234567890001')).toBe('3201234567890001');
    expect(coretaxTin('12345')).toBeNull();
    expect(coretaxTin(null)).toBeNull();
  });
});

describe('coretaxXml', () => {
  const tax = invoiceTax({
    regime: 'PPN2025',
    lines: [{ subtotal: 1_000_000 }, { subtotal: 1_000_000, luxury: true }],
    taxable: true,
  });
  const lines: CoretaxLine[] = [
    { service: true, name: 'Servis & perawatan', price: 500_000, qty: 2, discount: 0, tax: tax.lines[0]! },
    { service: false, name: 'Jam <emas>', price: 1_000_000, qty: 1, discount: 0, tax: tax.lines[1]! },
  ];

  it('uses code 04 when a line is taxed on a DPP Nilai Lain and 01 when every line is luxury', () => {
    expect(coretaxTrxCode(lines)).toBe('04');
    expect(coretaxTrxCode([lines[1]!])).toBe('01');
  });

  it('writes the seller, the buyer and each line’s DPP, DPP Nilai Lain and PPN, well formed', () => {
    const xml = coretaxXml('01.234.567.8-423.000', [
      {
        date: '2026-03-10',
        reference: '001/INV/III/2026',
        regime: 'PPN2025',
        buyer: { name: 'PT "Bahari" & Co', npwp: null, address: 'Jl. Laut 1', email: null },
        lines,
      },
    ]);
    expect(xmlProblem(xml)).toBeNull();
    expect(xml).toContain('<TIN>0012345678423000</TIN>');
    expect(xml).toContain('<SellerIDTKU>0012345678423000000000</SellerIDTKU>');
    expect(xml).toContain('<BuyerName>PT &quot;Bahari&quot; &amp; Co</BuyerName>');
    expect(xml).toContain('<BuyerTin>0000000000000000</BuyerTin>');
    expect(xml).toContain('<BuyerDocument>Other ID</BuyerDocument>');
    // 1.000.000 × 11/12 = 916.667, VAT 110.000; luxury: 1.000.000, VAT 120.000
    expect(xml).toContain('<OtherTaxBase>916667</OtherTaxBase>');
    expect(xml).toContain('<VAT>110000</VAT>');
    expect(xml).toContain('<OtherTaxBase>1000000</OtherTaxBase>');
    expect(xml).toContain('<VAT>120000</VAT>');
    expect(xml).toContain('<Name>Jam &lt;emas&gt;</Name>');
  });
});
