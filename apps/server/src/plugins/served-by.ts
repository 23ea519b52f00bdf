import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';

export const SERVED_BY_HEADER = 'x-served-by';

/** Which server process answered: an id drawn at start, and, for /healthz's detail alone, where it runs. */
export interface ServerInstance {
  id: string;
  host: string;
  pid: number;
}

export const newServerInstance = (): ServerInstance => ({
  id: randomBytes(4).toString('hex'),
  host: hostname(),
  pid: process.pid,
});

/**
 * Every answer names the server that gave it, by an id that means nothing outside this process (not its
 * host name, address or version), so whoever checks a fleet behind a proxy can tell its servers apart.
 */
export async function servedByPlugin(app: FastifyInstance, instance: ServerInstance): Promise<void> {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header(SERVED_BY_HEADER, instance.id);
    done();
  });
}
