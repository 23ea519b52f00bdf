const NOT_AN_IMAGE = 'Please upload an image file';
const UPLOAD_FAILED = 'Failed to upload image';

/**
 * A quick check before sending anything: the browser's idea of the file's type. The server judges the bytes
 * themselves, so a renamed file is still refused there.
 */
export const isImageFile = (file: File) => file.type.startsWith('image/');

export type UploadResult = { ok: true; url: string; name: string | null } | { ok: false; message: string };

/**
 * Posts one image with the session's cookie (to the back office's /uploads/images unless told another
 * place); answers where the stored image is served (and its stored name, when the place gives it) or why it
 * was refused.
 */
export async function uploadImage(file: File, path = '/uploads/images'): Promise<UploadResult> {
  if (!isImageFile(file)) return { ok: false, message: NOT_AN_IMAGE };
  const body = new FormData();
  body.append('file', file);
  try {
    const response = await fetch(path, { method: 'POST', body });
    const answer: unknown = await response.json().catch(() => null);
    const field = (name: string) =>
      typeof answer === 'object' && answer !== null && name in answer
        ? (answer as Record<string, unknown>)[name]
        : undefined;
    const url = field('url');
    const name = field('name');
    if (response.ok && typeof url === 'string')
      return { ok: true, url, name: typeof name === 'string' ? name : null };
    const message = field('message');
    return { ok: false, message: typeof message === 'string' ? message : UPLOAD_FAILED };
  } catch {
    return { ok: false, message: UPLOAD_FAILED };
  }
}
