import { createHmac, timingSafeEqual } from 'node:crypto';
import { GatewayRefusedError, GatewayUnreachableError } from './payment-gateway';

/**
 * How long one call to a real gateway may take before it fails. A gateway that does not answer must not hold a
 * shopper's request (or a job's slot) for minutes: the call fails and is asked again later, with the same
 * idempotency key where the gateway takes one.
 */
export const DEFAULT_GATEWAY_TIMEOUT_MS = 15_000;

/** HMAC-SHA256 of a text with a secret, in lowercase hex: how Razorpay signs callbacks and webhooks. */
export function hmacSha256Hex(secret: string, text: string | Buffer): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** Whether a given signature is the expected one, compared in constant time (equal lengths first, as it needs). */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A request header by name, whatever its case (Node gives them lower-cased, a test may not). */
export function headerOf(
  headers: Readonly<Record<string, string | undefined>>,
  name: string,
): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === wanted) return value;
  return undefined;
}

/** How a gateway's failed call is told: which gateway, what the call was for, and what came back. */
export interface CallFailure {
  /** The gateway as people name it: 'Stripe', 'Razorpay', 'The test gateway'. */
  gateway: string;
  /** What the call was for, as a verb phrase: 'create an order', 'refund the payment'. */
  what: string;
  /** The HTTP status of the answer; null when none came (a refused connection, a timeout). */
  status: number | null;
  /** The gateway's own error code, when it gave one. */
  code: string | null;
  /** The gateway's own description, or why no answer came. */
  reason: string;
}

/** A call the gateway answered with a refusal (a 4xx), with its status and code for the adapter to act on. */
export class GatewayRefusal extends GatewayRefusedError {
  readonly status: number;
  readonly code: string | null;
  constructor(failure: CallFailure & { status: number }, options?: { cause?: unknown }) {
    super(
      `${failure.gateway} refused to ${failure.what}: ${failure.reason} (HTTP ${failure.status}${
        failure.code ? `, ${failure.code}` : ''
      })`,
      options,
    );
    this.status = failure.status;
    this.code = failure.code;
  }
}

/**
 * Answers that are not a refusal of the request itself: a timeout of the gateway's own (408), another request
 * with the same idempotency key still being worked on (409, Stripe's and Razorpay's), too many requests (429).
 * Asking again later may succeed, so they are told as a gateway that could not be reached.
 */
const ASK_AGAIN = new Set([408, 409, 425, 429]);

/**
 * The port's error for a failed call: GatewayRefusedError when the gateway answered 4xx (our request was
 * refused), GatewayUnreachableError when no answer came, it timed out, or the gateway failed (5xx).
 */
export function gatewayCallError(
  failure: CallFailure,
  cause?: unknown,
): GatewayRefusal | GatewayUnreachableError {
  const { gateway, what, status, code, reason } = failure;
  if (status !== null && status >= 400 && status < 500 && !ASK_AGAIN.has(status))
    return new GatewayRefusal({ ...failure, status }, { cause });
  const detail = status === null ? reason : `${reason} (HTTP ${status}${code ? `, ${code}` : ''})`;
  const message =
    status === null
      ? `${gateway} could not be reached to ${what}: ${detail}`
      : `${gateway} failed to ${what}: ${detail}`;
  return new GatewayUnreachableError(message, { cause });
}
