import type { FieldDef } from '@kantor/core';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isNativeShell, photoRoute } from '../../native/platform.ts';
import { AppImage } from '../../ui/index.ts';
import { CameraDialog, canUseLiveCamera } from './CameraDialog.tsx';
import { currentPosition, stampFileName, stampPhoto } from './camera-stamp.ts';
import { fileNameOf, splitPaths, uploadErrorText, uploadFile } from './upload.ts';

export type UploadInputProps = {
  field: FieldDef;
  /** The stored value: comma-separated paths. */
  value: string;
  onChange: (value: string) => void;
  inputId: string;
  invalid?: boolean;
  describedBy?: string;
  /** Upload to Camera Timestamp: offer the camera, and stamp date, time and place on every photo. */
  camera?: boolean;
  disabled?: boolean;
  /**
   * Sends one file and answers the path the value takes (`uploadFile` when absent); the technician's
   * progress screen keeps a photo on the device instead when there is no network.
   */
  upload?: (file: Blob, name: string) => Promise<{ path: string }>;
};

type Pending = { blob: Blob; name: string };

const hrefOf = (path: string) => (/^https?:\/\//i.test(path) ? path : `/${path.replace(/^\/+/, '')}`);

/**
 * The upload input of image and file fields: choose files → `POST /api/media/upload` → the returned
 * path is appended to the comma-separated value. Thumbnails (AppImage) or file links with a remove
 * button, a progress bar while sending, and the server's message (the size limit of a 413, the refused
 * type of a 422) under the input. Camera fields take a photo (the camera plugin inside the Capacitor
 * shell, else the live camera when the browser allows, else the device's camera app) and stamp it
 * before upload.
 */
export function UploadInput({
  field,
  value,
  onChange,
  inputId,
  invalid,
  describedBy,
  camera = false,
  disabled = false,
  upload = uploadFile,
}: UploadInputProps) {
  const { t } = useTranslation();
  const paths = splitPaths(value);
  const max = field.maxFiles ?? Number.POSITIVE_INFINITY;
  const image = field.kind === 'image';
  const [busy, setBusy] = useState<{ done: number; total: number; stamping: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const files = useRef<HTMLInputElement>(null);
  const capture = useRef<HTMLInputElement>(null);
  // Uploads finish after later renders: always write onto the latest value with the latest handler.
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };

  const send = async (items: Pending[]) => {
    setError(null);
    const room = Math.max(0, max - splitPaths(latest.current.value).length);
    const list = items.slice(0, room);
    if (items.length > list.length) setError(t('list.upload.tooMany', { max }));
    for (const [index, item] of list.entries()) {
      setBusy({ done: index, total: list.length, stamping: false });
      try {
        const answer = await upload(item.blob, item.name);
        const next = [...splitPaths(latest.current.value), answer.path].join(',');
        latest.current.value = next;
        latest.current.onChange(next);
      } catch (failure) {
        setError(uploadErrorText(failure) ?? t('list.upload.failed'));
        break;
      }
    }
    setBusy(null);
  };

  /** A camera field's photo: stamped (date, time, and place when allowed) into a JPEG, then sent. */
  const stampAndSend = async (photo: Blob | HTMLCanvasElement) => {
    setError(null);
    setBusy({ done: 0, total: 1, stamping: true });
    try {
      const now = new Date();
      const coords = await currentPosition();
      const stamped = await stampPhoto(photo, { now, coords });
      await send([{ blob: stamped, name: stampFileName(now) }]);
    } catch {
      setError(t('list.upload.stampFailed'));
      setBusy(null);
    }
  };

  /** Inside the Capacitor shell: the device's camera app through the camera plugin (a lazy chunk). */
  const nativePhoto = async () => {
    setError(null);
    let photo: File | null;
    try {
      const { takeNativePhoto } = await import('../../native/camera.ts');
      photo = await takeNativePhoto();
    } catch {
      setError(t('list.upload.cameraFailed'));
      return;
    }
    if (photo) await stampAndSend(photo);
  };

  const takePhoto = () => {
    const route = photoRoute({ native: isNativeShell(), liveCamera: canUseLiveCamera() });
    if (route === 'native') void nativePhoto();
    else if (route === 'live') setCameraOpen(true);
    else capture.current?.click();
  };

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    if (picked.length === 0) return;
    if (camera && image) {
      void (async () => {
        for (const file of picked.slice(0, 1)) await stampAndSend(file);
      })();
      return;
    }
    void send(picked.map((file) => ({ blob: file, name: file.name })));
  };

  const remove = (path: string) => {
    const next = splitPaths(value).filter((p) => p !== path);
    onChange(next.join(','));
    setError(null);
  };

  const canAdd = !disabled && paths.length < max;
  const accept = field.accept?.join(',') || (image ? 'image/*' : undefined);

  return (
    <div className={invalid ? 'resource-upload resource-upload-invalid' : 'resource-upload'}>
      {paths.length > 0 && (
        <ul className="resource-upload-list">
          {paths.map((path) => {
            const name = fileNameOf(path);
            return (
              <li key={path}>
                {image ? (
                  <AppImage value={path} size={64} alt={name} />
                ) : (
                  <a href={hrefOf(path)} target="_blank" rel="noopener noreferrer">
                    <span className="pi pi-file" aria-hidden="true" /> {name}
                  </a>
                )}
                <Button
                  type="button"
                  icon="pi pi-times"
                  text
                  rounded
                  size="small"
                  severity="danger"
                  aria-label={t('list.upload.remove', { name })}
                  title={t('list.upload.remove', { name })}
                  disabled={disabled || busy !== null}
                  onClick={() => remove(path)}
                />
              </li>
            );
          })}
        </ul>
      )}
      <input
        ref={files}
        id={inputId}
        type="file"
        className="resource-visually-hidden"
        accept={camera && image ? 'image/*' : accept}
        multiple={!(camera && image) && max - paths.length > 1}
        disabled={!canAdd || busy !== null}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={chosen}
      />
      {camera && (
        <input
          ref={capture}
          type="file"
          className="resource-visually-hidden"
          accept="image/*"
          capture="environment"
          tabIndex={-1}
          aria-label={t('list.upload.takePhoto')}
          disabled={!canAdd || busy !== null}
          onChange={chosen}
        />
      )}
      {canAdd && (
        <div className="resource-upload-actions">
          <Button
            type="button"
            icon="pi pi-upload"
            label={t(image ? 'list.upload.chooseImage' : 'list.upload.chooseFile')}
            outlined
            size="small"
            disabled={busy !== null}
            onClick={() => files.current?.click()}
          />
          {camera && (
            <Button
              type="button"
              icon="pi pi-camera"
              label={t('list.upload.takePhoto')}
              size="small"
              disabled={busy !== null}
              onClick={takePhoto}
            />
          )}
          {Number.isFinite(max) && (
            <small className="resource-help">{t('list.upload.count', { n: paths.length, max })}</small>
          )}
        </div>
      )}
      {busy && (
        <div className="resource-upload-progress" role="status" aria-live="polite">
          <ProgressBar mode="indeterminate" style={{ height: '4px' }} />
          <small>
            {busy.stamping
              ? t('list.upload.stamping')
              : t('list.upload.uploading', { done: busy.done + 1, total: busy.total })}
          </small>
        </div>
      )}
      {error && (
        <small className="p-error" role="alert">
          {error}
        </small>
      )}
      {camera && cameraOpen && (
        <CameraDialog
          visible={cameraOpen}
          onHide={() => setCameraOpen(false)}
          onCapture={(frame) => {
            setCameraOpen(false);
            void stampAndSend(frame);
          }}
          onFallback={() => {
            setCameraOpen(false);
            capture.current?.click();
          }}
        />
      )}
    </div>
  );
}
