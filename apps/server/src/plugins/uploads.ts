import fastifyMultipart from '@fastify/multipart';
import { imageKindOf, mimeTypeOfExtension } from '@verdant/platform';
import type { FastifyInstance } from 'fastify';
import { type SessionReader, signedInAccount } from '../identity/signed-in';
import type { Shop } from '../shop';
import { TOO_MANY_REQUESTS } from '../trpc/call-refusals';
import { ADMINS_ONLY, SIGN_IN_REQUIRED } from '../trpc/init';
import type { RateLimitCheck } from './rate-limits';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const NOT_AN_IMAGE = 'Please upload an image file';
export const IMAGE_TOO_LARGE = 'Images must be at most 5 MB';

/**
 * Image uploads for the back office (POST /uploads/images, admins only) and the stored images themselves
 * (GET /uploads/{name}). An upload is judged by its bytes, not its name or declared type, and stored under a
 * generated name; stored names never change, so browsers may cache them for good.
 */
export async function uploadsPlugin(
  app: FastifyInstance,
  shop: SessionReader & Pick<Shop, 'stores'>,
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

    const file = await request.file().catch(() => undefined);
    if (!file) return reply.code(400).send({ message: NOT_AN_IMAGE });
    const bytes = await file.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') return null;
      throw error;
    });
    // Busboy may end a too-large file as truncated instead of failing: either way nothing is stored.
    if (bytes === null || file.file.truncated) return reply.code(413).send({ message: IMAGE_TOO_LARGE });
    const kind = await imageKindOf(bytes);
    if (!kind) return reply.code(400).send({ message: NOT_AN_IMAGE });
    const name = await shop.stores.files.save(bytes, kind.extension);
    request.log.info({ name, bytes: bytes.length, type: kind.mimeType }, 'image uploaded');
    return reply.code(201).send({ url: `/uploads/${name}` });
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
