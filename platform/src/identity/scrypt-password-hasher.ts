import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import type { PasswordHasher } from './password-hasher';

export interface ScryptCost {
  /** CPU and memory cost: a power of two. */
  N: number;
  r: number;
  p: number;
}

/** About 45 ms for one hash on the development machine (2 cores): slow for guessing, quick for a sign-in. */
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 2 ** 14, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
/**
 * Bounds on what a stored value may ask for: a tampered record must not make one sign-in burn
 * gigabytes of memory or minutes of CPU.
 */
const MAX_MEMORY_BYTES = 256 * 1024 * 1024;
const MAX_P = 4;

/**
 * Password hashes on node:crypto scrypt, stored as `scrypt$N$r$p$salt$hash` (salt and hash in base64).
 * The stored value names its own cost, so raising the default later still verifies older hashes.
 * Superseded by the argon2id hasher, which still verifies these values and asks for their rehash.
 */
export class ScryptPasswordHasher implements PasswordHasher {
  private readonly decoySalt = randomBytes(SALT_BYTES);

  constructor(private readonly cost: ScryptCost = DEFAULT_SCRYPT_COST) {}

  async hash(password: string): Promise<string> {
    const { N, r, p } = this.cost;
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, this.cost);
    return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const parsed = parseStored(stored);
    if (!parsed) return false;
    try {
      const key = await derive(password, parsed.salt, parsed.cost);
      return timingSafeEqual(key, parsed.key);
    } catch {
      return false;
    }
  }

  /** True for anything but a readable scrypt value at this hasher's cost or above. */
  needsRehash(stored: string): boolean {
    const parsed = parseStored(stored);
    if (!parsed) return true;
    const { N, r, p } = parsed.cost;
    return N < this.cost.N || r < this.cost.r || p < this.cost.p;
  }

  async verifyNothing(password: string): Promise<false> {
    await derive(password, this.decoySalt, this.cost);
    return false;
  }
}

function derive(password: string, salt: Buffer, { N, r, p }: ScryptCost): Promise<Buffer> {
  // Scrypt needs about 128 * N * r bytes; Node refuses anything at or above maxmem, so leave twice that.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  // One password typed on two keyboards may arrive composed differently (é as one code point or two).
  const normalised = password.normalize('NFC');
  return new Promise((resolve, reject) => {
    scrypt(normalised, salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function parseStored(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = [parts[1], parts[2], parts[3]].map(positiveInteger);
  const [salt, key] = [parts[4], parts[5]].map(fromBase64);
  if (!N || !r || !p || !salt || !key) return null;
  const powerOfTwo = N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || 128 * N * r > MAX_MEMORY_BYTES || p > MAX_P) return null;
  // A shortened key is a prefix of the full one, so it would still match: only whole values are ours.
  if (salt.length !== SALT_BYTES || key.length !== KEY_BYTES) return null;
  return { cost: { N, r, p }, salt, key };
}

function positiveInteger(text: string | undefined): number | null {
  return text !== undefined && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null;
}

function fromBase64(text: string | undefined): Buffer | null {
  return text !== undefined && /^[A-Za-z0-9+/]+={0,2}$/.test(text) ? Buffer.from(text, 'base64') : null;
}
