import { createHash } from 'node:crypto';

/**
 * The order's id follows from who places it and the key their browser chose for this checkout: a retried
 * or doubled request names the same order, so it is placed once. Shaped as a UUID (version 5 bits, from a
 * SHA-256 digest), and no one can name another customer's order from a key alone.
 */
export function orderIdFor(customerId: string, idempotencyKey: string): string {
  const bytes = createHash('sha256').update(`order:${customerId}:${idempotencyKey}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
