import { ONE_PIXEL_PNG } from '@verdant/platform/testing';
import type { TestBrowser } from './test-shop';

const cookieOf = (browser: Pick<TestBrowser, 'cookies'>) =>
  [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** Uploads a claim photo as the browser would, with its session: the answer's status and body. */
export async function uploadClaimPhoto(
  baseUrl: string,
  browser: Pick<TestBrowser, 'cookies'>,
  bytes: Buffer = ONE_PIXEL_PNG,
) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'plant.png');
  const response = await fetch(`${baseUrl}/uploads/claim-photos`, {
    method: 'POST',
    body: form,
    headers: { cookie: cookieOf(browser) },
  });
  return { status: response.status, body: (await response.json()) as { name?: string; message?: string } };
}

/** The stored name of a photo the customer uploaded for a claim. */
export async function claimPhotoOf(baseUrl: string, browser: Pick<TestBrowser, 'cookies'>) {
  const { body } = await uploadClaimPhoto(baseUrl, browser);
  if (!body.name) throw new Error(`the photo was refused: ${body.message}`);
  return body.name;
}
