import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuplicateKeyError, type ReadStore, type StoredDocument } from './read-store';
import { batchContract } from './read-store-batches.contract';
import { checkpointContract } from './read-store-checkpoints.contract';
import { type ContractContext, sortedIds } from './read-store-contract-context';
import { fenceContract } from './read-store-fences.contract';
import { queryContract } from './read-store-queries.contract';
import { updateContract } from './read-store-updates.contract';

/**
 * The behaviour every read-store adapter must share; run it once per adapter. `openAnother` opens a second
 * store on the same data, as another process would, where the adapter allows it.
 */
export function readStoreContract(
  name: string,
  openStore: () => Promise<ReadStore>,
  openAnother?: () => Promise<ReadStore>,
): void {
  describe(`read store contract: ${name}`, () => {
    let store: ReadStore | undefined;
    const context: ContractContext = {
      store: () => {
        if (!store) throw new Error('the store did not open');
        return store;
      },
      freshCollection: <T extends StoredDocument>() =>
        context.store().collection<T>(`contract_${randomUUID().slice(0, 8)}`),
    };

    beforeAll(async () => {
      store = await openStore();
    });
    afterAll(async () => {
      await store?.close();
    });

    writeContract(context);
    queryContract(context);
    updateContract(context);
    batchContract(context);
    checkpointContract(context);
    fenceContract(context, openAnother);
    collectionsContract(context);
  });
}

function writeContract({ freshCollection }: ContractContext): void {
  describe('writes', () => {
    it('stores an inserted document and finds it by _id', async () => {
      const plants = freshCollection();
      await plants.insertOne({ _id: 'p1', name: 'Monstera', care: { light: 'bright' }, tags: ['indoor'] });

      expect(await plants.findOne({ _id: 'p1' })).toEqual({
        _id: 'p1',
        name: 'Monstera',
        care: { light: 'bright' },
        tags: ['indoor'],
      });
    });

    it('refuses a second document with the same _id, keeping the first', async () => {
      const plants = freshCollection();
      await plants.insertOne({ _id: 'p1', name: 'Monstera' });

      const second = plants.insertOne({ _id: 'p1', name: 'Impostor' });

      await expect(second).rejects.toBeInstanceOf(DuplicateKeyError);
      await expect(second).rejects.toMatchObject({ name: 'DuplicateKeyError', collection: plants.name });
      expect(await plants.find()).toEqual([{ _id: 'p1', name: 'Monstera' }]);
    });

    it('upsert inserts a missing document and replaces an existing one whole', async () => {
      const plants = freshCollection();
      await plants.upsert({ _id: 'p1', name: 'Monstera', stock: 4 });
      await plants.upsert({ _id: 'p1', name: 'Monstera Deliciosa' });

      expect(await plants.find()).toEqual([{ _id: 'p1', name: 'Monstera Deliciosa' }]);
    });

    it('deleteOne deletes one matching document and says how many it deleted', async () => {
      const plants = freshCollection();
      await plants.insertOne({ _id: 'p1', kind: 'fern' });
      await plants.insertOne({ _id: 'p2', kind: 'fern' });

      expect(await plants.deleteOne({ kind: 'fern' })).toBe(1);
      expect(await plants.deleteOne({ kind: 'cactus' })).toBe(0);
      expect(await plants.count({ kind: 'fern' })).toBe(1);
    });

    it('deleteMany deletes the matching documents, or all without a filter, and counts them', async () => {
      const plants = freshCollection();
      for (const [id, kind] of [
        ['p1', 'fern'],
        ['p2', 'fern'],
        ['p3', 'palm'],
        ['p4', 'cactus'],
      ] as const) {
        await plants.insertOne({ _id: id, kind });
      }

      expect(await plants.deleteMany({ kind: 'fern' })).toBe(2);
      expect(sortedIds(await plants.find())).toEqual(['p3', 'p4']);
      expect(await plants.deleteMany()).toBe(2);
      expect(await plants.count()).toBe(0);
    });

    it('refuses a document JSON cannot hold, storing nothing', async () => {
      const plants = freshCollection();

      await expect(plants.insertOne({ _id: 'p1', listedAt: new Date() })).rejects.toThrow(/JSON-compatible/);
      await expect(plants.upsert({ _id: 'p1', stock: Number.NaN })).rejects.toThrow(/JSON-compatible/);
      await expect(plants.insertOne({ _id: 'p1', stock: 1n })).rejects.toThrow(/JSON-compatible/);
      await expect(plants.insertOne({ _id: 7 } as unknown as StoredDocument)).rejects.toThrow(/string _id/);

      expect(await plants.count()).toBe(0);
    });

    it('leaves out properties set to undefined, as JSON does', async () => {
      const plants = freshCollection();

      await plants.insertOne({ _id: 'p1', name: 'Monstera', salePaise: undefined });

      expect(await plants.findOne({ _id: 'p1' })).not.toHaveProperty('salePaise');
    });

    it('hands out copies: changing a result or an inserted object does not change the store', async () => {
      const plants = freshCollection();
      const inserted = { _id: 'p1', care: { light: 'bright' }, tags: ['indoor'] };
      await plants.insertOne(inserted);
      inserted.care.light = 'changed after insert';
      inserted.tags.push('changed after insert');

      const found = (await plants.findOne({ _id: 'p1' })) as typeof inserted;
      found.care.light = 'changed in a result';
      found.tags.push('changed in a result');
      const [listed] = (await plants.find({ tags: 'indoor' })) as (typeof inserted)[];
      listed!.care.light = 'changed in a list';

      expect(await plants.findOne({ _id: 'p1' })).toEqual({
        _id: 'p1',
        care: { light: 'bright' },
        tags: ['indoor'],
      });
    });

    it('keeps no reference to the values of an update', async () => {
      const plants = freshCollection();
      await plants.insertOne({ _id: 'p1' });
      const care = { light: 'bright' };
      await plants.updateOne({ _id: 'p1' }, { $set: { care } });
      care.light = 'changed after update';

      expect(await plants.findOne({ _id: 'p1' })).toEqual({ _id: 'p1', care: { light: 'bright' } });
    });
  });

  describe('indexes', () => {
    it('a unique index refuses duplicates on insert and upsert, changing nothing', async () => {
      const plants = freshCollection();
      await plants.createIndex({ keys: { slug: 1 }, unique: true });
      await plants.insertOne({ _id: 'p1', slug: 'monstera' });

      await expect(plants.insertOne({ _id: 'p2', slug: 'monstera' })).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
      await expect(plants.upsert({ _id: 'p3', slug: 'monstera' })).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await plants.find()).toEqual([{ _id: 'p1', slug: 'monstera' }]);
    });

    it('a unique index refuses an update that would duplicate a key, leaving the document as it was', async () => {
      const plants = freshCollection();
      await plants.createIndex({ keys: { slug: 1 }, unique: true });
      await plants.insertOne({ _id: 'p1', slug: 'monstera' });
      await plants.insertOne({ _id: 'p2', slug: 'fern', stock: 1 });

      const renamed = plants.updateOne({ _id: 'p2' }, { $set: { slug: 'monstera', stock: 2 } });
      const upserted = plants.updateOne({ _id: 'p3' }, { $set: { slug: 'fern' } }, { upsert: true });

      await expect(renamed).rejects.toBeInstanceOf(DuplicateKeyError);
      await expect(upserted).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(sortedIds(await plants.find())).toEqual(['p1', 'p2']);
      expect(await plants.findOne({ _id: 'p2' })).toEqual({ _id: 'p2', slug: 'fern', stock: 1 });
    });

    it('a document may keep its own unique key when it is replaced or updated', async () => {
      const plants = freshCollection();
      await plants.createIndex({ keys: { slug: 1 }, unique: true });
      await plants.insertOne({ _id: 'p1', slug: 'monstera', stock: 1 });

      await plants.upsert({ _id: 'p1', slug: 'monstera', stock: 2 });
      await plants.updateOne({ _id: 'p1' }, { $set: { slug: 'monstera' }, $inc: { stock: 1 } });

      expect(await plants.findOne({ _id: 'p1' })).toEqual({ _id: 'p1', slug: 'monstera', stock: 3 });
    });

    it('frees a unique key once its document changes it or is deleted', async () => {
      const plants = freshCollection();
      await plants.createIndex({ keys: { slug: 1 }, unique: true });
      await plants.insertOne({ _id: 'p1', slug: 'monstera' });
      await plants.insertOne({ _id: 'p2', slug: 'fern' });

      await plants.updateOne({ _id: 'p1' }, { $set: { slug: 'monstera-deliciosa' } });
      await plants.deleteOne({ _id: 'p2' });
      await plants.insertOne({ _id: 'p3', slug: 'monstera' });
      await plants.insertOne({ _id: 'p4', slug: 'fern' });

      expect(sortedIds(await plants.find())).toEqual(['p1', 'p3', 'p4']);
    });

    it('a unique compound index refuses only a repeated combination', async () => {
      const stock = freshCollection();
      await stock.createIndex({ keys: { productId: 1, size: 1 }, unique: true });
      await stock.insertOne({ _id: 's1', productId: 'p1', size: 'S' });
      await stock.insertOne({ _id: 's2', productId: 'p1', size: 'L' });
      await stock.insertOne({ _id: 's3', productId: 'p2', size: 'S' });

      await expect(stock.insertOne({ _id: 's4', productId: 'p1', size: 'S' })).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
      expect(await stock.count()).toBe(3);
    });

    it('declaring an index again is harmless', async () => {
      const plants = freshCollection();
      await plants.createIndex({ keys: { slug: 1 }, unique: true });
      await plants.createIndex({ keys: { slug: 1 }, unique: true });
      await plants.createIndex({ keys: { kind: 1 } });
      await plants.createIndex({ keys: { kind: 1 } });
      await plants.insertOne({ _id: 'p1', slug: 'monstera', kind: 'aroid' });

      await expect(plants.insertOne({ _id: 'p2', slug: 'monstera' })).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
    });

    it('refuses a unique index the documents already break', async () => {
      const plants = freshCollection();
      await plants.insertOne({ _id: 'p1', slug: 'monstera' });
      await plants.insertOne({ _id: 'p2', slug: 'monstera' });

      await expect(plants.createIndex({ keys: { slug: 1 }, unique: true })).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
      await plants.insertOne({ _id: 'p3', slug: 'monstera' });
      expect(await plants.count({ slug: 'monstera' })).toBe(3);
    });

    it('an indexed field still finds exactly the matching documents as they change', async () => {
      const plants = freshCollection();
      await plants.createIndex({ keys: { kind: 1 } });
      await plants.insertOne({ _id: 'p1', kind: 'fern' });
      await plants.insertOne({ _id: 'p2', kind: ['fern', 'palm'] });
      await plants.insertOne({ _id: 'p3', kind: 'palm' });
      await plants.insertOne({ _id: 'p4' });
      await plants.updateOne({ _id: 'p3' }, { $set: { kind: 'fern' } });
      await plants.upsert({ _id: 'p1', kind: 'cactus' });
      await plants.deleteOne({ _id: 'p2' });
      await plants.insertOne({ _id: 'p5', kind: ['palm', 'fern'] });

      expect(sortedIds(await plants.find({ kind: 'fern' }))).toEqual(['p3', 'p5']);
      expect(sortedIds(await plants.find({ kind: { $eq: 'cactus' } }))).toEqual(['p1']);
      expect(sortedIds(await plants.find({ kind: 'fern', _id: { $ne: 'p3' } }))).toEqual(['p5']);
      expect(await plants.count({ kind: 'palm' })).toBe(1);
    });
  });
}

function collectionsContract({ store, freshCollection }: ContractContext): void {
  describe('collections', () => {
    it('lists a collection once written to, and no internal one', async () => {
      const plants = freshCollection();
      await plants.insertOne({ _id: 'p1' });
      await store().checkpoints.save(`list-${randomUUID()}`, 1n, null);

      const names = await store().listCollections();

      expect(names).toContain(plants.name);
      expect(names).not.toContain('_checkpoints');
    });

    it('dropping a collection removes it and its documents; dropping a missing one is harmless', async () => {
      const plants = freshCollection();
      await plants.insertOne({ _id: 'p1' });

      await store().dropCollection(plants.name);
      await store().dropCollection(plants.name);

      expect(await store().listCollections()).not.toContain(plants.name);
      expect(await plants.find()).toEqual([]);
      expect(await plants.count()).toBe(0);
    });

    it('a dropped collection can be written again, empty and without its old indexes', async () => {
      const plants = freshCollection();
      await plants.createIndex({ keys: { slug: 1 }, unique: true });
      await plants.insertOne({ _id: 'p1', slug: 'monstera' });

      await store().dropCollection(plants.name);
      await plants.insertOne({ _id: 'p2', slug: 'fern' });
      await plants.insertOne({ _id: 'p3', slug: 'fern' });

      expect(sortedIds(await plants.find())).toEqual(['p2', 'p3']);
    });

    it('refuses the name reserved for checkpoints', () => {
      expect(() => store().collection('_checkpoints')).toThrow(/collection name/);
    });
  });
}
