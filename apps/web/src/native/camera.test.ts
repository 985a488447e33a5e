import type { ImageOptions, Photo } from '@capacitor/camera';
import type { DeleteFileOptions, ReadFileOptions } from '@capacitor/filesystem';
import { describe, expect, it } from 'vitest';
import {
  base64ToBytes,
  isCancelled,
  NATIVE_PHOTO_OPTIONS,
  type NativePhotoPlugins,
  photoMime,
  photoToFile,
  takeNativePhoto,
} from './camera.ts';

const PATH = 'file:///data/user/0/id.kantor.app/cache/JPEG_20260817_140509.jpg';

/** Stand-ins for the device-only plugins: they record what they were asked and answer like the device. */
function devicePlugins(options: {
  photo?: Partial<Photo>;
  cameraError?: Error;
  data?: string | Blob;
  readError?: Error;
}) {
  const asked: { getPhoto: ImageOptions[]; readFile: ReadFileOptions[]; deleteFile: DeleteFileOptions[] } = {
    getPhoto: [],
    readFile: [],
    deleteFile: [],
  };
  const plugins: NativePhotoPlugins = {
    camera: {
      getPhoto: async (opts) => {
        asked.getPhoto.push(opts);
        if (options.cameraError) throw options.cameraError;
        return { format: 'jpeg', saved: false, path: PATH, ...options.photo };
      },
    },
    filesystem: {
      readFile: async (opts) => {
        asked.readFile.push(opts);
        if (options.readError) throw options.readError;
        return { data: options.data ?? btoa('jpeg-bytes') };
      },
      deleteFile: async (opts) => {
        asked.deleteFile.push(opts);
      },
    },
  };
  return { plugins, asked };
}

describe('takeNativePhoto', () => {
  it("asks the camera app for a file, reads it into a JPEG File and removes the camera's copy", async () => {
    const { plugins, asked } = devicePlugins({});
    const file = await takeNativePhoto(plugins);
    expect(asked.getPhoto).toEqual([NATIVE_PHOTO_OPTIONS]);
    expect(NATIVE_PHOTO_OPTIONS).toMatchObject({
      source: 'CAMERA',
      resultType: 'uri',
      width: 1920,
      height: 1920,
      saveToGallery: false,
    });
    expect(asked.readFile).toEqual([{ path: PATH }]);
    expect(file).toBeInstanceOf(File);
    expect(file?.type).toBe('image/jpeg');
    expect(file?.name).toBe('kamera.jpg');
    expect(await file?.text()).toBe('jpeg-bytes');
    expect(asked.deleteFile).toEqual([{ path: PATH }]);
  });

  it('answers null when the user closes the camera app without a photo', async () => {
    const { plugins, asked } = devicePlugins({ cameraError: new Error('User cancelled photos app') });
    expect(await takeNativePhoto(plugins)).toBeNull();
    expect(asked.readFile).toEqual([]);
    expect(asked.deleteFile).toEqual([]);
  });

  it('passes on a refusal (camera permission denied) for the field to show', async () => {
    const { plugins } = devicePlugins({ cameraError: new Error('User denied access to camera') });
    await expect(takeNativePhoto(plugins)).rejects.toThrow('User denied access to camera');
  });

  it("still removes the camera's copy when the file cannot be read", async () => {
    const { plugins, asked } = devicePlugins({ readError: new Error('File does not exist') });
    await expect(takeNativePhoto(plugins)).rejects.toThrow('File does not exist');
    expect(asked.deleteFile).toEqual([{ path: PATH }]);
  });
});

describe('photoToFile', () => {
  it('takes a Blob answer as it is (Filesystem answers Blobs on the web)', async () => {
    const { plugins } = devicePlugins({ data: new Blob(['png-bytes'], { type: 'image/png' }) });
    const file = await photoToFile({ format: 'png', saved: false, path: PATH }, plugins.filesystem);
    expect(file.type).toBe('image/png');
    expect(file.name).toBe('kamera.png');
    expect(await file.text()).toBe('png-bytes');
  });

  it('fetches the web path when the camera gave no file path', async () => {
    const { plugins, asked } = devicePlugins({});
    const fetched: string[] = [];
    // the web view's fetch; a Response-like answer whose Blob is of this window (jsdom's own)
    const fetchImpl = (async (url: string) => {
      fetched.push(url);
      return { blob: async () => new Blob(['from-web-path']) } as Response;
    }) as typeof fetch;
    const webPath = 'https://localhost/_capacitor_file_/cache/JPEG_1.jpg';
    const file = await photoToFile({ format: 'jpeg', saved: false, webPath }, plugins.filesystem, fetchImpl);
    expect(fetched).toEqual([webPath]);
    expect(asked.readFile).toEqual([]);
    expect(await file.text()).toBe('from-web-path');
  });

  it('refuses an answer with neither a path nor a web path', async () => {
    const { plugins } = devicePlugins({});
    await expect(photoToFile({ format: 'jpeg', saved: false }, plugins.filesystem)).rejects.toThrow(
      'The camera returned no photo',
    );
  });
});

describe('helpers', () => {
  it('decodes base64 and data URLs to bytes', () => {
    expect([...base64ToBytes(btoa('\x00\xffK'))]).toEqual([0, 255, 75]);
    expect([...base64ToBytes(`data:image/jpeg;base64,${btoa('ab')}`)]).toEqual([97, 98]);
  });

  it('names the MIME type of the camera format', () => {
    expect(photoMime('jpeg')).toBe('image/jpeg');
    expect(photoMime('JPG')).toBe('image/jpeg');
    expect(photoMime(undefined)).toBe('image/jpeg');
    expect(photoMime('png')).toBe('image/png');
  });

  it('tells a cancelled camera from a failure', () => {
    expect(isCancelled(new Error('User cancelled photos app'))).toBe(true);
    expect(isCancelled(new Error('User denied access to camera'))).toBe(false);
    expect(isCancelled(undefined)).toBe(false);
  });
});
