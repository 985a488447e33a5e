import { type CatalogItem, findByCode, formatCurrency, type PosCatalog } from '@kantor/core';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const CameraScanner = lazy(() => import('./CameraScanner.tsx').then((m) => ({ default: m.CameraScanner })));

const MAX_MATCHES = 8;

/**
 * One field for a keyboard-wedge scanner (it types the code and Enter), a typed code, or part of a name;
 * the camera button reads a barcode through the phone's camera. A code adds its item at once; a name lists
 * the matches to tap.
 */
export function ScanField({
  catalog,
  onPick,
  onUnknown,
}: {
  catalog: PosCatalog;
  onPick: (item: CatalogItem) => void;
  onUnknown: (code: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [camera, setCamera] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const matches = useMemo(() => {
    const q = text.trim().toLowerCase();
    if (q.length < 2) return [];
    return catalog.items.filter((i) => i.nama_barang.toLowerCase().includes(q)).slice(0, MAX_MATCHES);
  }, [catalog, text]);

  function take(code: string) {
    const item = findByCode(catalog, code);
    if (item) {
      onPick(item);
      setText('');
    } else if (matches.length === 1) {
      onPick(matches[0]!);
      setText('');
    } else if (matches.length === 0) onUnknown(code);
    input.current?.focus();
  }

  return (
    <div className="pos-scan">
      <div className="pos-scan-row">
        <span className="p-input-icon-left pos-scan-input">
          <InputText
            ref={input}
            autoFocus
            value={text}
            inputMode="search"
            aria-label={t('inventory.pos.scanLabel')}
            placeholder={t('inventory.pos.scanPlaceholder')}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && text.trim() !== '') {
                e.preventDefault();
                take(text);
              }
            }}
            data-testid="pos-scan"
          />
        </span>
        <Button
          type="button"
          icon="pi pi-camera"
          aria-label={t('inventory.pos.camera')}
          title={t('inventory.pos.camera')}
          onClick={() => setCamera(true)}
          outlined
        />
      </div>
      {matches.length > 0 && (
        <ul className="pos-matches" aria-label={t('inventory.pos.matches')}>
          {matches.map((item) => {
            const price = item.units.find((u) => u.harga != null)?.harga;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className="pos-match"
                  onClick={() => {
                    onPick(item);
                    setText('');
                    input.current?.focus();
                  }}
                >
                  <span className="pos-match-name">{item.nama_barang}</span>
                  <span className="pos-match-meta">
                    {price == null ? t('inventory.pos.noPrice') : formatCurrency(price)} ·{' '}
                    {t('inventory.pos.inStock', { qty: item.stok })}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {camera && (
        <Suspense fallback={null}>
          <CameraScanner
            onClose={() => setCamera(false)}
            onCode={(code) => {
              setCamera(false);
              take(code);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
