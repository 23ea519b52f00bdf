import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FencedOutError, type ReadStore } from './read-store';
import type { ContractContext } from './read-store-contract-context';

/**
 * Lets writes made behind reach the shared data, and ends the turn of the event loop, from which on other
 * handles on the data see them.
 */
async function settled(store: ReadStore): Promise<void> {
  if ('flush' in store && typeof store.flush === 'function') await store.flush();
  await new Promise((resolve) => setImmediate(resolve));
}

/** Settles a write that may be refused at once; a refusal must be a FencedOutError. */
async function attempted(write: Promise<unknown>): Promise<void> {
  await write.catch((error: unknown) => {
    if (!(error instanceof FencedOutError)) throw error;
  });
}

export function fenceContract(
  { store }: ContractContext,
  openAnother: (() => Promise<ReadStore>) | undefined,
): void {
  describe('fences', () => {
    it('gives a larger token with each claim of a name, and names apart', async () => {
      const name = `projection:${randomUUID()}`;
      const first = await store().claimFence(name);
      const second = await store().claimFence(name);
      const other = await store().claimFence(`projection:${randomUUID()}`);

      expect(second.token).toBeGreaterThan(first.token);
      expect(other.name).not.toBe(name);
    });

    it('lets the latest holder write documents and checkpoints', async () => {
      const writes = store().fenced(await store().claimFence(`projection:${randomUUID()}`));
      const collection = `contract_${randomUUID().slice(0, 8)}`;
      const key = `build:${randomUUID()}`;

      await writes.collection(collection).writeBatch([{ replace: { _id: 'plant', stage: 'seedling' } }]);
      expect(await writes.checkpoints.save(key, 10n, null)).toBe(true);
      await settled(store());

      expect(await store().collection(collection).findOne({ _id: 'plant' })).toEqual({
        _id: 'plant',
        stage: 'seedling',
      });
      expect(await store().checkpoints.load(key)).toBe(10n);
    });

    if (!openAnother) return;

    describe('a writer that stalled while another took its work over', () => {
      let taker: ReadStore | undefined;
      beforeAll(async () => {
        taker = await openAnother();
      });
      afterAll(async () => {
        await taker?.close();
      });

      it('never lands its late writes over the newer ones, and is told to stop', async () => {
        const name = `projection:${randomUUID()}`;
        const collection = `contract_${randomUUID().slice(0, 8)}`;
        const key = `build:${randomUUID()}`;
        const stalled = store().fenced(await store().claimFence(name));
        await stalled.collection(collection).writeBatch([{ replace: { _id: 'plant', stage: 'seedling' } }]);
        await stalled.checkpoints.save(key, 10n, null);
        await settled(store());

        const takenOver = taker!.fenced(await taker!.claimFence(name));
        await attempted(
          stalled
            .collection(collection)
            .writeBatch([
              { replace: { _id: 'plant', stage: 'stale' } },
              { replace: { _id: 'weed', stage: 'stale' } },
            ]),
        );
        await attempted(stalled.checkpoints.save(key, 20n, 10n));
        await settled(store());
        await takenOver
          .collection(collection)
          .writeBatch([{ replace: { _id: 'plant', stage: 'flowering' } }]);
        expect(await takenOver.checkpoints.save(key, 30n, 10n)).toBe(true);
        await settled(taker!);

        for (const reader of [taker!, store()]) {
          expect(await reader.collection(collection).find({}, { sort: { _id: 1 } })).toEqual([
            { _id: 'plant', stage: 'flowering' },
          ]);
          expect(await reader.checkpoints.load(key)).toBe(30n);
        }
        await expect(
          stalled.collection(collection).writeBatch([{ replace: { _id: 'plant', stage: 'stale' } }]),
        ).rejects.toBeInstanceOf(FencedOutError);
        await expect(stalled.checkpoints.save(key, 40n, 30n)).rejects.toBeInstanceOf(FencedOutError);
      });
    });
  });
}
