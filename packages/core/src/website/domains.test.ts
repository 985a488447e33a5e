import { describe, expect, it } from 'vitest';
import { isReservedDomain, normaliseDomain, requestHost } from './domains.ts';
import { sectionByKey } from './sections.ts';
import { checkSectionData } from './validate.ts';

describe('normaliseDomain', () => {
  it('gives one spelling of a host name (written by hand from RFC 3986 / UTS #46)', () => {
    const same: [string, string][] = [
      ['contoh.id', 'contoh.id'],
      ['CONTOH.ID', 'contoh.id'],
      ['contoh.id.', 'contoh.id'],
      ['www.contoh.id', 'contoh.id'],
      ['https://WWW.Contoh.ID:8443/login?x=1#y', 'contoh.id'],
      ['http://user:pass@contoh.id/', 'contoh.id'],
      ['  sub.contoh.id  ', 'sub.contoh.id'],
      ['bücher.example', 'xn--bcher-kva.example'],
      ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
      ['BÜCHER.example.', 'xn--bcher-kva.example'],
    ];
    for (const [input, expected] of same) expect(normaliseDomain(input), input).toBe(expected);
  });

  it('is null for what no site can be reached at: IPs, single labels, junk', () => {
    for (const input of [
      '',
      'localhost',
      'intranet',
      '127.0.0.1',
      '0x7f.1',
      '[::1]',
      '::1',
      '10.0.0.1:8080',
      'a b.com',
      '-bad.com',
      'bad-.com',
      `${'a'.repeat(64)}.com`,
      'http://',
      42,
      null,
    ])
      expect(normaliseDomain(input), String(input)).toBeNull();
  });

  it('knows the loopback names and reads request hosts the same way', () => {
    expect(isReservedDomain('localhost')).toBe(true);
    expect(isReservedDomain('app.localhost')).toBe(true);
    expect(isReservedDomain('localhost.example')).toBe(false);
    expect(requestHost('WWW.Agensi.test:8080')).toBe('agensi.test');
    expect(requestHost('localhost:3000')).toBe('localhost');
    expect(requestHost('[::1]:3000')).toBe('::1');
    expect(requestHost('127.0.0.1:3000')).toBe('127.0.0.1');
    expect(requestHost(undefined)).toBe('');
  });
});

describe('the company profile’s domains', () => {
  const umum = sectionByKey('umum')!;
  it('are stored normalised and de-duplicated; a bad or reserved one is named', () => {
    const ok = checkSectionData(umum, { domain: 'Contoh.ID\nwww.contoh.id\nhttps://bücher.example/' });
    expect(ok.issues).toEqual({});
    expect(ok.data.domain).toEqual(['contoh.id', 'xn--bcher-kva.example']);
    for (const bad of ['localhost', 'sub.localhost', '192.168.1.10', 'intranet']) {
      const { issues } = checkSectionData(umum, { domain: bad });
      expect(issues['data.domain']?.[0]?.key, bad).toBe('validation.siteDomain');
    }
  });

  it('marks the tax and payment keys admin-only', () => {
    const adminOnly = umum.data.filter((d) => d.adminOnly).map((d) => d.name);
    expect(adminOnly.sort()).toEqual(
      ['invoice_format', 'invoice_kode', 'npwp', 'nsfp', 'pkp', 'ppn_persen', 'qris'].sort(),
    );
  });
});
