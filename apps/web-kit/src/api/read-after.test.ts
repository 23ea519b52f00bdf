import { createTRPCClient } from '@trpc/client';
import { MAX_BATCH_CALLS } from '@verdant/server/trpc/call-refusals';
import { READ_AFTER_HEADER as SERVER_READ_AFTER_HEADER } from '@verdant/server/trpc/context';
import type { AppRouter } from '@verdant/server/trpc/router';
import { appRouter } from '@verdant/server/trpc/router';
import { describe, expect, it } from 'vitest';
import { apiLinks, CALLS_SENT_ALONE, MAX_CALLS_PER_BATCH } from './links';
import { createReadAfterTracker, READ_AFTER_HEADER } from './read-after';

describe('the read-after tracker', () => {
  it('sends nothing before any command has written', () => {
    expect(createReadAfterTracker().headers()).toEqual({});
  });

  it('keeps the highest position, compared as a number rather than as text', () => {
    const tracker = createReadAfterTracker();
    tracker.observe({ position: '9' });
    tracker.observe({ position: '10' });
    tracker.observe({ position: '2' });
    expect(tracker.headers()).toEqual({ [READ_AFTER_HEADER]: '10' });
  });

  it('keeps positions beyond the float range exactly', () => {
    const tracker = createReadAfterTracker();
    tracker.observe({ position: '9007199254740993' });
    expect(tracker.headers()).toEqual({ [READ_AFTER_HEADER]: '9007199254740993' });
  });

  it('ignores results that wrote nothing or carry no valid position', () => {
    const tracker = createReadAfterTracker();
    tracker.observe({ position: '5' });
    for (const result of [
      { position: null },
      { position: 7 },
      { position: '-8' },
      { position: '1e9' },
      'x',
      null,
    ]) {
      tracker.observe(result);
    }
    expect(tracker.headers()).toEqual({ [READ_AFTER_HEADER]: '5' });
  });

  it('uses the header name the server reads', () => {
    expect(READ_AFTER_HEADER).toBe(SERVER_READ_AFTER_HEADER);
  });
});

/** A stand-in for the server: answers each batched call with the next canned result, and records headers. */
function fakeServer(results: unknown[]) {
  const requests: { url: string; readAfter: string | null }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input);
    requests.push({ url, readAfter: new Headers(init?.headers).get(READ_AFTER_HEADER) });
    const { pathname, searchParams } = new URL(url, 'http://shop.test');
    const calls = pathname.replace('/trpc/', '').split(',');
    const answers = calls.map(() => ({ result: { data: results.shift() } }));
    const body = searchParams.get('batch') === '1' ? answers : answers[0];
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
  return { fetch, requests };
}

describe('the API client links', () => {
  const category = { name: 'Ferns', slug: 'ferns' };

  it('sends the highest position its mutations wrote on every later request', async () => {
    const server = fakeServer([
      [],
      { id: 'c1', position: '41' },
      [],
      { position: null },
      { position: '40' },
      [],
    ]);
    const client = createTRPCClient<AppRouter>({
      links: apiLinks({ tracker: createReadAfterTracker(), fetch: server.fetch }),
    });

    await client.catalog.categories.query();
    await client.admin.categories.create.mutate(category);
    await client.admin.categories.list.query({});
    await client.admin.categories.update.mutate({ id: 'c1', ...category });
    await client.admin.categories.delete.mutate({ id: 'c1' });
    await client.catalog.categories.query();

    expect(server.requests.map((request) => request.readAfter)).toEqual([null, null, '41', '41', '41', '41']);
  });

  it('takes no position from query results', async () => {
    const server = fakeServer([{ position: '99' }, []]);
    const client = createTRPCClient<AppRouter>({
      links: apiLinks({ tracker: createReadAfterTracker(), fetch: server.fetch }),
    });

    await client.catalog.categories.query();
    await client.catalog.categories.query();

    expect(server.requests.map((request) => request.readAfter)).toEqual([null, null]);
  });

  it('keeps each client’s writes to itself', async () => {
    const first = fakeServer([{ id: 'c1', position: '12' }]);
    const second = fakeServer([[]]);
    await createTRPCClient<AppRouter>({
      links: apiLinks({ tracker: createReadAfterTracker(), fetch: first.fetch }),
    }).admin.categories.create.mutate(category);
    await createTRPCClient<AppRouter>({
      links: apiLinks({ tracker: createReadAfterTracker(), fetch: second.fetch }),
    }).catalog.categories.query();

    expect(second.requests[0]?.readAfter).toBeNull();
  });

  it('sends each call the server refuses in a batch on its own, and batches the rest', async () => {
    const server = fakeServer([{ valid: true }, [], { position: null }]);
    const client = createTRPCClient<AppRouter>({
      links: apiLinks({ tracker: createReadAfterTracker(), fetch: server.fetch }),
    });

    await Promise.all([
      client.coupons.check.query({ code: 'GREEN10', lines: [] }),
      client.catalog.categories.query(),
      client.auth.signIn.mutate({ email: 'asha@example.in', password: 'monstera-lover' }),
    ]);

    const paths = server.requests.map((request) => new URL(request.url, 'http://shop.test').pathname).sort();
    expect(paths).toEqual(['/trpc/auth.signIn', '/trpc/catalog.categories', '/trpc/coupons.check']);
    const batched = server.requests.filter((request) => request.url.includes('batch=1'));
    expect(batched.map((request) => request.url)).toEqual([expect.stringContaining('catalog.categories')]);
  });

  it('sends alone exactly the calls the server marks as sent alone', () => {
    const procedures = appRouter._def.procedures as unknown as Record<
      string,
      { _def: { meta?: { sentAlone?: boolean } } }
    >;
    const marked = Object.entries(procedures)
      .filter(([, procedure]) => procedure._def.meta?.sentAlone)
      .map(([path]) => path);
    expect(new Set(marked)).toEqual(CALLS_SENT_ALONE);
  });

  it('never batches more calls than the server takes in one request', async () => {
    const server = fakeServer(Array.from({ length: 25 }, () => []));
    const client = createTRPCClient<AppRouter>({
      links: apiLinks({ tracker: createReadAfterTracker(), fetch: server.fetch }),
    });

    await Promise.all(Array.from({ length: 25 }, () => client.catalog.categories.query()));

    const callsPerRequest = server.requests.map(
      (request) => new URL(request.url, 'http://shop.test').pathname.split(',').length,
    );
    expect(callsPerRequest).toEqual([10, 10, 5]);
    expect(MAX_CALLS_PER_BATCH).toBe(MAX_BATCH_CALLS);
  });
});
