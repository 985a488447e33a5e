import { Button } from 'primereact/button';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadErrorText, uploadFile } from '../../resources/uploads/upload.ts';
import { AppImage, toast } from '../../ui/index.ts';

type Props = { value: string | null; onChange: (path: string | null) => void };

/**
 * The kiosk's optional photo: the phone's or tablet's camera (`capture`), uploaded at once through the
 * media upload; the path rides on the next tap and is then cleared.
 */
export function KioskPhoto({ value, onChange }: Props) {
  const { t } = useTranslation();
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setBusy(true);
    try {
      onChange((await uploadFile(chosen, chosen.name || 'absen.jpg')).path);
    } catch (error) {
      toast.error(uploadErrorText(error) ?? t('attendance.kiosk.photoFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="kiosk-photo">
      <input
        ref={file}
        type="file"
        accept="image/*"
        capture="user"
        hidden
        onChange={pick}
        data-testid="kiosk-photo-input"
      />
      {value ? (
        <>
          <AppImage value={value} size={48} preview={false} rounded alt={t('attendance.kiosk.photo')} />
          <span className="kiosk-photo-note">{t('attendance.kiosk.photoReady')}</span>
          <Button
            type="button"
            icon="pi pi-times"
            text
            rounded
            severity="secondary"
            aria-label={t('attendance.kiosk.photoRemove')}
            title={t('attendance.kiosk.photoRemove')}
            onClick={() => onChange(null)}
          />
        </>
      ) : (
        <Button
          type="button"
          icon="pi pi-camera"
          label={busy ? t('attendance.kiosk.photoUploading') : t('attendance.kiosk.photoOptional')}
          outlined
          loading={busy}
          onClick={() => file.current?.click()}
          data-testid="kiosk-photo"
        />
      )}
    </div>
  );
}
