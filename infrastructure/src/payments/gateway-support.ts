import { createHmac, timingSafeEqual } from 'node:crypto';

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
