import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type SessionReader, signedInAccount } from '../identity/signed-in';
import { isLoopback } from '../loopback';
import type { Shop } from '../shop';
import type { ServerInstance } from './served-by';

const PROBE_TIMEOUT_MS = 2_000;

interface AdapterHealth {
  engine: string;
  ok: boolean;
  error?: string;
}

/**
 * Whether the caller may read the detail: the machine itself (a health check, an operator's curl), seen both
 * on the socket and as the client a trusted proxy names, or an admin signed in to the back office. Anyone
 * else learns the status alone, not the engines, positions and errors.
 */
async function mayReadDetail(
  shop: SessionReader,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  if (isLoopback(request.socket.remoteAddress) && isLoopback(request.ip)) return true;
  const admin = await signedInAccount(shop, request, reply, 'back-office');
  return admin?.account.isAdmin === true;
}

/**
 * GET /healthz: each adapter answers, and every projection's and reaction's position and error, with each
 * projection's lag. 503 when degraded. Where workers do the work, the detail names who holds each lease and
 * which job workers reported lately (null where this server does it itself); those leave the status alone,
 * which speaks for this server.
 */
export async function healthPlugin(
  app: FastifyInstance,
  shop: SessionReader & Pick<Shop, 'stores' | 'projections' | 'reactions' | 'workers'>,
  instance: ServerInstance,
): Promise<void> {
  app.get('/healthz', async (request, reply) => {
    const { stores } = shop;
    const [eventStore, readStore, jobQueue] = await Promise.all([
      probe(stores.engines.eventStore, () => stores.eventStore.headPosition()),
      probe(stores.engines.readStore, () => stores.readStore.checkpoints.load('healthz')),
      probe(stores.engines.jobQueue, () => stores.jobQueue.getJob('healthz', 'probe')),
    ]);
    const projections = eventStore.ok ? await shop.projections.status() : [];
    const reactions = shop.reactions?.status() ?? [];
    const healthy =
      eventStore.ok &&
      readStore.ok &&
      jobQueue.ok &&
      [...projections, ...reactions].every((running) => running.state !== 'failed');
    reply.code(healthy ? 200 : 503);
    const status = healthy ? 'ok' : 'degraded';
    if (!(await mayReadDetail(shop, request, reply))) return { status };
    const [leases, jobWorkers] = await Promise.all([
      answerWithin(() => shop.workers.leaseHolders()).catch((error: unknown) => ({
        error: messageOf(error),
      })),
      shop.workers.jobWorkers(),
    ]);
    return { status, instance, eventStore, readStore, jobQueue, projections, reactions, leases, jobWorkers };
  });
}

async function probe(engine: string, check: () => Promise<unknown>): Promise<AdapterHealth> {
  try {
    await answerWithin(check);
    return { engine, ok: true };
  } catch (error) {
    return { engine, ok: false, error: messageOf(error) };
  }
}

async function answerWithin<T>(ask: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      ask(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)),
          PROBE_TIMEOUT_MS,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
