/** Raster formats browsers show. SVG is left out on purpose: it can carry scripts. */
const ACCEPTED = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
  ['image/avif', 'avif'],
]);

export interface ImageKind {
  mimeType: string;
  extension: string;
}

/**
 * What the bytes really are, whatever the file's name or declared type says; null when not an image we take.
 * The detector loads on the first upload, not in every process that could check one.
 */
export async function imageKindOf(bytes: Buffer): Promise<ImageKind | null> {
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected ? ACCEPTED.get(detected.mime) : undefined;
  return detected && extension ? { mimeType: detected.mime, extension } : null;
}

export const mimeTypeOfExtension = (extension: string) =>
  [...ACCEPTED].find(([, accepted]) => accepted === extension)?.[0] ?? 'application/octet-stream';
