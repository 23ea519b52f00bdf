import { createHash } from 'node:crypto';

/**
 * A UUID-shaped id that follows from a name (version 5 bits, from a SHA-256 digest): the same name always
 * names the same thing, so a step taken again finds what it made the first time.
 */
export function nameBasedId(name: string): string {
  const bytes = createHash('sha256').update(name).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
