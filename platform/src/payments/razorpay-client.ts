import Razorpay from 'razorpay';
import { DEFAULT_GATEWAY_TIMEOUT_MS, gatewayCallError } from './gateway-support';

export const RAZORPAY_API_URL = 'https://api.razorpay.com';

export interface RazorpayApiSettings {
  keyId: string;
  keySecret: string;
  /** Another address for Razorpay's API, for tests against a local fake; Razorpay's own by default. */
  apiUrl?: string | null;
  timeoutMs?: number;
}

/**
 * The official client's HTTP instance (an axios instance, `api.rq`): its constructor takes neither a base address
 * nor a timeout, and its own requests carry only the headers it allows, so the adapter sets the address and the
 * timeout on this instance and sends the one request that needs a header of its own (a refund's idempotency key)
 * through it. The client's version is pinned by the lockfile; should it change shape, the constructor says so.
 */
interface ClientHttp {
  defaults: { baseURL?: string; timeout?: number };
  interceptors: {
    response: { use(onFulfilled: undefined, onRejected: (error: unknown) => unknown): unknown };
  };
  post(url: string, body: unknown, config: { headers: Record<string, string> }): Promise<{ data: unknown }>;
}

interface AnswerError {
  response?: { status?: number; data?: { error?: { code?: string; description?: string } } };
  message?: string;
}

/**
 * The official Razorpay client, pointed at its address with a timeout, and its failures made the port's errors:
 * GatewayRefusedError for a 4xx answer, GatewayUnreachableError for no answer, a timeout or a 5xx.
 */
export class RazorpayApi {
  readonly client: Razorpay;
  readonly #http: ClientHttp;

  constructor(settings: RazorpayApiSettings) {
    this.client = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
    this.#http = clientHttp(this.client);
    this.#http.defaults.baseURL = settings.apiUrl ?? RAZORPAY_API_URL;
    this.#http.defaults.timeout = settings.timeoutMs ?? DEFAULT_GATEWAY_TIMEOUT_MS;
    // The client reads `error.response.status` of every failure; one with no answer (a timeout, a refused
    // connection) would become a TypeError. Given an answer of status 0, it reports why instead.
    this.#http.interceptors.response.use(undefined, (error) => Promise.reject(withAnswer(error)));
  }

  /** One call through the client's own methods. */
  async call<T>(what: string, request: (client: Razorpay) => Promise<T>): Promise<T> {
    try {
      return await request(this.client);
    } catch (error) {
      throw razorpayError(what, error);
    }
  }

  /** A POST with headers of its own, through the client's HTTP instance (same address, keys and timeout). */
  async post<T>(what: string, path: string, body: unknown, headers: Record<string, string>): Promise<T> {
    try {
      return (await this.#http.post(path, body, { headers })).data as T;
    } catch (error) {
      throw razorpayError(what, error);
    }
  }
}

function clientHttp(client: Razorpay): ClientHttp {
  const http = (client.api as unknown as { rq?: Partial<ClientHttp> }).rq;
  if (!http?.defaults || !http.interceptors || typeof http.post !== 'function')
    throw new Error('This version of the razorpay package has no HTTP instance to point at an address');
  return http as ClientHttp;
}

function withAnswer(error: unknown): unknown {
  const failure = error as AnswerError;
  if (typeof failure !== 'object' || failure === null || failure.response) return error;
  failure.response = {
    status: 0,
    data: { error: { code: 'GATEWAY_UNREACHABLE', description: failure.message ?? 'no answer' } },
  };
  return failure;
}

/** The client throws `{ statusCode, error }` (not an Error); its HTTP instance throws axios errors. */
function razorpayError(what: string, thrown: unknown): Error {
  const failure = thrown as {
    statusCode?: number;
    error?: { code?: string; description?: string };
  } & AnswerError;
  const statusCode = failure?.statusCode ?? failure?.response?.status;
  if (typeof statusCode !== 'number') {
    // Not a failed call (the client's own checks of its arguments): told as it is.
    if (thrown instanceof Error) return thrown;
    return new Error(`Razorpay could not ${what}: ${String(thrown)}`);
  }
  const detail = failure.error ?? failure.response?.data?.error;
  return gatewayCallError(
    {
      gateway: 'Razorpay',
      what,
      // Status 0 is the interceptor's: no answer came.
      status: statusCode === 0 ? null : statusCode,
      code: statusCode === 0 ? null : (detail?.code ?? null),
      reason: detail?.description ?? `the answer was HTTP ${statusCode}`,
    },
    thrown,
  );
}
