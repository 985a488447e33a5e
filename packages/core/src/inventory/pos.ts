/**
 * The POS cart priced from a catalog the browser holds (online or offline), with exactly the rules the
 * server applies when the sale posts: the unit's price in force (wholesale from its minimum quantity) and
 * the best running event discount. The server recomputes on posting; this lets the cashier see the same
 * figures before, and keep selling when the network drops.
 */
import { bestDiscount, priceInForce } from './pricing.ts';
import { lineAmount } from './quantity.ts';
import type { CatalogItem, CatalogUnit, PosCatalog, ReceiptShop } from './schemas.ts';

/** A cart line; `serials` are the units' serials picked for an item received with serials (issue 34). */
export type CartLine = { item: number; unit: number; qty: number; serials?: string[] };

export type QuotedLine = CartLine & {
  nama_barang: string;
  nama_satuan: string;
  harga_satuan: number;
  wholesale: boolean;
  diskon: number;
  diskon_nama: string | null;
  subtotal: number;
};

export type CartQuote = { lines: QuotedLine[]; subtotal: number; diskon: number; total: number };

/** The item a scanned or typed code names: barcode first, then item code (case-insensitive). */
export function findByCode(catalog: PosCatalog, code: string): CatalogItem | undefined {
  const text = code.trim();
  if (text === '') return undefined;
  const lower = text.toLowerCase();
  return (
    catalog.items.find((i) => i.barcode === text) ??
    catalog.items.find((i) => i.kode_barang != null && i.kode_barang.toLowerCase() === lower)
  );
}

/** One cart line priced, or null when the item or its price in that unit is unknown. */
export function quoteLine(catalog: PosCatalog, line: CartLine): QuotedLine | null {
  const item = catalog.items.find((i) => i.id === line.item);
  const unit = item?.units.find((u) => u.id_satuan === line.unit);
  if (!item || !unit || unit.harga == null) return null;
  const price = priceInForce(
    [
      {
        itemId: item.id,
        unitId: unit.id_satuan,
        price: unit.harga,
        wholesalePrice: unit.harga_grosir,
        minWholesaleQty: unit.minimal_qty_grosir,
        from: catalog.date,
      },
    ],
    { itemId: item.id, unitId: unit.id_satuan, date: catalog.date, qty: line.qty },
  );
  if (!price) return null;
  const discount = bestDiscount(catalog.discounts, {
    itemId: item.id,
    categoryIds: item.kategori,
    date: catalog.date,
    unitPrice: price.unitPrice,
    qty: line.qty,
  });
  const gross = lineAmount(line.qty, price.unitPrice);
  const diskon = discount?.amount ?? 0;
  return {
    ...line,
    nama_barang: item.nama_barang,
    nama_satuan: unit.nama_satuan,
    harga_satuan: price.unitPrice,
    wholesale: price.wholesale,
    diskon,
    diskon_nama: discount?.record.name ?? null,
    subtotal: gross - diskon,
  };
}

/** The whole cart; lines that cannot be priced are left out (the screen refuses to add them). */
export function quoteCart(catalog: PosCatalog, lines: readonly CartLine[]): CartQuote {
  const quoted = lines.map((l) => quoteLine(catalog, l)).filter((l): l is QuotedLine => l !== null);
  const diskon = quoted.reduce((sum, l) => sum + l.diskon, 0);
  const total = quoted.reduce((sum, l) => sum + l.subtotal, 0);
  return { lines: quoted, subtotal: total + diskon, diskon, total };
}

/** Base units the cart already holds of an item (all its units), to stop selling more than the stock. */
export function cartBaseQty(catalog: PosCatalog, lines: readonly CartLine[], itemId: number): number {
  const item = catalog.items.find((i) => i.id === itemId);
  if (!item) return 0;
  return lines
    .filter((l) => l.item === itemId)
    .reduce((sum, l) => sum + l.qty * (item.units.find((u) => u.id_satuan === l.unit)?.faktor ?? 1), 0);
}

// the shapes as zod schemas live in ./schemas.ts: a screen that imports this module's logic does not load zod
export type { CatalogItem, CatalogUnit, PosCatalog, ReceiptShop };
