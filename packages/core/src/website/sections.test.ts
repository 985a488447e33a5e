import { describe, expect, it } from 'vitest';
import { EXTRA_ROUTES } from '../pages.ts';
import { rsetwebsite } from '../resources/rsetwebsite.resource.ts';
import { sectionByKey, sectionOfRoute, sectionOfRow, WEBSITE_BAGIAN, WEBSITE_SECTIONS } from './sections.ts';
import { checkSectionData, fillTemplate, isSafeLink, linesOf } from './validate.ts';

describe('the website section catalogue', () => {
  it('covers every website route of spec §2 except the three screens of their own', () => {
    const own = new Set(['setuserid', 'daftarsinglepage']);
    for (const action of EXTRA_ROUTES.rsetwebsite ?? []) {
      if (own.has(action)) continue;
      expect(sectionOfRoute(action), action).toBeDefined();
    }
    // the twelve loop lists, each with list/add/edit, plus the slider
    expect(WEBSITE_SECTIONS.filter((s) => s.kind === 'list')).toHaveLength(13);
  });

  it('has unique keys, known bagian values and routes that exist', () => {
    const keys = WEBSITE_SECTIONS.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    const actions = new Set(EXTRA_ROUTES.rsetwebsite);
    for (const s of WEBSITE_SECTIONS) {
      expect(WEBSITE_BAGIAN).toContain(s.bagian);
      for (const action of Object.values(s.routes)) expect(actions.has(action), action).toBe(true);
    }
    expect(rsetwebsite.fields.bagian!.options).toEqual(WEBSITE_BAGIAN);
  });

  it('tells headings, loop items and email templates apart by their stored identity', () => {
    expect(sectionOfRow('faq', null)?.key).toBe('faq');
    expect(sectionOfRow('singlepage', { untuk: 'faq' })?.key).toBe('head_faq');
    expect(sectionOfRow('singlepage', { untuk: 'nothing' })).toBeUndefined();
    expect(sectionOfRow('emailtemplate', { jenis: 'otp' })?.key).toBe('email_otp');
    expect(sectionOfRoute('faqadd')?.key).toBe('faq');
    expect(sectionOfRoute('editfaq')?.key).toBe('head_faq');
  });
});

describe('checkSectionData', () => {
  const price = sectionByKey('price')!;

  it('normalises numbers, lines and booleans and drops blanks', () => {
    const { data, issues } = checkSectionData(price, {
      harga: '150000',
      fitur: 'Cuci AC\n\n Cek freon ',
      unggulan: 'true',
      tombol: '',
    });
    expect(issues).toEqual({});
    expect(data).toEqual({ harga: 150000, fitur: ['Cuci AC', 'Cek freon'], unggulan: true });
  });

  it('names each bad key', () => {
    const { issues } = checkSectionData(price, { harga: 'mahal', periode: 'abad', fitur: 5 });
    expect(Object.keys(issues).sort()).toEqual(['data.fitur', 'data.harga', 'data.periode']);
    expect(checkSectionData(price, {}).issues['data.harga']).toEqual([{ key: 'validation.required' }]);
    expect(checkSectionData(price, [1]).issues).toEqual({ data: [{ key: 'validation.json' }] });
  });

  it('refuses script links and keeps undeclared keys of the company profile', () => {
    const social = sectionByKey('sosialmedia')!;
    expect(checkSectionData(social, { facebook: 'javascript:alert(1)' }).issues['data.facebook']).toEqual([
      { key: 'validation.url' },
    ]);
    const umum = checkSectionData(sectionByKey('umum')!, { qris: '0002', lain: 1 });
    expect(umum.data).toEqual({ qris: '0002', lain: 1 });
  });

  it('sets the identity key of headings from the section, whatever the client sent', () => {
    expect(checkSectionData(sectionByKey('head_faq')!, { untuk: 'harga' }).data.untuk).toBe('faq');
  });
});

describe('helpers', () => {
  it('isSafeLink accepts web, mail, phone and local links only', () => {
    for (const ok of ['https://a.id/x', 'mailto:a@b.id', 'tel:+6281', '/blog', '#harga'])
      expect(isSafeLink(ok)).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'https://a.id/"x'])
      expect(isSafeLink(bad)).toBe(false);
  });

  it('linesOf and fillTemplate', () => {
    expect(linesOf(['a', ' ', 'b'])).toEqual(['a', 'b']);
    expect(fillTemplate('Halo {{nama}}, {{ kode }} {{x}}', { nama: 'Ayu', kode: '123' })).toBe(
      'Halo Ayu, 123 {{x}}',
    );
  });
});
