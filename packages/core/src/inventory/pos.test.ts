import { describe, expect, it } from 'vitest';
import { cartBaseQty, findByCode, type PosCatalog, quoteCart, quoteLine } from './pos.ts';

const catalog: PosCatalog = {
  date: '2026-11-24',
  items: [
    {
      id: 1,
      kode_barang: 'KBL-NYM',
      barcode: '8990001',
      nama_barang: 'Kabel NYM 2x1.5',
      kategori: [3, 1],
      stok: 150,
      units: [
        {
          id_satuan: 10,
          nama_satuan: 'Meter',
          faktor: 1,
          pecahan: true,
          harga: 9_000,
          harga_grosir: 8_000,
          minimal_qty_grosir: 50,
        },
        {
          id_satuan: 11,
          nama_satuan: 'Roll (50 m)',
          faktor: 50,
          pecahan: false,
          harga: 400_000,
          harga_grosir: null,
          minimal_qty_grosir: null,
        },
      ],
    },
    {
      id: 2,
      kode_barang: 'STK',
      barcode: null,
      nama_barang: 'Stop kontak',
      kategori: [4],
      stok: 10,
      units: [
        {
          id_satuan: 12,
          nama_satuan: 'Pcs',
          faktor: 1,
          pecahan: false,
          harga: null,
          harga_grosir: null,
          minimal_qty_grosir: null,
        },
      ],
    },
  ],
  discounts: [
    {
      id: 7,
      name: 'Promo kabel',
      from: '2026-11-01',
      to: '2026-11-30',
      kind: 'Persen',
      percent: 5,
      categoryId: 1,
    },
    { id: 8, name: 'Lewat', from: '2026-10-01', to: '2026-10-31', kind: 'Persen', percent: 50 },
  ],
};

describe('the POS cart from a cached catalog', () => {
  it('finds an item by barcode, then by code in any case', () => {
    expect(findByCode(catalog, ' 8990001 ')?.id).toBe(1);
    expect(findByCode(catalog, 'stk')?.id).toBe(2);
    expect(findByCode(catalog, 'nope')).toBeUndefined();
    expect(findByCode(catalog, '')).toBeUndefined();
  });

  it('prices a line at retail, at wholesale from the minimum, with the parent category discount', () => {
    expect(quoteLine(catalog, { item: 1, unit: 10, qty: 10 })).toMatchObject({
      harga_satuan: 9_000,
      wholesale: false,
      diskon: 4_500,
      diskon_nama: 'Promo kabel',
      subtotal: 85_500,
    });
    expect(quoteLine(catalog, { item: 1, unit: 10, qty: 50 })).toMatchObject({
      harga_satuan: 8_000,
      wholesale: true,
      diskon: 20_000,
      subtotal: 380_000,
    });
  });

  it('refuses a line without a price and sums the rest', () => {
    expect(quoteLine(catalog, { item: 2, unit: 12, qty: 1 })).toBeNull();
    expect(quoteLine(catalog, { item: 9, unit: 10, qty: 1 })).toBeNull();
    const cart = quoteCart(catalog, [
      { item: 1, unit: 11, qty: 1 },
      { item: 1, unit: 10, qty: 10 },
      { item: 2, unit: 12, qty: 1 },
    ]);
    expect(cart.lines).toHaveLength(2);
    expect(cart).toMatchObject({ subtotal: 490_000, diskon: 24_500, total: 465_500 });
  });

  it('counts what the cart holds of an item in base units across its units', () => {
    const lines = [
      { item: 1, unit: 11, qty: 2 },
      { item: 1, unit: 10, qty: 7 },
      { item: 2, unit: 12, qty: 1 },
    ];
    expect(cartBaseQty(catalog, lines, 1)).toBe(107);
    expect(cartBaseQty(catalog, lines, 3)).toBe(0);
  });
});
