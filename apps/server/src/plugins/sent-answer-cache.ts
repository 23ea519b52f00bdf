import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/** Room for a few hundred listing pages in every encoding; the least recently asked for go first. */
const KEPT_BYTES = 16 * 1024 * 1024;
const LARGEST_KEPT_BYTES = 1024 * 1024;
/** What a kept answer is sent again with; the rest (ETag, caching, security) every answer gets anew. */
const KEPT_HEADERS = ['content-type', 'content-encoding', 'vary'] as const;

interface KeptAnswer {
  body: string | Buffer;
  headers: Record<string, string>;
}

/**
 * Catalogue answers as they were sent, bytes and encoding, keyed by their ETag (the request and the builds
 * and positions of the read models it read) and the Accept-Encoding they were sent for: the same answer
 * again is the same bytes, so it is sent without running, serialising or compressing it again. An answer
 * kept under a version nobody reads any more is never asked for again and ages out.
 */
export class SentAnswerCache {
  private readonly answers = new LRUCache<string, KeptAnswer>({
    maxSize: KEPT_BYTES,
    maxEntrySize: LARGEST_KEPT_BYTES,
    sizeCalculation: (answer, key) => answer.body.length + key.length,
  });
  /** Requests whose answer is to be kept once sent, and under which key. */
  private readonly pending = new WeakMap<FastifyRequest, string>();

  /** Sends the kept answer for this ETag, or notes that this request's answer is to be kept; true if sent. */
  sendKept(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
    const key = `${etag} ${request.headers['accept-encoding'] ?? ''}`;
    const kept = this.answers.get(key);
    if (!kept) {
      // An answer asked for uncompressed on purpose is not what anyone else gets.
      if (request.method === 'GET' && request.headers['x-no-compression'] === undefined)
        this.pending.set(request, key);
      return false;
    }
    reply.headers(kept.headers).send(kept.body);
    return true;
  }

  /** Keeps a successful answer, as it leaves (compressed, if it was), for the requests that follow. */
  keep(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const key = this.pending.get(request);
    if (key === undefined || reply.statusCode !== 200) return;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    this.answers.set(key, { body: payload, headers });
  }
}
