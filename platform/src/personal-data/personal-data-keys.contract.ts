import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEY_BYTES, type PersonalDataKeys, SubjectErasedError } from './personal-data-keys';

/** What every personal data key store does. Subject ids are random per test, so a shared server is fine. */
export function personalDataKeysContract(name: string, openKeys: () => Promise<PersonalDataKeys>) {
  describe(`${name} personal data keys`, () => {
    let keys: PersonalDataKeys;
    const subject = () => `customer-${randomUUID()}`;

    beforeEach(async () => {
      keys = await openKeys();
    });

    afterEach(async () => {
      await keys.close();
    });

    it('makes a key on first use and gives the same key afterwards', async () => {
      const customer = subject();
      const key = await keys.keyFor(customer);
      expect(key).toHaveLength(KEY_BYTES);
      expect(await keys.keyFor(customer)).toEqual(key);
      expect(await keys.find(customer)).toEqual(key);
    });

    it('gives every subject a key of its own', async () => {
      expect(await keys.keyFor(subject())).not.toEqual(await keys.keyFor(subject()));
    });

    it('finds no key for a subject it never keyed', async () => {
      expect(await keys.find(subject())).toBeNull();
    });

    it('forgets the key on erasure and refuses to make a new one', async () => {
      const customer = subject();
      await keys.keyFor(customer);

      expect(await keys.erase(customer)).toBe(true);

      expect(await keys.find(customer)).toBeNull();
      await expect(keys.keyFor(customer)).rejects.toBeInstanceOf(SubjectErasedError);
      expect(await keys.erase(customer)).toBe(false);
    });

    it('remembers the erasure of a subject it never keyed', async () => {
      const customer = subject();
      expect(await keys.erase(customer)).toBe(true);
      await expect(keys.keyFor(customer)).rejects.toBeInstanceOf(SubjectErasedError);
    });

    it('hands out one key when two callers ask at once', async () => {
      const customer = subject();
      const [first, second] = await Promise.all([keys.keyFor(customer), keys.keyFor(customer)]);
      expect(first).toEqual(second);
    });
  });
}
