import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ContractContext } from './read-store-contract-context';

export function checkpointContract({ store }: ContractContext): void {
  describe('checkpoints', () => {
    const freshKey = () => `projection-${randomUUID()}`;

    it('has no position for a projection that never saved one', async () => {
      expect(await store().checkpoints.load(freshKey())).toBeNull();
    });

    it('saves the first position when none is expected, and advances from the stored one', async () => {
      const key = freshKey();

      expect(await store().checkpoints.save(key, 10n, null)).toBe(true);
      expect(await store().checkpoints.save(key, 25n, 10n)).toBe(true);

      expect(await store().checkpoints.load(key)).toBe(25n);
    });

    it('refuses a save whose expected position is not the stored one, keeping the stored one', async () => {
      const key = freshKey();
      await store().checkpoints.save(key, 10n, null);

      expect(await store().checkpoints.save(key, 30n, 20n)).toBe(false);
      expect(await store().checkpoints.save(key, 30n, null)).toBe(false);
      expect(await store().checkpoints.save(freshKey(), 30n, 10n)).toBe(false);

      expect(await store().checkpoints.load(key)).toBe(10n);
    });

    it('round-trips positions beyond the safe integer range exactly', async () => {
      const key = freshKey();
      const far = 2n ** 63n + 7n;

      await store().checkpoints.save(key, far, null);
      expect(await store().checkpoints.save(key, far + 1n, far)).toBe(true);

      expect(await store().checkpoints.load(key)).toBe(far + 1n);
    });

    it('keeps each key apart', async () => {
      const [first, second] = [freshKey(), freshKey()];
      await store().checkpoints.save(first, 1n, null);
      await store().checkpoints.save(second, 2n, null);

      expect(await store().checkpoints.load(first)).toBe(1n);
      expect(await store().checkpoints.load(second)).toBe(2n);
    });

    it('deletes a position, after which a first save succeeds again', async () => {
      const key = freshKey();
      await store().checkpoints.save(key, 10n, null);

      await store().checkpoints.delete(key);

      expect(await store().checkpoints.load(key)).toBeNull();
      expect(await store().checkpoints.save(key, 3n, null)).toBe(true);
      expect(await store().checkpoints.load(key)).toBe(3n);
    });
  });
}
