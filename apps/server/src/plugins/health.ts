import type { FastifyInstance } from 'fastify';
import type { Shop } from '../shop';

const PROBE_TIMEOUT_MS = 2_000;

interface AdapterHealth {
  engine: string;
  ok: boolean;
  error?: string;
}

/**
 * GET /healthz: each adapter answers, and every projection's and reaction's position and error, with each
 * projection's lag. 503 when degraded.
 */
export async function healthPlugin(app: FastifyInstance, shop: Shop): Promise<void> {
  app.get('/healthz', async (_request, reply) => {
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
    return { status: healthy ? 'ok' : 'degraded', eventStore, readStore, jobQueue, projections, reactions };
  });
}

async function probe(engine: string, check: () => Promise<unknown>): Promise<AdapterHealth> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)),
          PROBE_TIMEOUT_MS,
        );
      }),
    ]);
    return { engine, ok: true };
  } catch (error) {
    return { engine, ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
