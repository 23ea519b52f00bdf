import {
  type AnyTRPCProcedure,
  type AnyTRPCRouter,
  callTRPCProcedure,
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  type TRPCError,
  transformTRPCResponse,
} from '@trpc/server';
import { getHTTPStatusCode } from '@trpc/server/http';

/** A /trpc request as it arrived: the path still URL-encoded, the query string without its `?`. */
export interface TrpcHttpRequest {
  method: string;
  path: string;
  query: string;
  header(name: string): string | undefined;
  body: string;
}

export interface TrpcHttpAnswer {
  status: number;
  body: string;
}

/** What tRPC's answers vary on, and what they are. */
export const TRPC_ANSWER_HEADERS = {
  vary: 'trpc-accept, accept',
  'content-type': 'application/json',
} as const;

interface HttpAdapterOptions<Context> {
  router: AnyTRPCRouter;
  createContext(): Context;
  onError(error: TRPCError, path: string): void;
}

type CallType = 'query' | 'mutation';

interface Call {
  path: string;
  procedure: AnyTRPCProcedure;
  input: unknown;
}

/**
 * The shop's own tRPC HTTP adapter. Queries and mutations sent as plain JSON (what httpBatchLink and
 * httpLink send), answered with the status and body tRPC's `resolveResponse` gives them, through tRPC's own
 * calling, error-shaping and status functions, without the fetch Request and Response, the web stream and the
 * two abort controllers `resolveResponse` makes per call: about a quarter of Add to Cart's time in this
 * server, on nothing these procedures use (none streams, none reads an abort signal). Returns null for
 * anything else (streaming, a subscription, another content type, a malformed path or input, a procedure
 * unknown or not taken by the method), which `resolveResponse` then answers itself.
 */
export async function answerJsonCalls<Context>(
  request: TrpcHttpRequest,
  { router, createContext, onError }: HttpAdapterOptions<Context>,
): Promise<TrpcHttpAnswer | null> {
  const read = readCalls(request, router);
  if (!read) return null;
  const { type, calls, isBatch } = read;
  const ctx = createContext();
  const config = router._def._config;
  const answers = await Promise.all(
    calls.map(async ({ path, procedure, input }, batchIndex) => {
      try {
        const data = await callTRPCProcedure({
          router,
          path,
          getRawInput: async () => input,
          ctx,
          type,
          signal: undefined,
          batchIndex,
        });
        return { result: { data } };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        onError(error, path);
        return { error: getTRPCErrorShape({ config, ctx, error, input, path, type: procedure._def.type }) };
      }
    }),
  );
  const answer = isBatch ? answers : answers[0]!;
  return { status: getHTTPStatusCode(answer), body: JSON.stringify(transformTRPCResponse(config, answer)) };
}

/** The calls of a well-formed JSON request for queries or mutations, or null. */
function readCalls(request: TrpcHttpRequest, router: AnyTRPCRouter) {
  const { method } = request;
  if (method !== 'GET' && method !== 'POST') return null;
  if (method === 'POST' && !request.header('content-type')?.startsWith('application/json')) return null;
  if (request.header('trpc-accept') !== undefined || acceptsJsonLines(request.header('accept'))) return null;
  const searchParams = new URLSearchParams(request.query);
  if (searchParams.has('connectionParams')) return null;
  const path = decodedOrNull(request.path);
  if (path === null) return null;
  const isBatch = searchParams.get('batch') === '1';
  const paths = isBatch ? path.split(',') : [path];
  const inputs = inputsOf(method === 'GET' ? searchParams.get('input') || undefined : request.body, isBatch);
  if (!inputs) return null;
  const type: CallType = method === 'GET' ? 'query' : 'mutation';
  const calls: Call[] = [];
  for (const [index, callPath] of paths.entries()) {
    const procedure = procedureAt(router, callPath);
    if (procedure?._def.type !== type) return null;
    calls.push({ path: callPath, procedure, input: inputs[index] });
  }
  return { type, calls, isBatch };
}

function acceptsJsonLines(accept: string | undefined): boolean {
  return accept?.split(',').some((type) => type.trim() === 'application/jsonl') ?? false;
}

function decodedOrNull(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** Each call's input by its place in the batch (a lone call's is the whole input), or null when unreadable. */
function inputsOf(text: string | undefined, isBatch: boolean): Record<number, unknown> | null {
  let inputs: unknown;
  try {
    inputs = text === undefined ? undefined : JSON.parse(text);
  } catch {
    return null;
  }
  if (inputs === undefined) return {};
  if (!isBatch) return { 0: inputs };
  return typeof inputs === 'object' && inputs !== null && !Array.isArray(inputs)
    ? (inputs as Record<number, unknown>)
    : null;
}

function procedureAt(router: AnyTRPCRouter, path: string): AnyTRPCProcedure | undefined {
  const procedures = router._def.procedures as Record<string, AnyTRPCProcedure>;
  return Object.hasOwn(procedures, path) ? procedures[path] : undefined;
}
