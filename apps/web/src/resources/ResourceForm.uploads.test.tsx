import { type RoleRule, tes2 } from '@kantor/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetDialogs, toast } from '../ui/index.ts';
import { ResourceFormPage } from './ResourceFormPage.tsx';
import {
  type ApiCall,
  allPagesOf,
  renderScreen,
  reply,
  SCREEN_TEST_TIMEOUT,
  TEST_ROLE_ID,
} from './test-utils.tsx';

afterEach(() => {
  cleanup();
  act(() => {
    resetDialogs();
    toast.clear();
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const fieldOf = (label: string) =>
  screen.getByText(label, { selector: 'label' }).closest('.resource-field') as HTMLElement;
const choose = (input: HTMLElement, ...files: File[]) => fireEvent.change(input, { target: { files } });
const photo = (name: string) => new File(['jpeg-bytes'], name, { type: 'image/jpeg' });
const uploaded = (call: ApiCall) => {
  const file = call.formData?.get('file') as File;
  return {
    path: `uploads/2026/08/${file.name}`,
    url: `/uploads/2026/08/${file.name}`,
    mime: file.type,
    size: file.size,
  };
};

const saveHandler = {
  'POST /api/tes2/add': (call: ApiCall) => ({
    message: 'Record added successfully',
    record: { id: 5, ...(call.body as object) },
  }),
};

describe('Image and file uploads', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('uploads chosen images, shows thumbnails, removes one, and saves the remaining paths', async () => {
    const { api } = await renderScreen(
      <ResourceFormPage resource={tes2} id={null} />,
      { path: '/tes2/add', pages: allPagesOf('tes2') },
      { 'POST /api/media/upload': uploaded, ...saveHandler },
    );
    const gambar = fieldOf('Gambar');
    choose(screen.getByLabelText('Gambar'), photo('satu.jpg'), photo('dua.jpg'));
    expect(await within(gambar).findByRole('img', { name: 'dua.jpg' })).toBeTruthy();
    expect(within(gambar).getByRole('img', { name: 'satu.jpg' }).getAttribute('src')).toContain('satu.jpg');
    const uploads = api.find('POST', '/api/media/upload');
    expect(uploads).toHaveLength(2);
    expect((uploads[0]!.formData!.get('file') as File).name).toBe('satu.jpg');
    expect(within(gambar).getByText('Berkas: 2/3')).toBeTruthy();

    fireEvent.click(within(gambar).getByRole('button', { name: 'Hapus satu.jpg' }));
    expect(within(gambar).queryByRole('img', { name: 'satu.jpg' })).toBeNull();
    fireEvent.change(within(fieldOf('Judul')).getByRole('textbox'), { target: { value: 'Foto kegiatan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.find('POST', '/api/tes2/add')).toHaveLength(1));
    expect(api.find('POST', '/api/tes2/add')[0]!.body).toMatchObject({
      judul: 'Foto kegiatan',
      gambar: 'uploads/2026/08/dua.jpg',
      berkas: null,
    });
  });

  it('shows progress while sending and the server’s limit message under the field on a 413', async () => {
    let release: (value: unknown) => void = () => undefined;
    const held = new Promise((resolve) => {
      release = resolve;
    });
    await renderScreen(
      <ResourceFormPage resource={tes2} id={null} />,
      { path: '/tes2/add', pages: allPagesOf('tes2') },
      {
        'POST /api/media/upload': async () => {
          await held;
          const message = 'Batas unggahan terlampaui: maksimal 1 MB';
          return reply(413, { message, errors: { file: [message] } });
        },
      },
    );
    const berkas = fieldOf('Berkas');
    choose(
      screen.getByLabelText('Berkas'),
      new File(['%PDF-1.4'], 'laporan.pdf', { type: 'application/pdf' }),
    );
    expect((await within(berkas).findByRole('status')).textContent).toBe('Mengunggah 1 dari 1…');
    expect(berkas.querySelector('.p-progressbar')).toBeTruthy();
    await act(async () => {
      release(null);
      await held;
    });
    expect((await within(berkas).findByRole('alert')).textContent).toBe(
      'Batas unggahan terlampaui: maksimal 1 MB',
    );
    expect(within(berkas).queryByRole('status')).toBeNull();
    expect(within(berkas).queryByRole('link')).toBeNull();
  });

  it('stamps date, time and location on a camera field’s photo and uploads the JPEG', async () => {
    const rules: RoleRule[] = [
      {
        id: 1,
        role_id: TEST_ROLE_ID,
        nama_route: '/tes2',
        kategori: 'Upload to Camera Timestamp',
        setup: 'gambar',
      },
    ];
    // Browser APIs only: image decoding, the 2D canvas, JPEG encoding and the position.
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 4000, height: 3000, close: vi.fn() })),
    );
    const drawn: string[] = [];
    const ctx = {
      drawImage: vi.fn(),
      fillRect: vi.fn(),
      fillText: vi.fn((text: string) => drawn.push(text)),
      measureText: vi.fn((text: string) => ({ width: text.length * 20 })),
      font: '',
      fillStyle: '',
      textBaseline: '',
      textAlign: '',
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as never);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) => {
      callback(new Blob(['stamped'], { type: 'image/jpeg' }));
    });
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: -6.2, longitude: 106.816666, accuracy: 12.4 } } as GeolocationPosition),
      },
    });
    try {
      const { api } = await renderScreen(
        <ResourceFormPage resource={tes2} id={null} />,
        { path: '/tes2/add', pages: allPagesOf('tes2'), rules },
        { 'POST /api/media/upload': uploaded },
      );
      const gambar = fieldOf('Gambar');
      expect(within(gambar).getByRole('button', { name: 'Ambil foto' })).toBeTruthy();
      const camera = gambar.querySelector('input[capture="environment"]') as HTMLInputElement;
      expect(camera.accept).toBe('image/*');
      choose(camera, photo('IMG_0001.jpg'));
      await waitFor(() => expect(api.find('POST', '/api/media/upload')).toHaveLength(1));
      const sent = api.find('POST', '/api/media/upload')[0]!.formData!.get('file') as File;
      expect(sent.type).toBe('image/jpeg');
      expect(sent.name).toMatch(/^foto-\d{8}-\d{6}\.jpg$/);
      expect(await sent.text()).toBe('stamped');
      // scaled to 1920 px on the long edge, then stamped
      expect(ctx.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1920, 1440);
      expect(drawn[0]).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4} \d{2}:\d{2}:\d{2} WIB$/);
      expect(drawn[1]).toBe('-6.200000, 106.816666 (±12 m)');
      expect(await within(gambar).findByRole('img', { name: sent.name })).toBeTruthy();
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });

  it('takes the photo from the live camera when the browser offers one, and stops the camera after', async () => {
    const rules: RoleRule[] = [
      {
        id: 1,
        role_id: TEST_ROLE_ID,
        nama_route: '/tes2',
        kategori: 'Upload to Camera Timestamp',
        setup: 'gambar',
      },
    ];
    const stop = vi.fn();
    const getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop }] }));
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    Object.defineProperty(HTMLMediaElement.prototype, 'srcObject', {
      configurable: true,
      writable: true,
      value: null,
    });
    vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(1280);
    vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(720);
    const drawn: string[] = [];
    const ctx = {
      drawImage: vi.fn(),
      fillRect: vi.fn(),
      fillText: vi.fn((text: string) => drawn.push(text)),
      measureText: vi.fn((text: string) => ({ width: text.length * 10 })),
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as never);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) => {
      callback(new Blob(['stamped'], { type: 'image/jpeg' }));
    });
    try {
      const { api } = await renderScreen(
        <ResourceFormPage resource={tes2} id={null} />,
        { path: '/tes2/add', pages: allPagesOf('tes2'), rules },
        { 'POST /api/media/upload': uploaded },
      );
      fireEvent.click(within(fieldOf('Gambar')).getByRole('button', { name: 'Ambil foto' }));
      const dialog = await screen.findByRole('dialog', { name: 'Kamera' });
      expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
      const shutter = within(dialog).getByRole('button', { name: 'Jepret' });
      await waitFor(() => expect(shutter).toHaveProperty('disabled', false));
      fireEvent.click(shutter);
      await waitFor(() => expect(api.find('POST', '/api/media/upload')).toHaveLength(1));
      expect(drawn[0]).toMatch(/ WIB$/);
      expect(drawn).toHaveLength(1); // no geolocation in this browser: no coordinates
      await waitFor(() => expect(stop).toHaveBeenCalled());
    } finally {
      Reflect.deleteProperty(navigator, 'mediaDevices');
      Reflect.deleteProperty(HTMLMediaElement.prototype, 'srcObject');
    }
  });
});
