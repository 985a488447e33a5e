import { Button } from 'primereact/button';
import { type PointerEvent, type RefObject, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What a form asks of the pad: whether something is drawn, the drawing as a PNG, and a fresh start. */
export type SignaturePadHandle = { hasInk(): boolean; toPng(): Promise<Blob | null>; clear(): void };

type Props = {
  padRef: RefObject<SignaturePadHandle | null>;
  /** Told when the pad goes from empty to drawn and back. */
  onInk?: (drawn: boolean) => void;
  height?: number;
};

/**
 * A signature drawn on the screen with a finger, a pen or a mouse (pointer events; the page does not
 * scroll while drawing: `touch-action: none`). It fills its container's width (a 360 px phone too).
 */
export function SignaturePad({ padRef, onInk, height = 180 }: Props) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [drawn, setDrawn] = useState(false);

  // the drawing surface in device pixels, so the stroke is sharp
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = Math.max(1, Math.round((element.clientWidth || 320) * ratio));
    element.height = Math.round(height * ratio);
    const ctx = element.getContext('2d');
    if (!ctx) return;
    ctx.scale(ratio, ratio);
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, element.width, element.height);
  }, [height]);

  function mark(value: boolean) {
    setDrawn(value);
    onInk?.(value);
  }

  function point(event: PointerEvent<HTMLCanvasElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  }

  function down(event: PointerEvent<HTMLCanvasElement>) {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    last.current = point(event);
  }

  function move(event: PointerEvent<HTMLCanvasElement>) {
    if (!last.current) return;
    const next = point(event);
    const ctx = event.currentTarget.getContext('2d');
    if (ctx) {
      ctx.strokeStyle = '#111';
      ctx.lineWidth = 2.5;
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(last.current.x, last.current.y);
      ctx.lineTo(next.x, next.y);
      ctx.stroke();
    }
    last.current = next;
    if (!drawn) mark(true);
  }

  function up() {
    last.current = null;
  }

  function clear() {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (element && ctx) {
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, element.width, element.height);
      ctx.restore();
    }
    mark(false);
  }

  useImperativeHandle(padRef, () => ({
    hasInk: () => drawn,
    toPng: () =>
      new Promise<Blob | null>((resolve) => {
        if (!canvas.current || !drawn) resolve(null);
        else canvas.current.toBlob((blob) => resolve(blob), 'image/png');
      }),
    clear,
  }));

  return (
    <div className="signature-pad">
      <canvas
        ref={canvas}
        style={{ height, touchAction: 'none' }}
        aria-label={t('worksheets.signHint')}
        data-testid="signature-pad"
        data-drawn={drawn ? 'true' : 'false'}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerLeave={up}
        onPointerCancel={up}
      />
      <div className="signature-pad-foot">
        <small>{t('worksheets.signHint')}</small>
        <Button
          type="button"
          label={t('worksheets.clear')}
          icon="pi pi-eraser"
          text
          size="small"
          disabled={!drawn}
          onClick={clear}
        />
      </div>
    </div>
  );
}
