import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  /** The path without its query. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * Switches for fault tests. `status`: requests are answered with it and not acted on (the gateway down).
 * `delayMs`: requests are acted on at once and answered that much later (a slow gateway, whose work is done even
 * when the caller stops waiting). `times`: how many more requests the faults apply to; null for all.
 */
export interface FakeFaults {
  status: number | null;
  delayMs: number;
  times: number | null;
}

export interface FakeHttpServer {
  /** `http://127.0.0.1:{port}` */
  readonly url: string;
  readonly faults: FakeFaults;
  /** Every request that reached the API, in order (faulted ones too). */
  readonly requests: FakeRequest[];
  close(): Promise<void>;
}

/** A local HTTP server on a free port answering JSON, with switches to make it slow or down. */
export async function startFakeHttpServer(
  handle: (request: FakeRequest) => FakeAnswer,
  faultBody: (status: number) => unknown,
): Promise<FakeHttpServer> {
  const faults: FakeFaults = { status: null, delayMs: 0, times: null };
  const requests: FakeRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  // A request the fake cannot read (a malformed body) is answered as an error, never a crashed server.
  const handleSafely = (request: FakeRequest): FakeAnswer => {
    try {
      return handle(request);
    } catch {
      return { status: 500, body: faultBody(500) };
    }
  };
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://fake');
      const request: FakeRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const faulted = (faults.status !== null || faults.delayMs > 0) && faults.times !== 0;
      if (faulted && faults.times !== null) faults.times -= 1;
      const answer =
        faulted && faults.status !== null
          ? { status: faults.status, body: faultBody(faults.status) }
          : handleSafely(request);
      if (!faulted || faults.delayMs <= 0) return send(response, answer);
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!response.destroyed) send(response, answer);
      }, faults.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    faults,
    requests,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A fake gateway's time, which a test moves on (an idempotency key's day gone by, a capture window passed). It
 * starts at the real time and only moves when told.
 */
export class FakeClock {
  #offsetMs = 0;
  /** Milliseconds since the epoch. */
  now(): number {
    return Date.now() + this.#offsetMs;
  }
  /** Seconds since the epoch, as both gateways give times. */
  unix(): number {
    return Math.floor(this.now() / 1000);
  }
  advance(ms: number): void {
    this.#offsetMs += ms;
  }
}

/** A fake gateway API: its address, fault switches and request log, on a server it starts with `listen`. */
export abstract class FakeApi {
  #http: FakeHttpServer | null = null;
  readonly clock = new FakeClock();
  /**
   * Called with each request before the fake acts on it: lets a test change the gateway's state in between two
   * calls (a payment that succeeds just before the shop cancels it).
   */
  beforeHandle: ((request: FakeRequest) => void) | null = null;

  protected abstract handle(request: FakeRequest): FakeAnswer;
  /** The body of the error answered while `faults.status` is set. */
  protected abstract faultBody(status: number): unknown;

  protected async listen(): Promise<void> {
    this.#http = await startFakeHttpServer(
      (request) => {
        this.beforeHandle?.(request);
        return this.handle(request);
      },
      (status) => this.faultBody(status),
    );
  }

  get url(): string {
    return this.#server.url;
  }
  get faults(): FakeFaults {
    return this.#server.faults;
  }
  get requests(): readonly FakeRequest[] {
    return this.#server.requests;
  }
  close(): Promise<void> {
    return this.#server.close();
  }

  get #server(): FakeHttpServer {
    if (!this.#http) throw new Error('The fake API is not listening');
    return this.#http;
  }
}

/** A webhook as a gateway sends it: the raw body and its signed headers. */
export interface SignedWebhook {
  body: string;
  headers: Record<string, string>;
}

function send(response: ServerResponse, answer: FakeAnswer): void {
  const body = JSON.stringify(answer.body);
  response.writeHead(answer.status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    ...answer.headers,
  });
  response.end(body);
}

/** The id a route's pattern captures from the request's path, or null when the request is not that route. */
export function routeId(request: FakeRequest, method: string, pattern: RegExp): string | null {
  return request.method === method ? (pattern.exec(request.path)?.[1] ?? null) : null;
}

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A gateway-like id: the prefix and random letters and digits (Razorpay's have 14, Stripe's 24). */
export function gatewayId(prefix: string, length: number): string {
  const bytes = randomBytes(length);
  return `${prefix}${Array.from(bytes, (byte) => BASE62[byte % BASE62.length]).join('')}`;
}

/** Seconds since the epoch, as both gateways give times. */
export const unixNow = () => Math.floor(Date.now() / 1000);

/** An address nothing listens on (a port that was free a moment ago): calls to it find no gateway. */
export async function closedPortUrl(): Promise<string> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
