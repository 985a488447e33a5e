/**
 * "Gunakan lokasi saya" under a coordinates pair (core `coordinateFields`): on a phone or a browser that
 * knows where it is, fills latitude and longitude from the Geolocation API (six decimals, as stored).
 * Without it (no permission, no fix, a desktop without location) the fields are typed in.
 */
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormValue } from '../form-values.ts';

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

export function LocateButton({ onChange }: { onChange: (name: string, value: FormValue) => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  if (typeof navigator === 'undefined' || !navigator.geolocation) return null;
  const locate = () => {
    setState('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        onChange('lat', round6(position.coords.latitude));
        onChange('lng', round6(position.coords.longitude));
        setState('idle');
      },
      () => setState('failed'),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };
  return (
    <div className="resource-locate">
      <Button
        type="button"
        icon="pi pi-map-marker"
        label={t('list.form.useMyLocation')}
        text
        size="small"
        loading={state === 'busy'}
        onClick={locate}
        data-testid="use-my-location"
      />
      {state === 'failed' && (
        <small className="p-error" role="status">
          {t('list.form.locationFailed')}
        </small>
      )}
    </div>
  );
}
