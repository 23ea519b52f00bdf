import { scrypt } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hashRaw, hash as libraryHash, verify as libraryVerify } from '@node-rs/argon2';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Argon2PasswordHasher, DEFAULT_ARGON2_COST } from './argon2-password-hasher';
import { ScryptPasswordHasher } from './scrypt-password-hasher';

/** Key derivations running right now, and the most seen at once: what the concurrency bound limits. */
const derivations = { running: 0, mostAtOnce: 0 };
const started = () => {
  derivations.running += 1;
  derivations.mostAtOnce = Math.max(derivations.mostAtOnce, derivations.running);
};
const finished = () => {
  derivations.running -= 1;
};

// Watches the key derivations themselves (argon2id, and scrypt for older values): how many run at once,
// and how much work a check does, which is what keeps response times level.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof import('@node-rs/argon2')>();
  const counted: typeof argon2.hashRaw = async (...args) => {
    started();
    try {
      return await argon2.hashRaw(...args);
    } finally {
      finished();
    }
  };
  return { ...argon2, hashRaw: vi.fn(counted) };
});
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  const counted = (...args: unknown[]) => {
    const callback = args.pop() as (error: Error | null, key: Buffer) => void;
    started();
    const done = (error: Error | null, key: Buffer) => {
      finished();
      callback(error, key);
    };
    (crypto.scrypt as (...args: unknown[]) => void)(...args, done);
  };
  return { ...crypto, scrypt: vi.fn(counted) };
});
vi.mock('node:os', async (importOriginal) => {
  const os = await importOriginal<typeof import('node:os')>();
  return { ...os, availableParallelism: vi.fn(os.availableParallelism) };
});

const hasher = new Argon2PasswordHasher();

beforeEach(() => {
  vi.mocked(hashRaw).mockClear();
  vi.mocked(scrypt).mockClear();
});

describe('argon2 password hasher', () => {
  it('verifies the password it hashed', async () => {
    const stored = await hasher.hash('monstera deliciosa');
    expect(await hasher.verify('monstera deliciosa', stored)).toBe(true);
  });

  it('refuses a wrong password, however close', async () => {
    const stored = await hasher.hash('monstera deliciosa');
    expect(await hasher.verify('Monstera deliciosa', stored)).toBe(false);
    expect(await hasher.verify('monstera deliciosa ', stored)).toBe(false);
    expect(await hasher.verify('', stored)).toBe(false);
  });

  it('stores a standard argon2id value at the default cost, never the password', async () => {
    const stored = await hasher.hash('monstera deliciosa');
    const { m, t, p } = DEFAULT_ARGON2_COST;
    expect({ m, t, p }).toEqual({ m: 19456, t: 2, p: 1 });
    expect(stored).toMatch(
      new RegExp(`^\\$argon2id\\$v=19\\$m=${m},t=${t},p=${p}\\$[A-Za-z0-9+/]{22}\\$[A-Za-z0-9+/]{43}$`),
    );
    expect(stored).not.toContain('monstera');
    // Another argon2 implementation reads it, so the stored values are not tied to this code.
    expect(await libraryVerify(stored, 'monstera deliciosa')).toBe(true);
  });

  it('verifies a standard argon2id value made elsewhere, at another cost read from the value', async () => {
    const stored = await libraryHash('pothos', { memoryCost: 8192, timeCost: 3, parallelism: 2 });
    expect(await hasher.verify('pothos', stored)).toBe(true);
    expect(await hasher.verify('not pothos', stored)).toBe(false);
  });

  it('salts every hash differently', async () => {
    const [first, second] = await Promise.all([hasher.hash('pothos'), hasher.hash('pothos')]);
    expect(first).not.toBe(second);
    expect(first.split('$')[4]).not.toBe(second.split('$')[4]);
  });

  it('treats the same password composed differently as the same', async () => {
    const stored = await hasher.hash('caf\u00e9');
    expect(await hasher.verify('cafe\u0301', stored)).toBe(true);
  });

  it('verifies a value from the scrypt hasher it replaced, and asks for its rehash', async () => {
    const stored = await new ScryptPasswordHasher().hash('pothos');
    expect(await hasher.verify('pothos', stored)).toBe(true);
    expect(await hasher.verify('not pothos', stored)).toBe(false);
    expect(hasher.needsRehash(stored)).toBe(true);
  });

  it('asks for no rehash at its cost or above, and for one below it', async () => {
    const hashedAt = (m: number, t: number, p = 1) =>
      new Argon2PasswordHasher({ cost: { m, t, p } }).hash('pothos');
    expect(hasher.needsRehash(await hasher.hash('pothos'))).toBe(false);
    expect(hasher.needsRehash(await hashedAt(32768, 3, 2))).toBe(false);
    expect(hasher.needsRehash(await hashedAt(12288, 2))).toBe(true);
    expect(hasher.needsRehash(await hashedAt(19456, 1))).toBe(true);
    expect(hasher.needsRehash('garbage')).toBe(true);
  });

  it('answers false, never throws, for a tampered or unreadable stored value', async () => {
    const stored = await hasher.hash('pothos');
    const parts = stored.split('$');
    const withPart = (index: number, value: string) =>
      parts.map((part, i) => (i === index ? value : part)).join('$');
    const flippedKey = Buffer.from(parts[5]!, 'base64').map((byte, i) => (i === 0 ? byte ^ 1 : byte));
    const unreadable = [
      '',
      'garbage',
      'pothos',
      '$argon2id$',
      'scrypt$',
      stored.slice(0, -4),
      `${stored}$extra`,
      withPart(1, 'argon2i'),
      withPart(1, 'argon2d'),
      withPart(2, 'v=16'),
      withPart(3, 'm=0,t=2,p=1'),
      withPart(3, 'm=19456,t=0,p=1'),
      withPart(3, 'm=19456,t=2,p=0'),
      withPart(3, 'm=4,t=2,p=1'),
      withPart(3, 'm=-19456,t=2,p=1'),
      withPart(3, 'm=x,t=2,p=1'),
      withPart(3, 'm=12288,t=2,p=1'),
      withPart(4, '***'),
      withPart(4, ''),
      withPart(4, Buffer.alloc(8).toString('base64')),
      withPart(4, Buffer.alloc(16).toString('base64').replace(/=+$/, '')),
      withPart(5, Buffer.from('short').toString('base64')),
      withPart(5, Buffer.from(flippedKey).toString('base64').replace(/=+$/, '')),
    ];
    for (const value of unreadable) {
      await expect(hasher.verify('pothos', value), value).resolves.toBe(false);
    }
  });

  it('refuses a stored value asking for an absurd cost without computing it', async () => {
    const parts = (await hasher.hash('pothos')).split('$');
    const atCost = (cost: string) => parts.map((part, i) => (i === 3 ? cost : part)).join('$');
    // Should the bounds fail, the derivation is not run for real: 4 GiB would hold up the whole suite.
    vi.mocked(hashRaw)
      .mockClear()
      .mockImplementation(async () => Buffer.alloc(32));
    try {
      for (const cost of ['m=4194304,t=2,p=1', 'm=19456,t=1000,p=1', 'm=19456,t=2,p=255']) {
        await expect(hasher.verify('pothos', atCost(cost)), cost).resolves.toBe(false);
      }
      expect(hashRaw).not.toHaveBeenCalled();
    } finally {
      vi.mocked(hashRaw).mockReset();
    }
  });

  it('fails a sign-in with no account after the same key derivation as a wrong password', async () => {
    const stored = await hasher.hash('pothos');
    const work = () =>
      vi.mocked(hashRaw).mock.calls.map(([, options]) => ({ ...options, salt: options?.salt?.length }));

    vi.mocked(hashRaw).mockClear();
    await expect(hasher.verify('not pothos', stored)).resolves.toBe(false);
    const wrongPassword = work();
    vi.mocked(hashRaw).mockClear();
    await expect(hasher.verifyNothing('not pothos')).resolves.toBe(false);

    expect(wrongPassword).toHaveLength(1);
    expect(work()).toEqual(wrongPassword);
  });

  describe('under a burst of sign-ups and sign-ins', () => {
    const burst = async (bounded: Argon2PasswordHasher) => {
      const [current, previous] = await Promise.all([
        hasher.hash('pothos'),
        new ScryptPasswordHasher().hash('pothos'),
      ]);
      derivations.mostAtOnce = 0;
      await Promise.all([
        ...Array.from({ length: 4 }, () => bounded.hash('pothos')),
        ...Array.from({ length: 2 }, () => bounded.verify('pothos', current)),
        ...Array.from({ length: 2 }, () => bounded.verify('pothos', previous)),
        ...Array.from({ length: 2 }, () => bounded.verifyNothing('pothos')),
      ]);
      expect(derivations.running).toBe(0);
      return derivations.mostAtOnce;
    };

    it('computes no more hashes at once than its concurrency', async () => {
      expect(await burst(new Argon2PasswordHasher({ concurrency: 3 }))).toBe(3);
      expect(await burst(new Argon2PasswordHasher({ concurrency: 1 }))).toBe(1);
    });

    it('leaves one core free by default, and uses the only one there is', async () => {
      vi.mocked(availableParallelism).mockReturnValue(4);
      expect(await burst(new Argon2PasswordHasher())).toBe(3);
      vi.mocked(availableParallelism).mockReturnValue(1);
      expect(await burst(new Argon2PasswordHasher())).toBe(1);
    });
  });
});
