/**
 * The connection to KurrentDB dropped under a running shop (a network blip, a node restart): its writes may
 * fail while it is down, and once it is back the shop writes again, and its read models and reactions, fed
 * by subscriptions to the log, pick up what is written after the drop. Runs against EVENTSTORE_URL, through
 * a TCP relay the test cuts; the embedded log has no connection to drop.
 */
import { once } from 'node:events';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUp } from '../support/customers';
import { eventually } from '../support/processes';
import { startTestShop, type TestShop } from '../support/test-shop';

const url = process.env.EVENTSTORE_URL;
if (!url) console.log('skipped: reconnecting to KurrentDB after a dropped connection (set EVENTSTORE_URL)');

/** Relays TCP to `target` until `cut()` closes every connection under way (new ones are relayed again). */
async function tcpRelay(target: { host: string; port: number }) {
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = createConnection(target);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the relay has no port');
  return {
    port: address.port,
    cut: () => {
      for (const socket of open) socket.destroy();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first host of an esdb:// URL, and the URL with it replaced by the relay's address. */
function throughRelay(eventStoreUrl: string, relayPort: number) {
  const match = /^(esdb(?:\+discover)?:\/\/(?:[^@/]*@)?)([^:/?,]+):(\d+)(.*)$/.exec(eventStoreUrl);
  if (!match) throw new Error(`EVENTSTORE_URL names no single host:port: ${eventStoreUrl}`);
  const [, scheme = '', host = '', port = '', rest = ''] = match;
  return { target: { host, port: Number(port) }, url: `${scheme}127.0.0.1:${relayPort}${rest}` };
}

/** Retries a write the dropped connection may refuse, until the shop writes again. */
async function writtenOnceBack<T>(write: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      return await write();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

describe.skipIf(!url)('a shop whose connection to KurrentDB drops', () => {
  let shop: TestShop;
  let relay: Awaited<ReturnType<typeof tcpRelay>>;

  beforeAll(async () => {
    const probe = throughRelay(url ?? '', 0);
    relay = await tcpRelay(probe.target);
    shop = await startTestShop({ EVENTSTORE_URL: throughRelay(url ?? '', relay.port).url });
  }, 60_000);
  afterAll(async () => {
    await shop?.stop();
    await relay?.close();
  });

  it('writes again once it is back, and its read models and reactions take in what follows', async () => {
    const admin = await shop.adminBrowser();
    const first = await admin.client.admin.categories.create.mutate({ name: 'Ferns', slug: 'ferns' });
    admin.readAfterWrite(first);
    expect((await admin.client.admin.categories.list.query({})).map(({ slug }) => slug)).toContain('ferns');

    relay.cut();

    // The write may have been made before the shop heard the connection go: a retry then finds the slug taken.
    await writtenOnceBack(async () => {
      try {
        admin.readAfterWrite(
          await admin.client.admin.categories.create.mutate({ name: 'Palms', slug: 'palms' }),
        );
      } catch (error) {
        if (!String(error).includes('already exists')) throw error;
      }
    });
    await eventually(
      async () => (await admin.client.admin.categories.list.query({})).some(({ slug }) => slug === 'palms'),
      'the categories read model never took in the write made after the drop',
      30_000,
    );

    relay.cut();
    const customer = await writtenOnceBack(() => signedUp(shop));
    await eventually(
      async () => (await shop.shop.stores.mailOutbox.list({ to: customer.details.email })).length > 0,
      'the welcome mail reaction never took in the sign-up made after the drop',
      30_000,
    );
    const [welcome] = await shop.shop.stores.mailOutbox.list({ to: customer.details.email });
    expect(welcome?.subject).toBe('Welcome to Verdant: please verify your email');
  }, 120_000);
});
