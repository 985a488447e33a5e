import { ROUTE_ADDRESSES, type serialsInStockRoute } from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { callAt } from '../../api/call-route.ts';

// on first draw, not with the panel: PrimeReact's MultiSelect sits in the list screen's chunk (the
// filters), which a job's view would otherwise download for its materials panel
const SerialPicker = lazy(() => import('./SerialPicker.tsx').then((m) => ({ default: m.SerialPicker })));

/** An item's serials in stock (`GET /rstok/noseri/:id`), once an item is chosen. */
export function useSerialsInStock(itemId: string | null) {
  return useQuery({
    queryKey: ['serials-in-stock', itemId],
    queryFn: () =>
      callAt<typeof serialsInStockRoute>(ROUTE_ADDRESSES.serialsInStock, { params: { id: itemId! } }),
    enabled: itemId !== null,
  });
}

/**
 * The serial picker of a line outside a form (a job's materials): shown only for an item with serials in
 * stock, one picked per unit.
 */
export function ItemSerialPicker({
  itemId,
  qty,
  value,
  onChange,
  ariaLabel,
  invalid = false,
}: {
  itemId: number;
  qty: number;
  value: readonly string[];
  onChange: (serials: string[]) => void;
  ariaLabel: string;
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  const stock = useSerialsInStock(String(itemId));
  const options = stock.data?.serials ?? [];
  if (options.length === 0 && value.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SerialPicker
        value={value}
        options={options}
        qty={qty}
        onChange={onChange}
        placeholder={t('list.form.serialsPick', { qty })}
        countText={t('list.form.serialsCount', { count: value.length, qty })}
        ariaLabel={ariaLabel}
        invalid={invalid}
        testId="item-serial-picker"
      />
    </Suspense>
  );
}
