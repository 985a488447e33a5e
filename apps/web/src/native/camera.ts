/**
 * The shell's camera, in its own chunk loaded only inside the Capacitor shell: the device's camera app
 * takes the photo, Filesystem reads the file it saved into a File for the same stamping and upload as
 * in the browser (resources/uploads/UploadInput.tsx), then removes the camera's copy from the cache.
 */
import {
  Camera,
  type CameraPlugin,
  CameraResultType,
  CameraSource,
  type ImageOptions,
  type Photo,
} from '@capacitor/camera';
import { Filesystem, type FilesystemPlugin } from '@capacitor/filesystem';
import { STAMP_MAX_EDGE } from '../resources/uploads/camera-stamp.ts';

/** The plugins a photo needs: the device's own, or stand-ins in tests (there is no device there). */
export type NativePhotoPlugins = {
  camera: Pick<CameraPlugin, 'getPhoto'>;
  filesystem: Pick<FilesystemPlugin, 'readFile' | 'deleteFile'>;
};

export const NATIVE_PHOTO_OPTIONS: ImageOptions = {
  source: CameraSource.Camera,
  // a file, not base64 in the answer: a photo crosses the bridge once, when Filesystem reads it
  resultType: CameraResultType.Uri,
  // the stamp scales to this edge anyway; asking the camera for it keeps 12 MP photos off the bridge
  width: STAMP_MAX_EDGE,
  height: STAMP_MAX_EDGE,
  quality: 90,
  correctOrientation: true,
  saveToGallery: false,
};

/** The camera app closed without a photo: both platforms reject with "User cancelled photos app". */
export function isCancelled(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /cancel/i.test(message);
}

/** The bytes of Filesystem's base64 answer (a bare base64 string on native; a data URL is accepted). */
export function base64ToBytes(data: string): Uint8Array<ArrayBuffer> {
  const binary = atob(data.replace(/^data:[^,]*,/, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The MIME type of the camera's `format` (`jpeg`, `png`, `gif`; the camera itself writes JPEG). */
export function photoMime(format: string | undefined): string {
  const name = (format ?? '').toLowerCase();
  return name === '' || name === 'jpg' ? 'image/jpeg' : `image/${name}`;
}

/** The camera's file as a File; through `webPath` when the camera gave no file path. */
export async function photoToFile(
  photo: Photo,
  filesystem: Pick<FilesystemPlugin, 'readFile'>,
  fetchImpl: typeof fetch = fetch,
): Promise<File> {
  const type = photoMime(photo.format);
  let blob: Blob;
  if (photo.path) {
    const { data } = await filesystem.readFile({ path: photo.path });
    blob = typeof data === 'string' ? new Blob([base64ToBytes(data)], { type }) : data;
  } else if (photo.webPath) {
    blob = await (await fetchImpl(photo.webPath)).blob();
  } else {
    throw new Error('The camera returned no photo');
  }
  return new File([blob], `kamera.${type === 'image/jpeg' ? 'jpg' : type.slice(6)}`, { type });
}

const devicePlugins = (): NativePhotoPlugins => ({ camera: Camera, filesystem: Filesystem });

/** A photo from the device's camera app, or null when the user closes it without one. */
export async function takeNativePhoto(plugins: NativePhotoPlugins = devicePlugins()): Promise<File | null> {
  let photo: Photo;
  try {
    photo = await plugins.camera.getPhoto(NATIVE_PHOTO_OPTIONS);
  } catch (error) {
    if (isCancelled(error)) return null;
    throw error;
  }
  try {
    return await photoToFile(photo, plugins.filesystem);
  } finally {
    // the camera leaves its copy in the app's cache; the stamped JPEG on the server is the one kept
    const path = photo.path;
    if (path) await plugins.filesystem.deleteFile({ path }).catch(() => undefined);
  }
}
