import { randomBytes, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hashRaw } from '@node-rs/argon2';
import pLimit, { type LimitFunction } from 'p-limit';
import type { PasswordHasher } from './password-hasher';
import { ScryptPasswordHasher } from './scrypt-password-hasher';

export interface Argon2Cost {
  /** Memory filled per hash, in KiB. */
  m: number;
  /** Passes over that memory. */
  t: number;
  /** Lanes computed side by side. */
  p: number;
}

/**
 * The least cost recommended for argon2id: about 8 ms and 19 MiB per hash on the development machine
 * (2 cores), a fifth of the time the scrypt hasher took.
 */
export const DEFAULT_ARGON2_COST: Argon2Cost = { m: 19 * 1024, t: 2, p: 1 };

export interface Argon2PasswordHasherOptions {
  cost?: Argon2Cost;
  /** Hashes computed at once, the others wait: by default every core but one, left for serving pages. */
  concurrency?: number;
}

const SALT_BYTES = 16;
const KEY_BYTES = 32;
/**
 * Bounds on what a stored value may ask for: a tampered record must not make one sign-in burn
 * gigabytes of memory or minutes of CPU.
 */
const MAX_MEMORY_KIB = 256 * 1024;
const MAX_PASSES = 8;
const MAX_LANES = 4;
const STORED =
  /^\$argon2id\$v=19\$m=(\d{1,10}),t=(\d{1,10}),p=(\d{1,3})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/**
 * Password hashes on argon2id, stored in the usual `$argon2id$v=19$m=..,t=..,p=..$salt$hash` form. The
 * stored value names its own cost, so raising the default later still verifies older hashes; values from
 * the scrypt hasher this one replaced still verify, and ask for a rehash.
 */
export class Argon2PasswordHasher implements PasswordHasher {
  private readonly cost: Argon2Cost;
  private readonly limit: LimitFunction;
  private readonly previous = new ScryptPasswordHasher();
  private readonly decoySalt = randomBytes(SALT_BYTES);

  constructor({
    cost = DEFAULT_ARGON2_COST,
    concurrency = Math.max(1, availableParallelism() - 1),
  }: Argon2PasswordHasherOptions = {}) {
    this.cost = cost;
    this.limit = pLimit(concurrency);
  }

  async hash(password: string): Promise<string> {
    const { m, t, p } = this.cost;
    const salt = randomBytes(SALT_BYTES);
    const key = await this.limit(derive, password, salt, this.cost);
    return `$argon2id$v=19$m=${m},t=${t},p=${p}$${unpadded(salt)}$${unpadded(key)}`;
  }

  async verify(password: string, stored: string): Promise<boolean> {
    if (stored.startsWith('scrypt$')) return this.limit(() => this.previous.verify(password, stored));
    const parsed = parseStored(stored);
    if (!parsed) return false;
    try {
      const key = await this.limit(derive, password, parsed.salt, parsed.cost);
      // Throws for a stored key of another length, so a shortened one never matches.
      return timingSafeEqual(key, parsed.key);
    } catch {
      return false;
    }
  }

  /** True for anything but a readable argon2id value with at least this hasher's memory and passes. */
  needsRehash(stored: string): boolean {
    const parsed = parseStored(stored);
    return !parsed || parsed.cost.m < this.cost.m || parsed.cost.t < this.cost.t;
  }

  async verifyNothing(password: string): Promise<false> {
    await this.limit(derive, password, this.decoySalt, this.cost);
    return false;
  }
}

function derive(password: string, salt: Buffer, { m, t, p }: Argon2Cost): Promise<Buffer> {
  // One password typed on two keyboards may arrive composed differently (é as one code point or two).
  // The algorithm and version are the library's defaults, argon2id and 19: its enums are type-only here.
  return hashRaw(password.normalize('NFC'), {
    memoryCost: m,
    timeCost: t,
    parallelism: p,
    outputLen: KEY_BYTES,
    salt,
  });
}

function parseStored(stored: string): { cost: Argon2Cost; salt: Buffer; key: Buffer } | null {
  const match = STORED.exec(stored);
  if (!match) return null;
  const cost = { m: Number(match[1]), t: Number(match[2]), p: Number(match[3]) };
  const { m, t, p } = cost;
  if (m > MAX_MEMORY_KIB || t < 1 || t > MAX_PASSES || p < 1 || p > MAX_LANES) return null;
  return { cost, salt: Buffer.from(match[4]!, 'base64'), key: Buffer.from(match[5]!, 'base64') };
}

/** The stored form's base64 drops the `=` padding. */
function unpadded(bytes: Buffer): string {
  return bytes.toString('base64').replace(/=+$/, '');
}
