import fastifyMultipart from '@fastify/multipart';
import { type ImageKind, imageKindOf, mimeTypeOfExtension } from '@verdant/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { claimPhotoUrl } from '../aftercare/claim-queries';
import { type SessionReader, signedInAccount } from '../identity/signed-in';
import type { Shop } from '../shop';
import { TOO_MANY_REQUESTS } from '../trpc/call-refusals';
import { ADMINS_ONLY, SIGN_IN_REQUIRED } from '../trpc/init';
import type { RateLimitCheck } from './rate-limits';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const NOT_AN_IMAGE = 'Please upload an image file';
export const IMAGE_TOO_LARGE = 'Images must be at most 5 MB';
export const NO_SUCH_PHOTO = 'No such photo';

/**
 * Image uploads for the back office (POST /uploads/images, admins only) and the stored images themselves
 * (GET /uploads/{name}); customers' photos of their claims (POST /uploads/claim-photos, kept apart and served
 * at GET /claim-photos/{name} to their owner and the back office only). An upload is judged by its bytes, not its name or declared type, and stored under a
 * generated name; stored names never change, so browsers may cache them for good.
 */
export async function uploadsPlugin(
  app: FastifyInstance,
  shop: SessionReader & Pick<Shop, 'stores' | 'aftercare'>,
  rateLimited: RateLimitCheck,
): Promise<void> {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0 } });

  app.post('/uploads/images', async (request, reply) => {
    const signedIn = await signedInAccount(shop, request, reply, 'back-office');
    if (!signedIn) return reply.code(401).send({ message: SIGN_IN_REQUIRED });
    if (!signedIn.account.isAdmin) return reply.code(403).send({ message: ADMINS_ONLY });
    const retryAfter = await rateLimited('upload', request);
    if (retryAfter !== null) {
      return reply.code(429).header('retry-after', String(retryAfter)).send({ message: TOO_MANY_REQUESTS });
    }

    const image = await uploadedImage(request);
    if ('refusal' in image) return reply.code(image.refusal.code).send({ message: image.refusal.message });
    const { bytes, kind } = image;
    const name = await shop.stores.files.save(bytes, kind.extension);
    request.log.info({ name, bytes: bytes.length, type: kind.mimeType }, 'image uploaded');
    return reply.code(201).send({ url: `/uploads/${name}` });
  });

  app.post('/uploads/claim-photos', async (request, reply) => {
    const signedIn = await signedInAccount(shop, request, reply, 'storefront');
    if (!signedIn) return reply.code(401).send({ message: SIGN_IN_REQUIRED });
    const retryAfter = await rateLimited('upload', request);
    if (retryAfter !== null) {
      return reply.code(429).header('retry-after', String(retryAfter)).send({ message: TOO_MANY_REQUESTS });
    }
    const image = await uploadedImage(request);
    if ('refusal' in image) return reply.code(image.refusal.code).send({ message: image.refusal.message });
    const name = await shop.aftercare.photos.save(
      signedIn.account.accountId,
      image.bytes,
      image.kind.extension,
    );
    request.log.info({ bytes: image.bytes.length, type: image.kind.mimeType }, 'claim photo uploaded');
    return reply.code(201).send({ name, url: claimPhotoUrl(name) });
  });

  // A claim photo is personal: its owner (signed in to the shop) and the back office see it, nobody else.
  app.get<{ Params: { name: string } }>('/claim-photos/:name', async (request, reply) => {
    const { name } = request.params;
    const admin = await signedInAccount(shop, request, reply, 'back-office');
    const customer = admin ? null : await signedInAccount(shop, request, reply, 'storefront');
    const allowed =
      admin?.account.isAdmin ||
      (customer && shop.aftercare.photos.belongsTo(name, customer.account.accountId));
    const bytes = allowed ? await shop.aftercare.photos.read(name) : null;
    if (!bytes) return reply.code(404).send({ message: NO_SUCH_PHOTO });
    return reply
      .header('content-type', mimeTypeOfExtension(name.split('.').pop() ?? ''))
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });

  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const bytes = await shop.stores.files.read(request.params.name);
    if (!bytes) return reply.code(404).send({ message: 'No such image' });
    const extension = request.params.name.split('.').pop() ?? '';
    return reply
      .header('content-type', mimeTypeOfExtension(extension))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
}

type UploadedImage = { bytes: Buffer; kind: ImageKind } | { refusal: { code: 400 | 413; message: string } };

/** The one file of a multipart upload, if it is an image of at most 5 MB, judged by its bytes. */
async function uploadedImage(request: FastifyRequest): Promise<UploadedImage> {
  const file = await request.file().catch(() => undefined);
  if (!file) return { refusal: { code: 400, message: NOT_AN_IMAGE } };
  const bytes = await file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') return null;
    throw error;
  });
  // Busboy may end a too-large file as truncated instead of failing: either way nothing is stored.
  if (bytes === null || file.file.truncated) return { refusal: { code: 413, message: IMAGE_TOO_LARGE } };
  const kind = await imageKindOf(bytes);
  if (!kind) return { refusal: { code: 400, message: NOT_AN_IMAGE } };
  return { bytes, kind };
}
