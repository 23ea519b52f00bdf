import { beforeAll, describe, expect, it } from 'vitest';
import type { Collection, Filter, FindOptions, StoredDocument } from './read-store';
import { type ContractContext, sortedIds } from './read-store-contract-context';

const PLANTS: StoredDocument[] = [
  {
    _id: 'p1',
    name: 'Monstera',
    pricePaise: 129900,
    stock: 4,
    tags: ['indoor', 'large'],
    care: { light: 'bright', water: 'weekly' },
    sizes: [
      { label: 'S', stock: 0 },
      { label: 'L', stock: 3 },
    ],
    onSale: true,
  },
  {
    _id: 'p2',
    name: 'money plant',
    pricePaise: 29900,
    stock: 0,
    tags: ['indoor', 'pet-friendly'],
    care: { light: 'low', water: 'weekly' },
    sizes: [{ label: 'S', stock: 5 }],
  },
  {
    _id: 'p3',
    name: 'Snake Plant',
    pricePaise: 49900,
    stock: 12,
    tags: ['indoor', 'pet-friendly', 'low-light'],
    care: { light: 'low', water: 'monthly' },
    sizes: [],
    discontinuedAt: null,
  },
  {
    _id: 'p4',
    name: 'Areca Palm',
    pricePaise: 89900,
    stock: 2,
    tags: ['outdoor', 'large'],
    care: { light: 'bright', water: 'daily' },
    sizes: [{ label: 'M', stock: 2 }],
  },
];

export function queryContract({ freshCollection }: ContractContext): void {
  describe('queries', () => {
    let plants: Collection;
    const idsMatching = async (filter: Filter) => sortedIds(await plants.find(filter));

    beforeAll(async () => {
      plants = freshCollection();
      for (const plant of PLANTS) await plants.insertOne(plant);
    });

    it('finds everything without a filter, and nothing in a collection never written', async () => {
      expect(sortedIds(await plants.find())).toEqual(['p1', 'p2', 'p3', 'p4']);
      expect(await freshCollection().find()).toEqual([]);
      expect(await freshCollection().findOne({ _id: 'p1' })).toBeNull();
    });

    it('finds by _id, still applying the rest of the filter', async () => {
      expect(await plants.findOne({ _id: 'p3' })).toEqual(PLANTS[2]);
      expect(await plants.findOne({ _id: 'nope' })).toBeNull();
      expect(await idsMatching({ _id: 'p3', stock: 0 })).toEqual([]);
      expect(await idsMatching({ _id: 'p3', stock: 12 })).toEqual(['p3']);
    });

    it('matches equality, $eq and $ne', async () => {
      expect(await idsMatching({ name: 'Monstera' })).toEqual(['p1']);
      expect(await idsMatching({ stock: { $eq: 0 } })).toEqual(['p2']);
      expect(await idsMatching({ stock: { $ne: 0 } })).toEqual(['p1', 'p3', 'p4']);
    });

    it('matches $gt, $gte, $lt, $lte and ranges', async () => {
      expect(await idsMatching({ pricePaise: { $gt: 49900 } })).toEqual(['p1', 'p4']);
      expect(await idsMatching({ pricePaise: { $gte: 49900 } })).toEqual(['p1', 'p3', 'p4']);
      expect(await idsMatching({ pricePaise: { $lt: 49900 } })).toEqual(['p2']);
      expect(await idsMatching({ pricePaise: { $lte: 49900 } })).toEqual(['p2', 'p3']);
      expect(await idsMatching({ pricePaise: { $gte: 30000, $lt: 100000 } })).toEqual(['p3', 'p4']);
    });

    it('matches $in and $nin, on scalars and on arrays', async () => {
      expect(await idsMatching({ _id: { $in: ['p1', 'p3', 'nope'] } })).toEqual(['p1', 'p3']);
      expect(await idsMatching({ _id: { $in: [/^p[12]$/, 'p4'] } })).toEqual(['p1', 'p2', 'p4']);
      expect(await idsMatching({ 'care.light': { $nin: ['low'] } })).toEqual(['p1', 'p4']);
      expect(await idsMatching({ tags: { $in: ['outdoor', 'low-light'] } })).toEqual(['p3', 'p4']);
      expect(await idsMatching({ tags: { $nin: ['large'] } })).toEqual(['p2', 'p3']);
    });

    it('combines conditions with $and and $or', async () => {
      expect(await idsMatching({ $or: [{ stock: 0 }, { pricePaise: { $gt: 100000 } }] })).toEqual([
        'p1',
        'p2',
      ]);
      expect(await idsMatching({ $and: [{ tags: 'indoor' }, { 'care.water': 'weekly' }] })).toEqual([
        'p1',
        'p2',
      ]);
    });

    it('matches $exists, where null also matches a missing field', async () => {
      expect(await idsMatching({ onSale: { $exists: true } })).toEqual(['p1']);
      expect(await idsMatching({ onSale: { $exists: false } })).toEqual(['p2', 'p3', 'p4']);
      expect(await idsMatching({ discontinuedAt: { $exists: true } })).toEqual(['p3']);
      expect(await idsMatching({ discontinuedAt: null })).toEqual(['p1', 'p2', 'p3', 'p4']);
    });

    it('matches $regex, case-sensitive unless told otherwise', async () => {
      expect(await idsMatching({ name: { $regex: '^m' } })).toEqual(['p2']);
      expect(await idsMatching({ name: { $regex: '^m', $options: 'i' } })).toEqual(['p1', 'p2']);
      expect(await idsMatching({ name: /plant$/i })).toEqual(['p2', 'p3']);
    });

    it('follows dotted paths into nested objects and arrays of objects', async () => {
      expect(await idsMatching({ 'care.light': 'bright' })).toEqual(['p1', 'p4']);
      expect(await idsMatching({ 'sizes.label': 'S' })).toEqual(['p1', 'p2']);
    });

    it('matches arrays by element, whole value, $all and $elemMatch', async () => {
      expect(await idsMatching({ tags: 'pet-friendly' })).toEqual(['p2', 'p3']);
      expect(await idsMatching({ tags: ['indoor', 'large'] })).toEqual(['p1']);
      expect(await idsMatching({ tags: ['large', 'indoor'] })).toEqual([]);
      expect(await idsMatching({ tags: { $all: ['large', 'indoor'] } })).toEqual(['p1']);
      expect(await idsMatching({ 'sizes.label': 'S', 'sizes.stock': { $gt: 0 } })).toEqual(['p1', 'p2']);
      expect(await idsMatching({ sizes: { $elemMatch: { label: 'S', stock: { $gt: 0 } } } })).toEqual(['p2']);
    });

    it('sorts by several keys, ascending and descending', async () => {
      const ordered = await plants.find({}, { sort: { 'care.light': 1, pricePaise: -1 } });
      expect(ordered.map((plant) => plant._id)).toEqual(['p1', 'p4', 'p3', 'p2']);
      const byPrice = await plants.find({ tags: 'indoor' }, { sort: { pricePaise: -1 } });
      expect(byPrice.map((plant) => plant._id)).toEqual(['p1', 'p3', 'p2']);
    });

    it('skips and limits after sorting', async () => {
      const page = await plants.find({}, { sort: { pricePaise: 1 }, skip: 1, limit: 2 });
      expect(page.map((plant) => plant._id)).toEqual(['p3', 'p4']);
      const first = await plants.find({}, { sort: { pricePaise: 1 }, limit: 1 });
      expect(first.map((plant) => plant._id)).toEqual(['p2']);
      const rest = await plants.find({}, { sort: { pricePaise: 1 }, skip: 3 });
      expect(rest.map((plant) => plant._id)).toEqual(['p1']);
    });

    it('findOne takes the first by the sort', async () => {
      expect((await plants.findOne({ tags: 'indoor' }, { sort: { pricePaise: 1 } }))?._id).toBe('p2');
      expect((await plants.findOne({}, { sort: { stock: -1 } }))?._id).toBe('p3');
    });

    it('projects included fields, with _id unless excluded', async () => {
      expect(await plants.find({ _id: 'p1' }, { projection: { name: 1, 'care.light': 1 } })).toEqual([
        { _id: 'p1', name: 'Monstera', care: { light: 'bright' } },
      ]);
      expect(await plants.find({ _id: 'p1' }, { projection: { name: 1, _id: 0 } })).toEqual([
        { name: 'Monstera' },
      ]);
      expect(await plants.findOne({ _id: 'p2' }, { projection: { stock: 1 } })).toEqual({
        _id: 'p2',
        stock: 0,
      });
    });

    it("projects included top-level fields in the documents' own order, leaving out the ones a document lacks", async () => {
      const found = await plants.find(
        { _id: { $in: ['p2', 'p1'] } },
        { projection: { stock: 1, name: 1, discontinued: 1 } },
      );
      expect(found).toHaveLength(2);
      expect(found.map((plant) => Object.keys(plant))).toEqual([
        ['_id', 'name', 'stock'],
        ['_id', 'name', 'stock'],
      ]);
      expect(found).toEqual(
        expect.arrayContaining([
          { _id: 'p1', name: 'Monstera', stock: 4 },
          { _id: 'p2', name: 'money plant', stock: 0 },
        ]),
      );
      const withoutIds = await plants.find({ tags: 'pet-friendly' }, { projection: { _id: 0, care: 1 } });
      expect(withoutIds).toHaveLength(2);
      expect(withoutIds).toEqual(
        expect.arrayContaining([{ care: PLANTS[1]!.care }, { care: PLANTS[2]!.care }]),
      );
    });

    it('projects away excluded fields', async () => {
      expect(await plants.find({ _id: 'p2' }, { projection: { care: 0, sizes: 0, tags: 0 } })).toEqual([
        { _id: 'p2', name: 'money plant', pricePaise: 29900, stock: 0 },
      ]);
      const { _id, ...withoutId } = PLANTS[3]!;
      expect(await plants.find({ _id: 'p4' }, { projection: { _id: 0 } })).toEqual([withoutId]);
    });

    it('matches $in on an indexed field, arrays by element, and counts alike', async () => {
      const kinds = freshCollection();
      await kinds.createIndex({ keys: { kind: 1 } });
      await kinds.insertOne({ _id: 'k1', kind: 'fern' });
      await kinds.insertOne({ _id: 'k2', kind: ['fern', 'palm'] });
      await kinds.insertOne({ _id: 'k3', kind: 'palm' });
      await kinds.insertOne({ _id: 'k4', kind: 'cactus' });
      await kinds.insertOne({ _id: 'k5' });

      expect(sortedIds(await kinds.find({ kind: { $in: ['palm', 'cactus'] } }))).toEqual(['k2', 'k3', 'k4']);
      expect(sortedIds(await kinds.find({ kind: { $in: ['fern', 'nope'] }, _id: { $ne: 'k1' } }))).toEqual([
        'k2',
      ]);
      expect(await kinds.find({ kind: { $in: [] } })).toEqual([]);
      expect(await kinds.count({ kind: { $in: ['fern', 'palm'] } })).toBe(3);
    });

    it('pages in the order of a sort an index serves, either way round, as documents change', async () => {
      const orders = freshCollection();
      await orders.createIndex({ keys: { placedAt: -1 } });
      await orders.createIndex({ keys: { customer: 1, placedAt: -1 } });
      await orders.writeBatch([
        { replace: { _id: 'o1', customer: 'ravi', placedAt: '2024-01-01' } },
        { replace: { _id: 'o2', customer: 'asha', placedAt: '2024-01-02' } },
        { replace: { _id: 'o3', customer: 'ravi', placedAt: '2024-01-03' } },
        { replace: { _id: 'o4', customer: null, placedAt: '2024-01-04' } },
        { replace: { _id: 'o5', placedAt: '2024-01-05' } },
      ]);
      const ids = async (filter: Filter, options: FindOptions) =>
        (await orders.find(filter, options)).map((order) => order._id);
      expect(await ids({}, { sort: { placedAt: -1 }, limit: 2 })).toEqual(['o5', 'o4']);

      await orders.updateOne({ _id: 'o1' }, { $set: { placedAt: '2024-01-06' } });
      await orders.deleteOne({ _id: 'o3' });
      await orders.insertOne({ _id: 'o6', customer: 'asha', placedAt: '2023-12-31' });

      expect(await ids({}, { sort: { placedAt: -1 }, limit: 3 })).toEqual(['o1', 'o5', 'o4']);
      expect(await ids({}, { sort: { placedAt: 1 }, skip: 1, limit: 2 })).toEqual(['o2', 'o4']);
      // Null and missing sort alike, first when ascending.
      const byCustomer = { customer: 1, placedAt: -1 } as const;
      expect(await ids({}, { sort: byCustomer })).toEqual(['o5', 'o4', 'o2', 'o6', 'o1']);
      expect(await ids({}, { sort: { customer: -1, placedAt: 1 } })).toEqual(['o1', 'o6', 'o2', 'o4', 'o5']);
      expect(await ids({ customer: { $ne: 'asha' } }, { sort: byCustomer, limit: 2 })).toEqual(['o5', 'o4']);
      expect(await ids({ customer: 'asha' }, { sort: { placedAt: -1 } })).toEqual(['o2', 'o6']);
    });

    it('counts matching documents', async () => {
      expect(await plants.count()).toBe(4);
      expect(await plants.count({ tags: 'indoor' })).toBe(3);
      expect(await plants.count({ _id: 'p4' })).toBe(1);
      expect(await plants.count({ stock: { $gt: 100 } })).toBe(0);
      expect(await freshCollection().count()).toBe(0);
    });
  });
}
