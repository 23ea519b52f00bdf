import { describe, expect, it } from 'vitest';
import { SharedClients } from './mongo-clients';

class StubClient {
  connects = 0;
  closes = 0;

  constructor(
    readonly url: string,
    private readonly connecting: () => Promise<void>,
  ) {}

  async connect(): Promise<this> {
    this.connects += 1;
    await this.connecting();
    return this;
  }

  async close(): Promise<void> {
    this.closes += 1;
  }
}

/** Shared stub clients; `connecting` decides how the n-th client created (from 0) connects. */
function stubClients(connecting: (index: number) => Promise<void> = async () => {}) {
  const created: StubClient[] = [];
  const clients = new SharedClients((url) => {
    const index = created.length;
    const client = new StubClient(url, () => connecting(index));
    created.push(client);
    return client;
  });
  return { clients, created };
}

const URL_A = 'mongodb://a.example:27017';
const URL_B = 'mongodb://b.example:27017';

describe('SharedClients', () => {
  it('hands the same URL one client, connected once', async () => {
    const { clients, created } = stubClients();

    const first = await clients.acquire(URL_A);
    const second = await clients.acquire(URL_A);

    expect(second.client).toBe(first.client);
    expect(created).toHaveLength(1);
    expect(created[0]!.connects).toBe(1);
  });

  it('hands different URLs different clients', async () => {
    const { clients, created } = stubClients();

    const a = await clients.acquire(URL_A);
    const b = await clients.acquire(URL_B);

    expect(b.client).not.toBe(a.client);
    expect(a.client.url).toBe(URL_A);
    expect(b.client.url).toBe(URL_B);
    expect(created.map((client) => client.connects)).toEqual([1, 1]);
  });

  it('connects once for callers that arrive while the first connect is under way', async () => {
    let finishConnecting = () => {};
    const connected = new Promise<void>((resolve) => {
      finishConnecting = resolve;
    });
    const { clients, created } = stubClients(() => connected);

    const pending = [clients.acquire(URL_A), clients.acquire(URL_A), clients.acquire(URL_A)];
    await Promise.resolve();
    expect(created).toHaveLength(1);
    finishConnecting();
    const leases = await Promise.all(pending);

    expect(created).toHaveLength(1);
    expect(created[0]!.connects).toBe(1);
    for (const lease of leases) expect(lease.client).toBe(created[0]);
  });

  it('closes the client only when its last user closes', async () => {
    const { clients, created } = stubClients();
    const first = await clients.acquire(URL_A);
    const second = await clients.acquire(URL_A);

    await first.close();
    expect(created[0]!.closes).toBe(0);

    await second.close();
    expect(created[0]!.closes).toBe(1);
  });

  it('counts a user closing twice once, leaving the client open for the others', async () => {
    const { clients, created } = stubClients();
    const first = await clients.acquire(URL_A);
    const second = await clients.acquire(URL_A);

    await first.close();
    await first.close();
    expect(created[0]!.closes).toBe(0);

    await second.close();
    expect(created[0]!.closes).toBe(1);
  });

  it('opens a new client for a caller after the last user closed the old one', async () => {
    const { clients, created } = stubClients();
    const first = await clients.acquire(URL_A);
    await first.close();

    const next = await clients.acquire(URL_A);

    expect(next.client).not.toBe(first.client);
    expect(created).toHaveLength(2);
    expect(created[1]!.connects).toBe(1);
  });

  it('does not keep a failed connect: the next caller connects afresh', async () => {
    const refused = new Error('connection refused');
    const { clients, created } = stubClients(async (index) => {
      if (index === 0) throw refused;
    });

    await expect(clients.acquire(URL_A)).rejects.toBe(refused);
    const retried = await clients.acquire(URL_A);

    expect(created).toHaveLength(2);
    expect(retried.client).toBe(created[1]);
    expect(created[1]!.connects).toBe(1);
  });

  it('fails every caller waiting on a failed connect, then connects afresh for the next', async () => {
    const refused = new Error('connection refused');
    const { clients, created } = stubClients(async (index) => {
      if (index === 0) throw refused;
    });

    const waiting = [clients.acquire(URL_A), clients.acquire(URL_A)];
    for (const attempt of waiting) await expect(attempt).rejects.toBe(refused);
    const retried = await clients.acquire(URL_A);
    await retried.close();

    expect(created).toHaveLength(2);
    expect(created[1]!.closes).toBe(1);
  });
});
