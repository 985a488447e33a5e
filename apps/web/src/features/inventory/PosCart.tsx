import { type CartQuote, formatCurrency, type PosCatalog } from '@kantor/core';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { useTranslation } from 'react-i18next';
import { SerialPicker } from '../../resources/inputs/SerialPicker.tsx';

/** The cart: one row per item and unit with quantity steps, unit choice, price, discount and line total. */
export function PosCart({
  catalog,
  quote,
  onChange,
  onRemove,
  onSerials,
}: {
  catalog: PosCatalog;
  quote: CartQuote;
  onChange: (index: number, next: { qty?: number; unit?: number }) => void;
  onRemove: (index: number) => void;
  /** Picks the serials of a line of an item received with serials (one per unit, issue 34). */
  onSerials: (index: number, serials: string[]) => void;
}) {
  const { t } = useTranslation();
  if (quote.lines.length === 0)
    return (
      <p className="pos-empty" data-testid="pos-cart-empty">
        {t('inventory.pos.emptyCart')}
      </p>
    );
  return (
    <ul className="pos-cart" aria-label={t('inventory.pos.cart')} data-testid="pos-cart">
      {quote.lines.map((line, index) => {
        const item = catalog.items.find((i) => i.id === line.item);
        const units = (item?.units ?? []).filter((u) => u.harga != null);
        // a piece is sold whole; a measured unit (kg, m) in fractions (the server holds to the same rule)
        const whole = item?.units.find((u) => u.id_satuan === line.unit)?.pecahan === false;
        return (
          <li key={`${line.item}-${line.unit}`} className="pos-line">
            <div className="pos-line-head">
              <span className="pos-line-name">{line.nama_barang}</span>
              <Button
                type="button"
                icon="pi pi-times"
                text
                rounded
                severity="danger"
                aria-label={t('inventory.pos.removeLine', { name: line.nama_barang })}
                onClick={() => onRemove(index)}
              />
            </div>
            <div className="pos-line-body">
              <InputNumber
                value={line.qty}
                onValueChange={(e) => e.value != null && onChange(index, { qty: e.value })}
                showButtons
                buttonLayout="horizontal"
                min={whole ? 1 : 0.01}
                maxFractionDigits={whole ? 0 : 2}
                locale="id-ID"
                decrementButtonIcon="pi pi-minus"
                incrementButtonIcon="pi pi-plus"
                decrementButtonClassName="p-button-outlined"
                incrementButtonClassName="p-button-outlined"
                inputClassName="pos-qty"
                aria-label={t('inventory.pos.qtyOf', { name: line.nama_barang })}
              />
              {units.length > 1 ? (
                <Dropdown
                  value={line.unit}
                  options={units.map((u) => ({ label: u.nama_satuan, value: u.id_satuan }))}
                  onChange={(e) => onChange(index, { unit: Number(e.value) })}
                  aria-label={t('inventory.pos.unitOf', { name: line.nama_barang })}
                />
              ) : (
                <span className="pos-unit">{line.nama_satuan}</span>
              )}
              <span className="pos-line-price">
                × {formatCurrency(line.harga_satuan)}
                {line.wholesale && <em className="pos-tag">{t('inventory.pos.wholesale')}</em>}
              </span>
            </div>
            {line.diskon > 0 && (
              <div className="pos-line-discount">
                {line.diskon_nama} −{formatCurrency(line.diskon)}
              </div>
            )}
            {item?.serials && (
              <div className="pos-line-serials">
                <SerialPicker
                  value={line.serials ?? []}
                  options={item.serials}
                  qty={line.qty}
                  onChange={(serials) => onSerials(index, serials)}
                  placeholder={t('inventory.pos.serialsPick', { qty: line.qty })}
                  countText={t('inventory.pos.serialsCount', {
                    count: line.serials?.length ?? 0,
                    qty: line.qty,
                  })}
                  ariaLabel={t('inventory.pos.serialsOf', { name: line.nama_barang })}
                  testId="pos-line-serials"
                />
              </div>
            )}
            <div className="pos-line-total">{formatCurrency(line.subtotal)}</div>
          </li>
        );
      })}
    </ul>
  );
}
