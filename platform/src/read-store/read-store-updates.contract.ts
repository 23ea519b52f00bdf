import { describe, expect, it } from 'vitest';
import { UndefinedInFilterError } from './filter-check';
import type { Collection } from './read-store';
import { type ContractContext, sortedIds } from './read-store-contract-context';

export function updateContract({ freshCollection }: ContractContext): void {
  const withPlant = async (): Promise<Collection> => {
    const plants = freshCollection();
    await plants.insertOne({
      _id: 'p1',
      name: 'Monstera',
      stock: 4,
      tags: ['indoor'],
      care: { light: 'bright' },
      sizes: [
        { label: 'S', stock: 0 },
        { label: 'L', stock: 3 },
      ],
    });
    return plants;
  };

  describe('updateOne', () => {
    it('$set sets top-level and nested fields, creating missing parents', async () => {
      const plants = await withPlant();

      const result = await plants.updateOne(
        { _id: 'p1' },
        { $set: { name: 'Monstera Deliciosa', 'care.water': 'weekly', 'seo.title': 'M' } },
      );

      expect(result).toEqual({ matched: 1, modified: 1, upsertedId: null });
      expect(await plants.findOne({ _id: 'p1' })).toMatchObject({
        name: 'Monstera Deliciosa',
        care: { light: 'bright', water: 'weekly' },
        seo: { title: 'M' },
      });
    });

    it('counts a document as matched but not modified when the update changes nothing', async () => {
      const plants = await withPlant();

      expect(await plants.updateOne({ _id: 'p1' }, { $set: { name: 'Monstera' } })).toEqual({
        matched: 1,
        modified: 0,
        upsertedId: null,
      });
      expect(await plants.updateOne({ _id: 'p1' }, { $addToSet: { tags: 'indoor' } })).toEqual({
        matched: 1,
        modified: 0,
        upsertedId: null,
      });
    });

    it('$unset removes fields', async () => {
      const plants = await withPlant();

      await plants.updateOne({ _id: 'p1' }, { $unset: { tags: '', 'care.light': '' } });

      const plant = await plants.findOne({ _id: 'p1' });
      expect(plant).not.toHaveProperty('tags');
      expect(plant?.care).toEqual({});
    });

    it('$inc adds to a number and starts a missing one from the increment', async () => {
      const plants = await withPlant();

      await plants.updateOne({ _id: 'p1' }, { $inc: { stock: -3, sold: 3 } });

      expect(await plants.findOne({ _id: 'p1' })).toMatchObject({ stock: 1, sold: 3 });
    });

    it('$push appends, $addToSet adds only what is absent, $pull removes matching elements', async () => {
      const plants = await withPlant();

      await plants.updateOne({ _id: 'p1' }, { $push: { tags: 'large' } });
      await plants.updateOne({ _id: 'p1' }, { $addToSet: { tags: 'indoor' } });
      await plants.updateOne({ _id: 'p1' }, { $addToSet: { tags: 'pet-friendly' } });
      await plants.updateOne({ _id: 'p1' }, { $pull: { tags: 'indoor', sizes: { label: 'S' } } });

      expect(await plants.findOne({ _id: 'p1' })).toMatchObject({
        tags: ['large', 'pet-friendly'],
        sizes: [{ label: 'L', stock: 3 }],
      });
    });

    it('updates the array element a filter matched with the positional $', async () => {
      const plants = await withPlant();

      await plants.updateOne({ _id: 'p1', 'sizes.label': 'L' }, { $inc: { 'sizes.$.stock': 2 } });

      expect((await plants.findOne({ _id: 'p1' }))?.sizes).toEqual([
        { label: 'S', stock: 0 },
        { label: 'L', stock: 5 },
      ]);
    });

    it('accepts setting _id to the value it already has', async () => {
      const plants = await withPlant();

      await plants.updateOne({ _id: 'p1' }, { $set: { _id: 'p1', name: 'Renamed' } });

      expect(await plants.findOne({ _id: 'p1' })).toMatchObject({ _id: 'p1', name: 'Renamed' });
    });

    it('updates only the first of several matching documents', async () => {
      const plants = freshCollection();
      await plants.insertOne({ _id: 'p1', kind: 'fern' });
      await plants.insertOne({ _id: 'p2', kind: 'fern' });

      const result = await plants.updateOne({ kind: 'fern' }, { $set: { featured: true } });

      expect(result).toEqual({ matched: 1, modified: 1, upsertedId: null });
      expect(await plants.count({ featured: true })).toBe(1);
    });

    it('changes and creates nothing when nothing matches and upsert is off', async () => {
      const plants = await withPlant();

      const result = await plants.updateOne({ _id: 'p2' }, { $set: { name: 'Fern' } });

      expect(result).toEqual({ matched: 0, modified: 0, upsertedId: null });
      expect(sortedIds(await plants.find())).toEqual(['p1']);
    });
  });

  describe('updateOne with upsert', () => {
    it('inserts from the filter equality fields, the update and $setOnInsert', async () => {
      const plants = freshCollection();

      const result = await plants.updateOne(
        { _id: 'p9', kind: 'fern', 'owner.id': 'u1', stock: { $gte: 0 } },
        {
          $set: { name: 'Boston Fern' },
          $inc: { views: 1 },
          $setOnInsert: { createdAt: '2024-05-01T00:00:00.000Z' },
        },
        { upsert: true },
      );

      expect(result).toEqual({ matched: 0, modified: 0, upsertedId: 'p9' });
      expect(await plants.findOne({ _id: 'p9' })).toEqual({
        _id: 'p9',
        kind: 'fern',
        owner: { id: 'u1' },
        name: 'Boston Fern',
        views: 1,
        createdAt: '2024-05-01T00:00:00.000Z',
      });
    });

    it('updates a matching document, ignoring $setOnInsert', async () => {
      const plants = await withPlant();

      const result = await plants.updateOne(
        { _id: 'p1' },
        { $set: { name: 'Renamed' }, $setOnInsert: { createdAt: 'never' } },
        { upsert: true },
      );

      expect(result).toEqual({ matched: 1, modified: 1, upsertedId: null });
      const plant = await plants.findOne({ _id: 'p1' });
      expect(plant).toMatchObject({ name: 'Renamed' });
      expect(plant).not.toHaveProperty('createdAt');
    });

    it('gives an inserted document a string _id when the filter names none', async () => {
      const plants = freshCollection();

      const { upsertedId } = await plants.updateOne(
        { slug: 'fern' },
        { $set: { name: 'Fern' } },
        { upsert: true },
      );

      expect(typeof upsertedId).toBe('string');
      expect(await plants.findOne({ _id: upsertedId! })).toEqual({
        _id: upsertedId,
        slug: 'fern',
        name: 'Fern',
      });
    });

    it('accepts a $set that repeats the _id of the filter', async () => {
      const plants = freshCollection();

      await plants.updateOne({ _id: 'p7' }, { $set: { _id: 'p7', name: 'Fern' } }, { upsert: true });

      expect(await plants.find()).toEqual([{ _id: 'p7', name: 'Fern' }]);
    });
  });

  describe('updateMany', () => {
    it('updates every matching document and counts matched and modified apart', async () => {
      const plants = freshCollection();
      await plants.insertOne({ _id: 'p1', kind: 'fern', stock: 1 });
      await plants.insertOne({ _id: 'p2', kind: 'fern', stock: 0 });
      await plants.insertOne({ _id: 'p3', kind: 'fern', stock: 0 });
      await plants.insertOne({ _id: 'p4', kind: 'palm', stock: 0 });

      const result = await plants.updateMany({ kind: 'fern' }, { $set: { stock: 0 } });

      expect(result).toEqual({ matched: 3, modified: 1, upsertedId: null });
      expect(await plants.count({ stock: 0 })).toBe(4);
      expect(await plants.updateMany({ kind: 'cactus' }, { $set: { stock: 1 } })).toEqual({
        matched: 0,
        modified: 0,
        upsertedId: null,
      });
    });
  });

  describe('a filter holding undefined', () => {
    it('is refused by every query, update and delete, which then change nothing', async () => {
      const plants = await withPlant();
      await plants.insertOne({ _id: 'p2', name: 'Fern', stock: 2 });
      const missing = { name: undefined };

      await expect(plants.deleteMany(missing)).rejects.toThrow(UndefinedInFilterError);
      await expect(plants.deleteOne(missing)).rejects.toThrow(UndefinedInFilterError);
      await expect(plants.updateMany(missing, { $set: { stock: 0 } })).rejects.toThrow(
        UndefinedInFilterError,
      );
      await expect(plants.updateOne({ $or: [{ name: undefined }] }, { $set: { stock: 0 } })).rejects.toThrow(
        UndefinedInFilterError,
      );
      await expect(plants.find({ stock: { $gt: undefined } })).rejects.toThrow(UndefinedInFilterError);
      await expect(plants.findOne(missing)).rejects.toThrow(UndefinedInFilterError);
      await expect(plants.count(missing)).rejects.toThrow(UndefinedInFilterError);

      expect(sortedIds(await plants.find({}))).toEqual(['p1', 'p2']);
      expect(await plants.findOne({ _id: 'p2' })).toMatchObject({ stock: 2 });
    });
  });
}
