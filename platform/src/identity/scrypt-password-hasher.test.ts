import { scrypt } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SCRYPT_COST, type ScryptCost, ScryptPasswordHasher } from './scrypt-password-hasher';

// Watches the key derivations themselves: how much work a check does is what keeps response times level.
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  return { ...crypto, scrypt: vi.fn(crypto.scrypt) };
});

const hasher = new ScryptPasswordHasher();

describe('scrypt password hasher', () => {
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

  it('stores a self-describing value with the default cost and never the password', async () => {
    const stored = await hasher.hash('monstera deliciosa');
    const { N, r, p } = DEFAULT_SCRYPT_COST;
    expect(stored).toMatch(
      new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$[A-Za-z0-9+/=]{24}\\$[A-Za-z0-9+/=]{44}$`),
    );
    expect(stored).not.toContain('monstera');
  });

  it('salts every hash differently', async () => {
    const [first, second] = await Promise.all([hasher.hash('pothos'), hasher.hash('pothos')]);
    expect(first).not.toBe(second);
    expect(first.split('$')[4]).not.toBe(second.split('$')[4]);
  });

  it('verifies a hash made at another cost, read from the stored value', async () => {
    const stored = await new ScryptPasswordHasher({ N: 2 ** 10, r: 8, p: 2 }).hash('pothos');
    expect(stored.startsWith('scrypt$1024$8$2$')).toBe(true);
    expect(await hasher.verify('pothos', stored)).toBe(true);
  });

  it('asks for a rehash of a value below its cost or unreadable, never at its cost or above', async () => {
    const hashedAt = (cost: ScryptCost) => new ScryptPasswordHasher(cost).hash('pothos');
    expect(hasher.needsRehash(await hasher.hash('pothos'))).toBe(false);
    expect(hasher.needsRehash(await hashedAt({ N: 2 ** 15, r: 8, p: 2 }))).toBe(false);
    expect(hasher.needsRehash(await hashedAt({ N: 2 ** 13, r: 8, p: 1 }))).toBe(true);
    expect(hasher.needsRehash(await hashedAt({ N: 2 ** 14, r: 4, p: 1 }))).toBe(true);
    const moreLanes = new ScryptPasswordHasher({ N: 2 ** 14, r: 8, p: 2 });
    expect(moreLanes.needsRehash(await hasher.hash('pothos'))).toBe(true);
    expect(hasher.needsRehash('garbage')).toBe(true);
  });

  it('treats the same password composed differently as the same', async () => {
    const stored = await hasher.hash('caf\u00e9');
    expect(await hasher.verify('cafe\u0301', stored)).toBe(true);
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
      stored.slice(0, -4),
      `${stored}$extra`,
      withPart(0, 'bcrypt'),
      withPart(1, '1000'),
      withPart(1, '0'),
      withPart(1, '-16384'),
      withPart(1, String(2 ** 30)),
      withPart(1, String(2 ** 20)),
      withPart(2, '0'),
      withPart(2, 'x'),
      withPart(3, '99'),
      withPart(4, '***'),
      withPart(4, ''),
      withPart(5, Buffer.from('short').toString('base64')),
      withPart(5, Buffer.from(flippedKey).toString('base64')),
      withPart(4, Buffer.alloc(16).toString('base64')),
    ];
    for (const value of unreadable) {
      await expect(hasher.verify('pothos', value), value).resolves.toBe(false);
    }
  });

  it('fails a sign-in with no account after the same key derivation as a wrong password', async () => {
    const stored = await hasher.hash('pothos');
    const derivations = () =>
      vi.mocked(scrypt).mock.calls.map(([, , keyLength, options]) => ({ keyLength, options }));

    vi.mocked(scrypt).mockClear();
    await expect(hasher.verify('not pothos', stored)).resolves.toBe(false);
    const wrongPassword = derivations();
    vi.mocked(scrypt).mockClear();
    await expect(hasher.verifyNothing('not pothos')).resolves.toBe(false);

    expect(wrongPassword).toHaveLength(1);
    expect(derivations()).toEqual(wrongPassword);
  });
});
