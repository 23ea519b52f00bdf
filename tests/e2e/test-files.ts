/** A valid 1x1 PNG: small enough to upload in every test, real enough for the server's byte check. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Files for Playwright's setInputFiles, as the admin would pick them from disk. */
export const pngFile = (name = 'plant.png') => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
});

export const textFile = (name = 'notes.txt') => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from('Not a picture of a plant.'),
});
