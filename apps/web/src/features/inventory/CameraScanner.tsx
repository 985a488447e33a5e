import { BrowserMultiFormatReader, type IScannerControls } from '@zxing/browser';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Reads one barcode (EAN, UPC, Code 128, QR …) through the device camera with ZXing (@zxing/browser,
 * Apache-2.0), in its own lazy chunk so the counter loads without it. The back camera is preferred.
 */
export function CameraScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const done = useRef(onCode);
  done.current = onCode;

  useEffect(() => {
    let controls: IScannerControls | null = null;
    let stopped = false;
    const reader = new BrowserMultiFormatReader();
    reader
      .decodeFromConstraints(
        { video: { facingMode: 'environment' } },
        video.current ?? undefined,
        (result, _e, c) => {
          if (result && !stopped) {
            stopped = true;
            c.stop();
            done.current(result.getText());
          }
        },
      )
      .then((c) => {
        controls = c;
        if (stopped) c.stop();
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, []);

  return (
    <Dialog header={t('inventory.pos.camera')} visible onHide={onClose} style={{ width: 'min(32rem, 95vw)' }}>
      {failed ? (
        <Message severity="warn" text={t('inventory.pos.cameraFailed')} />
      ) : (
        <video ref={video} className="pos-camera" muted playsInline />
      )}
    </Dialog>
  );
}
