import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import type { Shop } from '../shop';
import { contextFactory } from '../trpc/context';
import { type AppRouter, appRouter } from '../trpc/router';

/** The API at /trpc. */
export async function trpcPlugin(app: FastifyInstance, shop: Shop): Promise<void> {
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: contextFactory(shop),
      onError({ error, path, req }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') {
          req.log.error({ err: error.cause ?? error, procedure: path }, 'procedure failed');
        }
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
}
