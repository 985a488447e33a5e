/**
 * The app inside the Capacitor shell, without a device: the shell's native bridge (window.androidBridge
 * and window.Capacitor with its plugin headers, which the Android web view injects before the page) is
 * stood in for; @capacitor/core and the plugins' JavaScript, the app's code, the stamping and the upload
 * all run for real, and every call that would cross to Java/Swift is recorded and answered here.
 */
import { type RoleRule, tes2 } from '@kantor/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResourceFormPage } from '../resources/ResourceFormPage.tsx';
import {
  type ApiCall,
  allPagesOf,
  renderScreen,
  SCREEN_TEST_TIMEOUT,
  TEST_ROLE_ID,
} from '../resources/test-utils.tsx';
import { resetDialogs, toast } from '../ui/index.ts';
import { isNativeShell } from './platform.ts';
import { startNativeShell } from './start.ts';

type NativeCall = { plugin: string; method: string; options: unknown };
const native: NativeCall[] = [];
let answer: (call: NativeCall) => Promise<unknown> = async () => undefined;

const header = (name: string, methods: string[]) => ({
  name,
  methods: methods.map((method) => ({ name: method, rtype: 'promise' })),
});
// Installed before anything loads @capacitor/core (the app loads it lazily, on first use in the shell).
Object.assign(window, {
  androidBridge: {},
  Capacitor: {
    isNativePlatform: () => true,
    PluginHeaders: [
      header('Camera', ['getPhoto']),
      header('Filesystem', ['readFile', 'deleteFile']),
      header('StatusBar', ['setOverlaysWebView', 'setStyle', 'setBackgroundColor']),
    ],
    nativePromise: (plugin: string, method: string, options: unknown) => {
      const call = { plugin, method, options };
      native.push(call);
      return answer(call);
    },
  },
});

beforeEach(() => {
  native.length = 0;
  answer = async () => undefined;
});

afterEach(() => {
  cleanup();
  act(() => {
    resetDialogs();
    toast.clear();
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

const PHOTO_PATH = 'file:///data/user/0/id.kantor.app/cache/JPEG_20260817_140509_1.jpg';
const cameraRules: RoleRule[] = [
  {
    id: 1,
    role_id: TEST_ROLE_ID,
    nama_route: '/tes2',
    kategori: 'Upload to Camera Timestamp',
    setup: 'gambar',
  },
];
const uploaded = (call: ApiCall) => {
  const file = call.formData?.get('file') as File;
  return { path: `uploads/2026/08/${file.name}`, url: `/uploads/2026/08/${file.name}`, mime: file.type };
};
const gambarField = () =>
  screen.getByText('Gambar', { selector: 'label' }).closest('.resource-field') as HTMLElement;

/** The browser side of stamping in jsdom: decoding (records what it decodes), canvas and JPEG encoding. */
function stubCanvas() {
  const decoded: Blob[] = [];
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async (blob: Blob) => {
      decoded.push(blob);
      return { width: 1920, height: 1440, close: vi.fn() };
    }),
  );
  const ctx = {
    drawImage: vi.fn(),
    fillRect: vi.fn(),
    fillText: vi.fn(),
    measureText: vi.fn((text: string) => ({ width: text.length * 10 })),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) => {
    callback(new Blob(['stamped'], { type: 'image/jpeg' }));
  });
  return decoded;
}

/** The web view offers a live camera too: inside the shell it must not be used. */
function stubLiveCamera() {
  const getUserMedia = vi.fn(async () => ({ getTracks: () => [] }));
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  return getUserMedia;
}

describe('The app inside the Capacitor shell', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('keeps the status bar off the web view, white with dark icons, at start-up', async () => {
    expect(isNativeShell()).toBe(true);
    await startNativeShell();
    expect(native).toEqual([
      { plugin: 'StatusBar', method: 'setOverlaysWebView', options: { overlay: false } },
      { plugin: 'StatusBar', method: 'setStyle', options: { style: 'LIGHT' } },
      { plugin: 'StatusBar', method: 'setBackgroundColor', options: { color: '#ffffff' } },
    ]);
  });

  it('does nothing at start-up in a browser', async () => {
    await startNativeShell({});
    expect(native).toEqual([]);
  });

  it("takes a camera field's photo with the camera plugin, stamps and uploads it, and clears the cache", async () => {
    const decoded = stubCanvas();
    const getUserMedia = stubLiveCamera();
    answer = async ({ plugin, method }) => {
      if (plugin === 'Camera')
        return { path: PHOTO_PATH, webPath: 'https://localhost/x.jpg', format: 'jpeg' };
      if (plugin === 'Filesystem' && method === 'readFile') return { data: btoa('camera-jpeg') };
      return undefined;
    };
    const { api } = await renderScreen(
      <ResourceFormPage resource={tes2} id={null} />,
      { path: '/tes2/add', pages: allPagesOf('tes2'), rules: cameraRules },
      { 'POST /api/media/upload': uploaded },
    );
    fireEvent.click(within(gambarField()).getByRole('button', { name: 'Ambil foto' }));
    await waitFor(() => expect(api.find('POST', '/api/media/upload')).toHaveLength(1));

    expect(native.map((c) => `${c.plugin}.${c.method}`)).toEqual([
      'Camera.getPhoto',
      'Filesystem.readFile',
      'Filesystem.deleteFile',
    ]);
    expect(native[0]!.options).toMatchObject({ source: 'CAMERA', resultType: 'uri', saveToGallery: false });
    expect(native[1]!.options).toEqual({ path: PHOTO_PATH });
    expect(native[2]!.options).toEqual({ path: PHOTO_PATH });
    // the camera's own file is what the stamp decodes
    expect(decoded).toHaveLength(1);
    expect(decoded[0]!.type).toBe('image/jpeg');
    expect(await decoded[0]!.text()).toBe('camera-jpeg');
    const sent = api.find('POST', '/api/media/upload')[0]!.formData!.get('file') as File;
    expect(sent.name).toMatch(/^foto-\d{8}-\d{6}\.jpg$/);
    expect(await sent.text()).toBe('stamped');
    expect(await within(gambarField()).findByRole('img', { name: sent.name })).toBeTruthy();
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('uploads nothing and says nothing when the user closes the camera app', async () => {
    stubCanvas();
    answer = async ({ plugin }) => {
      if (plugin === 'Camera') throw new Error('User cancelled photos app');
      return undefined;
    };
    const { api } = await renderScreen(
      <ResourceFormPage resource={tes2} id={null} />,
      { path: '/tes2/add', pages: allPagesOf('tes2'), rules: cameraRules },
      { 'POST /api/media/upload': uploaded },
    );
    fireEvent.click(within(gambarField()).getByRole('button', { name: 'Ambil foto' }));
    await waitFor(() => expect(native.map((c) => c.method)).toEqual(['getPhoto']));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(api.find('POST', '/api/media/upload')).toHaveLength(0);
    expect(within(gambarField()).queryByRole('alert')).toBeNull();
    expect(within(gambarField()).getByRole('button', { name: 'Ambil foto' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('explains a refused camera under the field', async () => {
    answer = async ({ plugin }) => {
      if (plugin === 'Camera') throw new Error('User denied access to camera');
      return undefined;
    };
    const { api } = await renderScreen(
      <ResourceFormPage resource={tes2} id={null} />,
      { path: '/tes2/add', pages: allPagesOf('tes2'), rules: cameraRules },
      { 'POST /api/media/upload': uploaded },
    );
    fireEvent.click(within(gambarField()).getByRole('button', { name: 'Ambil foto' }));
    expect((await within(gambarField()).findByRole('alert')).textContent).toBe(
      'Kamera tidak dapat dibuka. Izinkan akses kamera atau pilih foto dari perangkat.',
    );
    expect(api.find('POST', '/api/media/upload')).toHaveLength(0);
  });
});
