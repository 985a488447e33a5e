import { akun, rinvoice, rmenu, rstok } from '@kantor/core';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../test-support/i18n.ts';
import { formatValueText } from './display.ts';
import { optionsOf, optionTextOf } from './resource-fields.ts';

function textsOf(lng: 'id-ID' | 'en-US') {
  const i18n = createTestI18n(lng);
  return { language: lng, yes: 'Ya', no: 'Tidak', option: optionTextOf(i18n.t) };
}

describe('fixed options in the reader’s language (issue 34: English values on Indonesian screens)', () => {
  it.each([
    // field, stored value, Indonesian, English
    [rinvoice.fields.jenis_tagihan!, 'customer bill', 'Tagihan pelanggan', 'Customer bill'],
    [rinvoice.fields.jenis_tagihan!, 'personal bill', 'Tagihan pribadi', 'Personal bill'],
    [rinvoice.fields.status_bayar!, 0, 'Belum dibayar', 'Unpaid'],
    [rinvoice.fields.status_bayar!, 1, 'Lunas', 'Paid'],
    [akun.fields.status!, 'Active', 'Aktif', 'Active'],
    // a menu entry's group reads as the menu names it (issue 36)
    [rmenu.fields.grup!, 'Tools', 'Alat', 'Tools'],
    [rmenu.fields.grup!, 'Setup Client', 'Setup Klien', 'Setup Client'],
  ])('%#: %s is shown as %s / %s', (field, value, id, en) => {
    expect(formatValueText(field, value, textsOf('id-ID'))).toBe(id);
    expect(formatValueText(field, value, textsOf('en-US'))).toBe(en);
  });

  it('keeps the stored values in the pickers: only the labels change', () => {
    const options = optionsOf(rinvoice.fields.jenis_tagihan!, textsOf('id-ID').option);
    expect(options).toEqual([
      { value: 'customer bill', label: 'Tagihan pelanggan' },
      { value: 'personal bill', label: 'Tagihan pribadi' },
    ]);
  });

  it('shows a value outside the list as stored', () => {
    expect(formatValueText(akun.fields.status!, 'Archived', textsOf('id-ID'))).toBe('Archived');
  });
});

describe('help in the reader’s words (issue 36)', () => {
  it('explains rmenu’s role list with role ids, not the generic JSON example', () => {
    const i18n = createTestI18n('id-ID');
    expect(rmenu.fields.role_ids!.helpKey).toBe('resources.rmenu.help.role_ids');
    const help = i18n.t(rmenu.fields.role_ids!.helpKey!);
    expect(help).toBe('Id peran yang melihat entri ini, mis. [53]; kosongkan agar semua peran melihatnya.');
    expect(help).not.toContain('kunci');
  });
});

describe('a `relations` value as text', () => {
  const field = { kind: 'relations', relation: { resource: 'roles', labelField: 'role_name' } } as const;

  it('joins the labels given, in order; without them the ids; nothing for none', () => {
    const texts = textsOf('id-ID');
    expect(formatValueText(field, [60, 53], { ...texts, label: ['Kasir', 'Teknisi'] })).toBe(
      'Kasir, Teknisi',
    );
    expect(formatValueText(field, [60, 53], texts)).toBe('60, 53');
    expect(formatValueText(field, null, texts)).toBe('');
  });
});

describe('an item’s average cost, an amount of Rupiah with fractions', () => {
  it('shows the currency as the stock value beside it does, its fractions kept', () => {
    const texts = textsOf('id-ID');
    // written out by hand: the list's money format ("Rp. " and id-ID grouping), up to two fractions
    expect(formatValueText(rstok.fields.harga_pokok!, '4270000.0000', texts)).toBe('Rp. 4.270.000');
    expect(formatValueText(rstok.fields.harga_pokok!, '312500.5', texts)).toBe('Rp. 312.500,5');
    expect(formatValueText(rstok.fields.nilai_stok!, 29890000, texts)).toBe('Rp. 29.890.000');
    // a plain decimal stays a number
    expect(formatValueText(rstok.fields.stok!, '7.5000', texts)).toBe('7,5');
  });
});
