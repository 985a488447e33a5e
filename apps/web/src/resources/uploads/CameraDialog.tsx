import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type CameraDialogProps = {
  visible: boolean;
  onHide: () => void;
  /** The captured frame, drawn on a canvas at the camera's resolution. */
  onCapture: (frame: HTMLCanvasElement) => void;
  /** The device's own camera app / file picker instead (no camera access, or the user prefers it). */
  onFallback: () => void;
};

/** Whether the browser can show a live camera (secure context with getUserMedia). */
export function canUseLiveCamera(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** A live view of the back camera (getUserMedia) with a shutter button; the stream stops on close. */
export function CameraDialog({ visible, onHide, onCapture, onFallback }: CameraDialogProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [streaming, setStreaming] = useState(false);

  useEffect(() => {
    if (!visible) return;
    let live = true;
    let stream: MediaStream | null = null;
    setFailed(false);
    setStreaming(false);
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then((media) => {
        if (!live) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        stream = media;
        if (video.current) {
          video.current.srcObject = media;
          void video.current.play().catch(() => undefined);
        }
        setStreaming(true);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
      if (stream) for (const track of stream.getTracks()) track.stop();
    };
  }, [visible]);

  const capture = () => {
    const source = video.current;
    if (!source?.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = source.videoWidth;
    canvas.height = source.videoHeight;
    canvas.getContext('2d')?.drawImage(source, 0, 0, canvas.width, canvas.height);
    onCapture(canvas);
  };

  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={t('list.upload.camera')}
      style={{ width: '40rem' }}
      breakpoints={{ '640px': '95vw' }}
      modal
    >
      {failed ? (
        <Message severity="warn" text={t('list.upload.cameraFailed')} />
      ) : (
        <video
          ref={video}
          className="resource-camera-video"
          playsInline
          muted
          aria-label={t('list.upload.camera')}
        />
      )}
      <div className="resource-form-actions">
        <Button
          type="button"
          label={t('list.upload.fromDevice')}
          icon="pi pi-images"
          outlined
          onClick={onFallback}
        />
        <Button
          type="button"
          label={t('list.upload.shutter')}
          icon="pi pi-camera"
          onClick={capture}
          disabled={failed || !streaming}
        />
      </div>
    </Dialog>
  );
}
