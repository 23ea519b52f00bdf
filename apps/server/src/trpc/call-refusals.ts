import {
  type AnyTRPCProcedure,
  type AnyTRPCRouter,
  getTRPCErrorShape,
  TRPCError,
  transformTRPCResponse,
} from '@trpc/server';
import type { LimitedAction } from '@verdant/platform';
import type { ProcedureMeta } from './init';

/** tRPC runs every call of a batch at once: a cap keeps one request from starting a hundred. */
export const MAX_BATCH_CALLS = 10;
export const BATCH_TOO_LARGE = `At most ${MAX_BATCH_CALLS} calls may be sent in one request.`;
export const SEND_ALONE = 'This call must be sent on its own, not in a batch with others.';
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

/** The procedures a /trpc request names, as tRPC's links send them. */
export interface CalledPaths {
  paths: string[];
  isBatch: boolean;
}

/** Why a request is refused before any of its calls runs. */
export interface CallRefusal {
  code: 'BAD_REQUEST' | 'TOO_MANY_REQUESTS';
  status: 400 | 429;
  message: string;
}

/** The procedures named by a request's path, or null for a path tRPC itself must answer (malformed). */
export function calledPaths(encodedPath: string, query: string): CalledPaths | null {
  try {
    const isBatch = new URLSearchParams(query).get('batch') === '1';
    const path = decodeURIComponent(encodedPath);
    return { paths: isBatch ? path.split(',') : [path], isBatch };
  } catch {
    return null;
  }
}

const metaOf = (router: AnyTRPCRouter, path: string): ProcedureMeta | undefined => {
  const procedures = router._def.procedures as Record<string, AnyTRPCProcedure>;
  return Object.hasOwn(procedures, path) ? (procedures[path]?._def.meta as ProcedureMeta) : undefined;
};

/**
 * A batch is refused when it holds too many calls, or a call that must be sent alone (a sign-in, a message)
 * among others, so limits on attempts count each attempt as a request of its own.
 */
export function batchRefusal(router: AnyTRPCRouter, { paths }: CalledPaths): CallRefusal | null {
  if (paths.length > MAX_BATCH_CALLS) return { code: 'BAD_REQUEST', status: 400, message: BATCH_TOO_LARGE };
  if (paths.length > 1 && paths.some((path) => metaOf(router, path)?.sentAlone === true)) {
    return { code: 'BAD_REQUEST', status: 400, message: SEND_ALONE };
  }
  return null;
}

/** The limits the request's calls count against, one per call that has one. */
export const limitedActionsOf = (router: AnyTRPCRouter, { paths }: CalledPaths): LimitedAction[] =>
  paths.flatMap((path) => metaOf(router, path)?.rateLimit ?? []);

/** Every call of the request answered with the refusal, as tRPC's clients expect an answer per call. */
export function refusalAnswer(router: AnyTRPCRouter, { paths, isBatch }: CalledPaths, refusal: CallRefusal) {
  const config = router._def._config;
  const error = new TRPCError({ code: refusal.code, message: refusal.message });
  const answers = paths.map((path) => ({
    error: getTRPCErrorShape({ config, ctx: undefined, error, input: undefined, path, type: 'unknown' }),
  }));
  return {
    status: refusal.status,
    body: JSON.stringify(transformTRPCResponse(config, isBatch ? answers : answers[0]!)),
  };
}
