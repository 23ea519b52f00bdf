const NOT_AN_IMAGE = 'Please upload an image file';
const UPLOAD_FAILED = 'Failed to upload image';

/**
 * A quick check before sending anything: the browser's idea of the file's type. The server judges the bytes
 * themselves, so a renamed file is still refused there.
 */
export const isImageFile = (file: File) => file.type.startsWith('image/');

export type UploadResult = { ok: true; url: string } | { ok: false; message: string };

/** POST /uploads/images with the admin's session cookie; answers the stored image's url or why it was refused. */
export async function uploadImage(file: File): Promise<UploadResult> {
  if (!isImageFile(file)) return { ok: false, message: NOT_AN_IMAGE };
  const body = new FormData();
  body.append('file', file);
  try {
    const response = await fetch('/uploads/images', { method: 'POST', body });
    const answer: unknown = await response.json().catch(() => null);
    const field = (name: string) =>
      typeof answer === 'object' && answer !== null && name in answer
        ? (answer as Record<string, unknown>)[name]
        : undefined;
    const url = field('url');
    if (response.ok && typeof url === 'string') return { ok: true, url };
    const message = field('message');
    return { ok: false, message: typeof message === 'string' ? message : UPLOAD_FAILED };
  } catch {
    return { ok: false, message: UPLOAD_FAILED };
  }
}
