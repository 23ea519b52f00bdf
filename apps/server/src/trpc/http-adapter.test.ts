import type { TRPCError } from '@trpc/server';
import { resolveResponse } from '@trpc/server/http';
import { invalid, notFound } from '@verdant/domain/shared/domain-error';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RequestContext } from './context';
import { answerJsonCalls, TRPC_ANSWER_HEADERS, type TrpcHttpRequest } from './http-adapter';
import { customerProcedure, publicProcedure, router } from './init';

/** Procedures with the shop's own error formatting and domain-error mapping, answering and failing every way. */
const testRouter = router({
  plants: router({
    count: publicProcedure.query(() => ({ count: 3 })),
    named: publicProcedure
      .input(z.object({ slug: z.string().min(1, 'Choose a plant') }))
      .query(({ input }) => {
        if (input.slug === 'gone') throw notFound('This plant is no longer available');
        return { slug: input.slug, priceInPaise: 29_900 };
      }),
    broken: publicProcedure.query(() => {
      throw new Error('a bug');
    }),
  }),
  cart: router({
    add: publicProcedure
      .input(z.object({ quantity: z.number().int().min(1, 'Quantity must be at least 1') }))
      .mutation(({ input }) => {
        if (input.quantity > 10) throw invalid('Only 10 of this plant are left', { quantity: 'Up to 10' });
        return { position: String(input.quantity) };
      }),
    clear: customerProcedure.mutation(() => ({ position: null })),
  }),
});

/** A guest: no session, so signed-in procedures refuse. */
const guestContext = () => ({ signedIn: async () => null }) as unknown as RequestContext;

interface Sent {
  method: 'GET' | 'POST';
  url: string;
  body?: string;
  headers?: Record<string, string>;
}

const get = (url: string, headers?: Record<string, string>): Sent => ({ method: 'GET', url, headers });
const post = (url: string, body: string, headers: Record<string, string> = {}): Sent => ({
  method: 'POST',
  url,
  body,
  headers: { 'content-type': 'application/json', ...headers },
});
const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

function split(sent: Sent) {
  const [pathAndProcedures = '', query = ''] = sent.url.split('?');
  return { path: pathAndProcedures.slice('/trpc/'.length), query };
}

async function byJsonCalls(sent: Sent) {
  const failed: string[] = [];
  const { path, query } = split(sent);
  const headers = new Map(Object.entries(sent.headers ?? {}));
  const request: TrpcHttpRequest = {
    method: sent.method,
    path,
    query,
    header: (name) => headers.get(name),
    body: sent.body ?? '',
  };
  const answer = await answerJsonCalls(request, {
    router: testRouter,
    createContext: guestContext,
    onError: (error: TRPCError, procedure: string) => failed.push(`${procedure}: ${error.code}`),
  });
  return { answer, failed };
}

async function byResolveResponse(sent: Sent) {
  const failed: string[] = [];
  const response = await resolveResponse({
    router: testRouter,
    req: new Request(`http://localhost${sent.url}`, {
      method: sent.method,
      headers: sent.headers,
      body: sent.body,
    }),
    path: split(sent).path,
    error: null,
    createContext: async () => guestContext(),
    onError: ({ error, path }) => failed.push(`${path}: ${error.code}`),
  });
  return {
    status: response.status,
    body: await response.text(),
    headers: Object.fromEntries(response.headers),
    failed,
  };
}

describe('answerJsonCalls answers as tRPC does', () => {
  it.each([
    ['a query without input', get('/trpc/plants.count')],
    ['a query with input', get(`/trpc/plants.named?input=${input({ slug: 'parlour-palm' })}`)],
    ['a query with an empty input', get('/trpc/plants.count?input=')],
    [
      'a batch of queries',
      get(`/trpc/plants.count,plants.named?batch=1&input=${input({ 1: { slug: 'snake-plant' } })}`),
    ],
    ['a batch of queries without input', get('/trpc/plants.count,plants.count?batch=1')],
    ['a query refused by its input rules', get(`/trpc/plants.named?input=${input({ slug: '' })}`)],
    ['a query refused by the domain', get(`/trpc/plants.named?input=${input({ slug: 'gone' })}`)],
    ['a query that fails unexpectedly', get('/trpc/plants.broken')],
    [
      'a batch answered in part (207)',
      get(`/trpc/plants.count,plants.named?batch=1&input=${input({ 1: { slug: 'gone' } })}`),
    ],
    [
      'a batch refused whole, one status',
      get(
        `/trpc/plants.named,plants.named?batch=1&input=${input({ 0: { slug: 'gone' }, 1: { slug: 'gone' } })}`,
      ),
    ],
    ['a mutation', post('/trpc/cart.add', JSON.stringify({ quantity: 2 }))],
    ['a batch of one mutation', post('/trpc/cart.add?batch=1', JSON.stringify({ 0: { quantity: 2 } }))],
    [
      'a batch of mutations',
      post('/trpc/cart.add,cart.add?batch=1', JSON.stringify({ 0: { quantity: 1 }, 1: { quantity: 11 } })),
    ],
    ['a mutation refused by its input rules', post('/trpc/cart.add', JSON.stringify({ quantity: 0 }))],
    ['a mutation refused by the domain', post('/trpc/cart.add', JSON.stringify({ quantity: 11 }))],
    ['a mutation without input where one is needed', post('/trpc/cart.add?batch=1', '{}')],
    ['a signed-in mutation from a guest', post('/trpc/cart.clear?batch=1', '{}')],
    [
      'JSON with a charset',
      post('/trpc/cart.add', '{"quantity":3}', { 'content-type': 'application/json; charset=utf-8' }),
    ],
  ])('%s', async (_name, sent) => {
    const expected = await byResolveResponse(sent);
    const { answer, failed } = await byJsonCalls(sent);

    expect(answer).toEqual({ status: expected.status, body: expected.body });
    expect(expected.headers).toEqual(TRPC_ANSWER_HEADERS);
    expect(failed).toEqual(expected.failed);
  });
});

describe('answerJsonCalls leaves to tRPC', () => {
  it.each([
    ['an unknown procedure', get('/trpc/plants.nothing'), 404],
    ['an unknown procedure in a batch', get('/trpc/plants.count,plants.nothing?batch=1'), 207],
    ['a mutation asked for with GET', get(`/trpc/cart.add?input=${input({ quantity: 1 })}`), 405],
    ['a query asked for with POST', post('/trpc/plants.count', '{}'), 405],
    ['a query and a mutation in one batch', post('/trpc/plants.count,cart.add?batch=1', '{}'), 400],
    ['a body that is not JSON', post('/trpc/cart.add', '{"quantity": 1'), 400],
    ['an empty body', post('/trpc/cart.add', ''), 400],
    ['query input that is not JSON', get('/trpc/plants.named?input=%7Bslug'), 400],
    ['batch input that is not an object', post('/trpc/cart.add?batch=1', '[{"quantity":1}]'), 400],
    ['a path that does not decode', get('/trpc/plants.count%E0%A4%A'), 500],
    ['a body of another type', post('/trpc/cart.add', 'quantity=1', { 'content-type': 'text/plain' }), 415],
    [
      'a request for streamed answers',
      get('/trpc/plants.count?batch=1', { 'trpc-accept': 'application/jsonl' }),
      200,
    ],
    ['streamed answers by Accept', get('/trpc/plants.count?batch=1', { accept: 'application/jsonl' }), 200],
    ['connection parameters', get('/trpc/plants.count?connectionParams=1'), 400],
  ])('$0 (tRPC answers $2)', async (_name, sent, trpcStatus) => {
    const { answer, failed } = await byJsonCalls(sent);

    expect(answer).toBeNull();
    expect(failed).toEqual([]);
    expect((await byResolveResponse(sent)).status).toBe(trpcStatus);
  });
});
