/**
 * A photo of the technician's screens (progress, worksheet): uploaded when the server answers, else kept
 * on the device for the queued write that names it (field-queue.ts).
 */
import { uploadFile } from '../../../resources/uploads/upload.ts';
import { keepPhoto, notReached } from './field-queue.ts';

export async function uploadOrKeep(photo: Blob, name: string): Promise<{ path: string }> {
  if (!navigator.onLine) return { path: await keepPhoto(photo, name) };
  try {
    return await uploadFile(photo, name);
  } catch (error) {
    if (notReached(error)) return { path: await keepPhoto(photo, name) };
    throw error;
  }
}
