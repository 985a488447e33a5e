/**
 * Upload to Camera Timestamp (docs/rules.md): a photo is drawn on a canvas and stamped with the date
 * and time in Asia/Jakarta (Indonesian long date via core's formatters) and, when the user allows
 * geolocation, the coordinates; the result is a JPEG ready to upload.
 */
import { formatDateLong, formatYmdHms } from '@kantor/core';

export type StampCoordinates = { latitude: number; longitude: number; accuracy?: number | null };
export type StampInfo = { now: Date; coords?: StampCoordinates | null };

/** Longest edge of a stamped photo: big enough to read, small enough for the upload limit. */
export const STAMP_MAX_EDGE = 1920;
export const STAMP_QUALITY = 0.85;

/**
 * The stamp's lines.
 *
 * @example stampLines({ now: new Date('2026-08-17T07:05:09Z') }) // ['17 Agustus 2026 14:05:09 WIB']
 */
export function stampLines(info: StampInfo): string[] {
  const time = formatYmdHms(info.now).slice(11);
  const lines = [`${formatDateLong(info.now, 'id-ID')} ${time} WIB`];
  const coords = info.coords;
  if (coords && Number.isFinite(coords.latitude) && Number.isFinite(coords.longitude)) {
    const accuracy =
      typeof coords.accuracy === 'number' && Number.isFinite(coords.accuracy)
        ? ` (±${Math.round(coords.accuracy)} m)`
        : '';
    lines.push(`${coords.latitude.toFixed(6)}, ${coords.longitude.toFixed(6)}${accuracy}`);
  }
  return lines;
}

/** What the stamp draws with (a 2D canvas context, or a fake one in tests). */
export type StampContext = Pick<
  CanvasRenderingContext2D,
  'fillRect' | 'fillText' | 'measureText' | 'font' | 'fillStyle' | 'textBaseline' | 'textAlign'
>;

/**
 * Draws the lines in the bottom-left corner on a dark band: white text sized to the photo (about 3 %
 * of its shorter edge, at least 14 px).
 */
export function drawStamp(ctx: StampContext, width: number, height: number, lines: readonly string[]): void {
  if (lines.length === 0) return;
  const size = Math.max(14, Math.round(Math.min(width, height) * 0.03));
  const padding = Math.round(size * 0.6);
  const lineHeight = Math.round(size * 1.3);
  ctx.font = `bold ${size}px sans-serif`;
  ctx.textBaseline = 'top';
  ctx.textAlign = 'left';
  const textWidth = Math.max(...lines.map((line) => ctx.measureText(line).width));
  const bandWidth = Math.min(width, textWidth + padding * 2);
  const bandHeight = lines.length * lineHeight + padding * 2 - (lineHeight - size);
  ctx.fillStyle = 'rgba(0, 0, 0, 0.55)';
  ctx.fillRect(0, height - bandHeight, bandWidth, bandHeight);
  ctx.fillStyle = '#ffffff';
  lines.forEach((line, i) => {
    ctx.fillText(line, padding, height - bandHeight + padding + i * lineHeight);
  });
}

/** The size a photo is drawn at: its own, scaled down to fit {@link STAMP_MAX_EDGE}. */
export function stampSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, STAMP_MAX_EDGE / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

type Drawable = CanvasImageSource & { width: number; height: number };

async function loadImage(photo: Blob): Promise<{ image: Drawable; close: () => void }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(photo);
    return { image: bitmap, close: () => bitmap.close?.() };
  }
  const url = URL.createObjectURL(photo);
  const image = new Image();
  await new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('The photo could not be read'));
    image.src = url;
  });
  return {
    image: Object.assign(image, { width: image.naturalWidth, height: image.naturalHeight }),
    close: () => URL.revokeObjectURL(url),
  };
}

/**
 * A stamped JPEG of `photo` (a file, a camera capture, or a canvas frame). Rejects when the browser
 * cannot read the photo or draw on a canvas.
 */
export async function stampPhoto(photo: Blob | Drawable, info: StampInfo): Promise<Blob> {
  const loaded = photo instanceof Blob ? await loadImage(photo) : { image: photo, close: () => undefined };
  try {
    const { width, height } = stampSize(loaded.image.width, loaded.image.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('Canvas is not available');
    ctx.drawImage(loaded.image, 0, 0, width, height);
    drawStamp(ctx, width, height, stampLines(info));
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))),
        'image/jpeg',
        STAMP_QUALITY,
      );
    });
  } finally {
    loaded.close();
  }
}

/**
 * The device's position when the user allows it (the browser asks), else null: no geolocation,
 * refused, or no answer within `timeoutMs`.
 */
export function currentPosition(timeoutMs = 8000): Promise<StampCoordinates | null> {
  const geo = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geo) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs + 500);
    geo.getCurrentPosition(
      (position) => {
        clearTimeout(timer);
        const { latitude, longitude, accuracy } = position.coords;
        resolve({ latitude, longitude, accuracy });
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}

/** A file name for a stamped photo: `foto-20260817-140509.jpg` (Asia/Jakarta time). */
export function stampFileName(now: Date): string {
  const stamp = formatYmdHms(now).replace(/-/g, '').replace(' ', '-').replace(/:/g, '');
  return `foto-${stamp}.jpg`;
}
