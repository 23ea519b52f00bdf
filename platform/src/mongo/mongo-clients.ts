import { MongoClient } from 'mongodb';

/** What sharing needs of a client: the driver's MongoClient, or a stand-in in tests. */
export interface ConnectableClient {
  connect(): Promise<unknown>;
  close(): Promise<void>;
}

/** One user's hold on a shared client. Closing it closes the client once no other user holds it. */
export interface ClientLease<C> {
  readonly client: C;
  close(): Promise<void>;
}

export type MongoClientLease = ClientLease<MongoClient>;

interface SharedClient<C> {
  connected: Promise<C>;
  /** Holders of a lease, and callers still waiting for the connection. */
  users: number;
}

/** One connected client per URL, kept open while anyone uses it. */
export class SharedClients<C extends ConnectableClient> {
  readonly #byUrl = new Map<string, SharedClient<C>>();

  constructor(private readonly createClient: (url: string) => C) {}

  async acquire(url: string): Promise<ClientLease<C>> {
    const shared = this.#byUrl.get(url) ?? this.#open(url);
    shared.users += 1;
    let client: C;
    try {
      client = await shared.connected;
    } catch (error) {
      shared.users -= 1;
      throw error;
    }
    let closed = false;
    return {
      client,
      close: async () => {
        // A second close must not give up another user's hold.
        if (closed) return;
        closed = true;
        await this.#release(url, shared, client);
      },
    };
  }

  #open(url: string): SharedClient<C> {
    const client = this.createClient(url);
    const shared: SharedClient<C> = { connected: connectedClient(client), users: 0 };
    this.#byUrl.set(url, shared);
    // Registered before any caller awaits, so the next caller after a failure already tries afresh.
    shared.connected.catch(() => this.#forget(url, shared));
    return shared;
  }

  async #release(url: string, shared: SharedClient<C>, client: C): Promise<void> {
    shared.users -= 1;
    if (shared.users > 0) return;
    // Forgotten before closing: a caller arriving meanwhile gets a new client, not one being closed.
    this.#forget(url, shared);
    await client.close();
  }

  #forget(url: string, shared: SharedClient<C>): void {
    if (this.#byUrl.get(url) === shared) this.#byUrl.delete(url);
  }
}

async function connectedClient<C extends ConnectableClient>(client: C): Promise<C> {
  await client.connect();
  return client;
}

/** The process's MongoDB clients, so the stores on one cluster share a connection pool and its monitors. */
const mongoClients = new SharedClients((url) => new MongoClient(url));

export function acquireMongoClient(url: string): Promise<MongoClientLease> {
  return mongoClients.acquire(url);
}
