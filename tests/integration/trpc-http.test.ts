import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/test-shop';

/** The /trpc route as a browser's httpBatchLink speaks to it: the wire format, not the typed client. */
let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop({ SEED_DEMO_DATA: 'false' });
});

afterAll(async () => {
  await shop.stop();
});

const contactMessage = {
  name: 'Ravi Kumar',
  email: 'ravi.kumar@example.in',
  subject: 'Repotting a monstera',
  message: 'Which pot size should I move up to?',
};

/** contact.submit as httpBatchLink posts it: a batch of one, the body as given. */
const postContactMessage = (body: string) =>
  fetch(`${shop.baseUrl}/trpc/contact.submit?batch=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });

const batchInput = (...inputs: unknown[]) =>
  encodeURIComponent(JSON.stringify(Object.fromEntries(inputs.map((input, index) => [index, input]))));

describe('the /trpc route', () => {
  it('answers a batch of queries in one GET, each in its place, as JSON that caches apart per accept header', async () => {
    const response = await fetch(
      `${shop.baseUrl}/trpc/site.hero,catalog.categories?batch=1&input=${batchInput(undefined, undefined)}`,
    );

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('vary')).toMatch(/trpc-accept/);
    const [hero, categories] = (await response.json()) as { result: { data: unknown } }[];
    expect(hero?.result.data).toEqual({ videoUrl: null });
    expect(categories?.result.data).toEqual([]);
  });

  it('takes a command as a JSON POST and keeps what it was told', async () => {
    const before = await shop.recordedEvents('ContactMessageReceived');
    const response = await postContactMessage(JSON.stringify({ 0: contactMessage }));

    expect(response.status).toBe(200);
    const [answer] = (await response.json()) as { result: { data: { position: string } } }[];
    expect(answer?.result.data.position).toMatch(/^\d+$/);
    expect(await shop.recordedEvents('ContactMessageReceived')).toHaveLength(before.length + 1);
  });

  it('refuses a command sent as a GET, and writes nothing', async () => {
    const head = await shop.shop.stores.eventStore.headPosition();
    const response = await fetch(
      `${shop.baseUrl}/trpc/contact.submit?batch=1&input=${batchInput(contactMessage)}`,
    );

    expect(response.status).toBe(405);
    const [answer] = (await response.json()) as { error: { data: { code: string } } }[];
    expect(answer?.error.data.code).toBe('METHOD_NOT_SUPPORTED');
    expect(await shop.shop.stores.eventStore.headPosition()).toBe(head);
  });

  it('refuses a body that is not JSON with a clear error, and writes nothing', async () => {
    const head = await shop.shop.stores.eventStore.headPosition();
    const response = await postContactMessage('{"0": {"name": "Ravi"');

    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/JSON/i);
    expect(await shop.shop.stores.eventStore.headPosition()).toBe(head);
  });

  it('refuses a command posted with an empty body, and writes nothing', async () => {
    const head = await shop.shop.stores.eventStore.headPosition();
    const response = await postContactMessage('');

    expect(response.status).toBe(400);
    expect(await shop.shop.stores.eventStore.headPosition()).toBe(head);
  });

  it('refuses a body over 1 MiB before any procedure runs, and writes nothing', async () => {
    const head = await shop.shop.stores.eventStore.headPosition();
    const response = await postContactMessage(
      JSON.stringify({ 0: { ...contactMessage, message: 'x'.repeat(1_100_000) } }),
    );

    expect(response.status).toBe(413);
    expect(await shop.shop.stores.eventStore.headPosition()).toBe(head);
  });

  it('answers a query whatever Host header the client wrote', async () => {
    const { port } = new URL(shop.baseUrl);
    const socket = connect(Number(port), '127.0.0.1');
    socket.end('GET /trpc/site.hero HTTP/1.1\r\nHost: not a host\r\nConnection: close\r\n\r\n');
    let answer = '';
    for await (const chunk of socket) answer += String(chunk);

    expect(answer).toMatch(/^HTTP\/1.1 200 /);
    expect(answer).toContain('{"result":{"data":{"videoUrl":null}}}');
  });

  it('answers an unknown procedure with NOT_FOUND', async () => {
    const response = await fetch(
      `${shop.baseUrl}/trpc/catalog.nothingHere?batch=1&input=${batchInput(undefined)}`,
    );

    expect(response.status).toBe(404);
    const [answer] = (await response.json()) as { error: { data: { code: string } } }[];
    expect(answer?.error.data.code).toBe('NOT_FOUND');
  });
});
