import {
  bestDiscount,
  type DiscountRecord,
  formatCurrency,
  goodsOutAmounts,
  type LineQuote,
  type PriceRecord,
  priceInForce,
} from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FormPanelProps } from '../../app/feature.ts';
import { type Row, resourceKey } from '../../resources/api-hooks.ts';
import type { FormValue } from '../../resources/form-values.ts';
import { toPayloadValue } from '../../resources/form-values.ts';
import { resourceCalls } from '../../resources/resource-calls.ts';

const numberOf = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : null;
};
const idOf = (v: unknown): number | null => {
  const n = numberOf(v);
  return n !== null && Number.isInteger(n) && n > 0 ? n : null;
};

function priceRecordOf(r: Row): PriceRecord {
  return {
    id: Number(r.id),
    itemId: Number(r.id_stok),
    unitId: Number(r.id_satuan),
    price: Number(r.harga_jual),
    wholesalePrice: numberOf(r.harga_grosir),
    minWholesaleQty: numberOf(r.minimal_qty_grosir),
    from: String(r.berlaku_mulai ?? '').slice(0, 10),
    active: r.status === 'Active',
  };
}

function discountRecordOf(r: Row): DiscountRecord {
  return {
    id: Number(r.id),
    name: String(r.nama_event ?? ''),
    from: String(r.tanggal_mulai ?? '').slice(0, 10),
    to: String(r.tanggal_akhir ?? '').slice(0, 10),
    kind: r.jenis_diskon === 'Nominal' ? 'Nominal' : 'Persen',
    percent: numberOf(r.persen_diskon),
    amount: numberOf(r.nominal_diskon),
    minimum: numberOf(r.minimal_belanja),
    itemId: idOf(r.id_stok),
    categoryId: idOf(r.id_kategori),
    active: r.status === 'Active',
  };
}

/** The category and its parents (an event on a parent covers its children), at most 10 deep. */
function chainOf(start: number | null, categories: readonly Row[]): number[] {
  const parentOf = new Map(categories.map((c) => [Number(c.id), idOf(c.id_parent)]));
  const chain: number[] = [];
  let current = start;
  while (current !== null && !chain.includes(current) && chain.length < 10) {
    chain.push(current);
    current = parentOf.get(current) ?? null;
  }
  return chain;
}

const list = (name: string, query: Record<string, string | number>, enabled: boolean) => ({
  queryKey: [...resourceKey(name), 'list', query],
  queryFn: ({ signal }: { signal: AbortSignal }) => resourceCalls(name).list(query, signal),
  enabled,
  retry: false,
});

/**
 * Under the goods-out form: the price, discount and subtotal the server will write on save, computed
 * with core's own rules (`priceInForce`, `bestDiscount`, `goodsOutAmounts`) from the price and discount
 * records the user may read. What the user may not read leaves the preview out; the server decides.
 * Only while adding: a posted goods out is not repriced.
 */
export function GoodsOutQuote({ resource, mode, values }: FormPanelProps) {
  const { t } = useTranslation();
  const payload = (name: string) =>
    resource.fields[name] ? toPayloadValue(resource.fields[name], values[name] as FormValue) : null;
  const itemId = idOf(payload('id_stok'));
  const unitId = idOf(payload('id_satuan'));
  const qty = numberOf(payload('qty'));
  const date = typeof payload('tanggal') === 'string' ? String(payload('tanggal')) : '';
  const typedPrice = numberOf(payload('harga_satuan'));
  const sale = values.jenis === 'Penjualan';
  const ready =
    itemId !== null && unitId !== null && qty !== null && qty > 0 && /^\d{4}-\d{2}-\d{2}$/.test(date);
  // a posted goods out keeps the figures it was saved with (shown in its fields): no preview on edit
  const asks = ready && sale && mode === 'add';

  const prices = useQuery(
    list('rsethargajual', { id_stok: itemId ?? 0, id_satuan: unitId ?? 0, limit: 100 }, asks),
  );
  const discounts = useQuery(list('rdiskonevent', { status: 'Active', limit: 500 }, asks));
  const categories = useQuery(list('rkategorilevel', { limit: 500 }, asks));
  const item = useQuery({
    queryKey: [...resourceKey('rstok'), 'view', String(itemId)],
    queryFn: ({ signal }): Promise<Row> => resourceCalls('rstok').view(String(itemId), signal),
    enabled: asks,
    retry: false,
  });

  if (mode !== 'add' || !ready || (!sale && typedPrice === null)) return null;
  let quote: LineQuote | null = null;
  if (sale) {
    if (!prices.data || !discounts.data || !item.data) return null;
    const price = priceInForce((prices.data.records ?? []).map(priceRecordOf), {
      itemId: itemId!,
      unitId: unitId!,
      date,
      qty: qty!,
    });
    if (price) {
      const discount = bestDiscount((discounts.data.records ?? []).map(discountRecordOf), {
        itemId: itemId!,
        categoryIds: chainOf(idOf(item.data.id_kategori), categories.data?.records ?? []),
        date,
        unitPrice: price.unitPrice,
        qty: qty!,
      });
      quote = {
        unitPrice: price.unitPrice,
        wholesale: price.wholesale,
        discount: discount ? { amount: discount.amount, name: discount.record.name } : null,
      };
    }
  }
  const amounts = goodsOutAmounts({ sale, qty: qty!, typedPrice, quote });

  return (
    <section
      className="goods-out-quote"
      aria-label={t('inventory.goodsOut.preview')}
      data-testid="goods-out-quote"
    >
      <h3>{t('inventory.goodsOut.preview')}</h3>
      {amounts.unitPrice === null ? (
        <p>{t('inventory.goodsOut.noPrice')}</p>
      ) : (
        <dl>
          <dt>{t(amounts.wholesale ? 'inventory.goodsOut.wholesalePrice' : 'inventory.goodsOut.price')}</dt>
          <dd data-testid="goods-out-price">{formatCurrency(amounts.unitPrice)}</dd>
          <dt>
            {amounts.discountName
              ? t('inventory.goodsOut.discountNamed', { name: amounts.discountName })
              : t('inventory.goodsOut.discount')}
          </dt>
          <dd data-testid="goods-out-discount">{formatCurrency(amounts.discount)}</dd>
          <dt>{t('inventory.goodsOut.subtotal')}</dt>
          <dd data-testid="goods-out-subtotal">{formatCurrency(amounts.subtotal ?? 0)}</dd>
        </dl>
      )}
      <small className="resource-help">{t('inventory.goodsOut.previewNote')}</small>
    </section>
  );
}
