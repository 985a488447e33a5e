import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  drawStamp,
  type StampContext,
  stampFileName,
  stampLines,
  stampPhoto,
  stampSize,
} from './camera-stamp.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A 2D context that records what is drawn (jsdom has no canvas). */
function fakeContext() {
  const calls: { fillText: [string, number, number][]; fillRect: number[][] } = {
    fillText: [],
    fillRect: [],
  };
  const ctx = {
    font: '',
    fillStyle: '' as string,
    textBaseline: 'alphabetic',
    textAlign: 'start',
    fillRect: vi.fn((...args: number[]) => {
      calls.fillRect.push(args);
    }),
    fillText: vi.fn((text: string, x: number, y: number) => {
      calls.fillText.push([text, x, y]);
    }),
    measureText: vi.fn((text: string) => ({ width: text.length * 10 }) as TextMetrics),
  };
  return { ctx: ctx as unknown as StampContext & typeof ctx, calls };
}

// 17 August 2026, 14:05:09 in Jakarta
const NOW = new Date('2026-08-17T07:05:09Z');

describe('stampLines', () => {
  it('writes the Indonesian long date and the time in Asia/Jakarta', () => {
    expect(stampLines({ now: NOW })).toEqual(['17 Agustus 2026 14:05:09 WIB']);
    // Just after midnight in Jakarta is still the previous day in UTC.
    expect(stampLines({ now: new Date('2026-12-31T17:30:00Z') })).toEqual(['1 Januari 2027 00:30:00 WIB']);
  });

  it('adds the coordinates (and accuracy) when the position is known', () => {
    expect(
      stampLines({ now: NOW, coords: { latitude: -6.2, longitude: 106.816666, accuracy: 7.6 } }),
    ).toEqual(['17 Agustus 2026 14:05:09 WIB', '-6.200000, 106.816666 (±8 m)']);
    expect(stampLines({ now: NOW, coords: { latitude: -7.25, longitude: 112.75 } })[1]).toBe(
      '-7.250000, 112.750000',
    );
    expect(stampLines({ now: NOW, coords: { latitude: Number.NaN, longitude: 1 } })).toHaveLength(1);
    expect(stampLines({ now: NOW, coords: null })).toHaveLength(1);
  });
});

describe('drawStamp', () => {
  it('draws each line in white on a dark band in the bottom-left corner', () => {
    const { ctx, calls } = fakeContext();
    const lines = ['17 Agustus 2026 14:05:09 WIB', '-6.200000, 106.816666'];
    drawStamp(ctx, 1000, 800, lines);
    expect(calls.fillText.map(([text]) => text)).toEqual(lines);
    expect(ctx.fillStyle).toBe('#ffffff');
    expect(ctx.font).toBe('bold 24px sans-serif'); // 3 % of the shorter edge
    const [x, y, w, h] = calls.fillRect[0]!;
    expect(x).toBe(0);
    expect(y! + h!).toBe(800); // touches the bottom
    expect(w).toBe(lines[0]!.length * 10 + 2 * 14); // the longest line plus padding
    const [, firstX, firstY] = calls.fillText[0]!;
    const [, , secondY] = calls.fillText[1]!;
    expect(firstX).toBe(14);
    expect(firstY).toBeGreaterThanOrEqual(y!);
    expect(secondY! - firstY!).toBe(31); // line height 1.3 × 24
  });

  it('keeps the text readable on small photos and draws nothing without lines', () => {
    const { ctx, calls } = fakeContext();
    drawStamp(ctx, 200, 150, ['x']);
    expect(ctx.font).toBe('bold 14px sans-serif');
    const empty = fakeContext();
    drawStamp(empty.ctx, 200, 150, []);
    expect(empty.calls.fillRect).toHaveLength(0);
    expect(calls.fillText).toHaveLength(1);
  });
});

describe('stampPhoto', () => {
  it('decodes the photo, scales it to 1920 px, stamps it and encodes a JPEG', async () => {
    const close = vi.fn();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 3000, height: 4000, close })),
    );
    const { ctx, calls } = fakeContext();
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ ...ctx, drawImage } as never);
    const encode = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
      this: HTMLCanvasElement,
      callback,
    ) {
      callback(new Blob([`${this.width}x${this.height}`], { type: 'image/jpeg' }));
    });
    const blob = await stampPhoto(new Blob(['raw'], { type: 'image/png' }), {
      now: NOW,
      coords: { latitude: -6.2, longitude: 106.8 },
    });
    expect(await blob.text()).toBe('1440x1920');
    expect(drawImage).toHaveBeenCalledWith(expect.objectContaining({ width: 3000 }), 0, 0, 1440, 1920);
    expect(calls.fillText.map(([text]) => text)).toEqual([
      '17 Agustus 2026 14:05:09 WIB',
      '-6.200000, 106.800000',
    ]);
    expect(encode.mock.calls[0]!.slice(1)).toEqual(['image/jpeg', 0.85]);
    expect(close).toHaveBeenCalled();
  });

  it('rejects when the browser has no 2D canvas', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 10, height: 10, close: vi.fn() })),
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    await expect(stampPhoto(new Blob(['raw']), { now: NOW })).rejects.toThrow('Canvas is not available');
  });
});

describe('stampSize and stampFileName', () => {
  it('only scales down', () => {
    expect(stampSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(stampSize(3840, 2160)).toEqual({ width: 1920, height: 1080 });
  });
  it('names the file by the Jakarta time', () => {
    expect(stampFileName(NOW)).toBe('foto-20260817-140509.jpg');
  });
});
