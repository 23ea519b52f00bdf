import { describe, expect, it } from 'vitest';
import { DuplicateKeyError } from './read-store';
import { type ContractContext, sortedIds } from './read-store-contract-context';

export function batchContract({ freshCollection }: ContractContext): void {
  describe('writeBatch', () => {
    it('replaces whole documents, inserting missing ones, and deletes by _id', async () => {
      const plants = freshCollection();
      await plants.insertOne({ _id: 'p1', name: 'Monstera', stock: 4 });
      await plants.insertOne({ _id: 'p2', name: 'Fern' });

      await plants.writeBatch([
        { replace: { _id: 'p1', name: 'Monstera Deliciosa' } },
        { delete: 'p2' },
        { replace: { _id: 'p3', name: 'Pothos' } },
        { delete: 'never-stored' },
      ]);

      expect(await plants.find({}, { sort: { _id: 1 } })).toEqual([
        { _id: 'p1', name: 'Monstera Deliciosa' },
        { _id: 'p3', name: 'Pothos' },
      ]);
    });

    it('applies the writes in the order given', async () => {
      const plants = freshCollection();

      await plants.writeBatch([
        { replace: { _id: 'p1', stock: 1 } },
        { delete: 'p1' },
        { delete: 'p2' },
        { replace: { _id: 'p2', stock: 1 } },
        { replace: { _id: 'p2', stock: 2 } },
      ]);

      expect(await plants.find()).toEqual([{ _id: 'p2', stock: 2 }]);
    });

    it('keeps indexed queries in step with the batch', async () => {
      const plants = freshCollection();
      await plants.createIndex({ keys: { kind: 1 } });
      await plants.insertOne({ _id: 'p1', kind: 'cactus' });

      await plants.writeBatch([
        { replace: { _id: 'p1', kind: 'fern' } },
        { replace: { _id: 'p2', kind: 'cactus' } },
      ]);

      expect(sortedIds(await plants.find({ kind: 'cactus' }))).toEqual(['p2']);
      expect(sortedIds(await plants.find({ kind: 'fern' }))).toEqual(['p1']);
    });

    it('refuses a batch holding a document JSON cannot hold, writing none of it', async () => {
      const plants = freshCollection();

      await expect(
        plants.writeBatch([
          { replace: { _id: 'p1', stock: 1 } },
          { replace: { _id: 'p2', stock: Number.NaN } },
        ]),
      ).rejects.toThrow(/JSON-compatible/);

      expect(await plants.find()).toEqual([]);
    });

    it('stops at a write that breaks a unique index, keeping the writes before it', async () => {
      const plants = freshCollection();
      await plants.createIndex({ keys: { slug: 1 }, unique: true });
      await plants.insertOne({ _id: 'p1', slug: 'monstera' });

      const batch = plants.writeBatch([
        { replace: { _id: 'p2', slug: 'fern' } },
        { replace: { _id: 'p3', slug: 'monstera' } },
        { replace: { _id: 'p4', slug: 'pothos' } },
      ]);

      await expect(batch).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(sortedIds(await plants.find())).toEqual(['p1', 'p2']);
    });

    it('accepts an empty batch', async () => {
      const plants = freshCollection();
      await plants.writeBatch([]);
      expect(await plants.count()).toBe(0);
    });
  });
}
