import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this an answer fits a packet or two either way: compressing it costs more than it saves. */
const COMPRESS_ABOVE_BYTES = 1_024;
/**
 * Answers up to this size are compressed in one call rather than through a zlib stream per answer (a
 * listing page takes about a tenth of a millisecond), and come out whole: the catalogue keeps them as sent.
 */
const COMPRESS_IN_ONE_CALL_UP_TO_BYTES = 64 * 1024;

/**
 * Compresses answers the browser accepts compressed (brotli first, else gzip): API answers and pages as they
 * are sent. The web apps' files are compressed once, at build time (vite-plugin-compression2), and served
 * as those copies (`preCompressed` in web-apps.ts), so this leaves them alone.
 */
export async function compressionPlugin(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_ABOVE_BYTES,
    syncThreshold: COMPRESS_IN_ONE_CALL_UP_TO_BYTES,
    encodings: ['br', 'gzip'],
  });
}
