import { Query } from 'mingo';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmbeddedReadStore } from './embedded-read-store';
import { IndexOrder } from './index-order';
import type { Collection, Filter, FindOptions, ProjectionSpec, SortSpec, StoredDocument } from './read-store';

const STATUSES = ['pending', 'confirmed', 'shipped', 'delivered', 'delivered', 'delivered', 'cancelled'];
const NAMES = ['asha', 'ravi', 'kavya', 'arjun', null, undefined];
const INDEXES = [
  { placedAt: -1 },
  { total: -1 },
  { customerSortName: 1, placedAt: -1 },
  { status: 1 },
  { customerId: 1 },
  { idPrefix: 1 },
  { position: -1 },
] as const;
const SORTS: SortSpec[] = [
  { placedAt: -1 },
  { placedAt: 1 },
  { total: 1 },
  { total: -1 },
  { total: 1, _id: -1 },
  { customerSortName: 1, placedAt: -1 },
  { customerSortName: -1, placedAt: 1 },
  { customerSortName: 1, placedAt: 1 },
  { customerSortName: -1 },
  { status: 1, total: -1 },
  { position: -1 },
  { itemCount: 1 },
];

/** A small deterministic generator, so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed;
  const next = () => {
    // Math.imul multiplies exactly (modulo 2^32): a plain product rounds past 2^53 and cycles within ~10,000 draws.
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
  return {
    below: (count: number) => Math.floor(next() * count),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    chance: (probability: number) => next() < probability,
  };
}
type Random = ReturnType<typeof seeded>;

/** Orders with many ties, few values per field, and ids sharing their first characters. */
function randomOrder(random: Random, id: string, position: number): StoredDocument {
  const order: StoredDocument = {
    _id: id,
    customerId: `c${random.below(12)}`,
    idPrefix: id.slice(0, 2),
    placedAt: `2024-01-${String(1 + random.below(20)).padStart(2, '0')}`,
    total: random.below(15) * 1_000,
    status: random.pick(STATUSES),
    position,
    itemCount: random.below(4),
  };
  const name = random.pick(NAMES);
  if (name !== undefined) order.customerSortName = name;
  return order;
}

/** A document holding what an index cannot order (another type, an array...), which forces mingo's path. */
function oddOrder(random: Random, id: string, position: number): StoredDocument {
  const order = randomOrder(random, id, position);
  const field = random.pick(['placedAt', 'total', 'customerSortName', 'status']);
  order[field] = random.pick([7, 'seven', true, ['2024-01-03'], { at: 1 }, []]);
  return order;
}

function randomFilter(random: Random): Filter {
  const customers = () => Array.from({ length: 1 + random.below(3) }, () => `c${random.below(14)}`);
  const prefix = `${random.pick(['a', 'b'])}${random.pick(['a', 'b', 'c'])}`;
  return random.pick<() => Filter>([
    () => ({}),
    () => ({ status: random.pick(STATUSES) }),
    () => ({ customerId: { $in: customers() } }),
    () => ({ customerId: random.pick(customers()) }),
    () => ({ idPrefix: prefix, _id: { $regex: `^${prefix}${random.below(3)}` } }),
    () => ({ status: random.pick(STATUSES), customerId: { $in: customers() } }),
    () => ({ status: { $in: [random.pick(STATUSES), random.pick(STATUSES)] } }),
    () => ({ total: { $gte: random.below(15) * 1_000 } }),
    () => ({ status: { $ne: 'delivered' }, customerSortName: { $ne: null } }),
  ])();
}

function randomOptions(random: Random): FindOptions {
  const options: FindOptions = { sort: random.pick(SORTS) };
  if (random.chance(0.7)) options.limit = random.below(30);
  if (random.chance(0.6)) options.skip = random.below(40);
  if (random.chance(0.2))
    options.projection = random.pick<ProjectionSpec>([{ total: 1 }, { customerId: 0, _id: 0 }]);
  return options;
}

/** The plain mingo answer over every document, ties by `_id` ascending as the store promises. */
function expectedPage(documents: StoredDocument[], filter: Filter, options: FindOptions): StoredDocument[] {
  const { sort = {}, skip, limit, projection } = options;
  const cursor = new Query(filter).find<StoredDocument>(documents, projection);
  cursor.sort('_id' in sort ? sort : { ...sort, _id: 1 });
  if (skip) cursor.skip(skip);
  if (limit) cursor.limit(limit);
  return cursor.all();
}

describe('a paged find', () => {
  let store: EmbeddedReadStore;
  let orders: Collection;

  beforeEach(async () => {
    store = await EmbeddedReadStore.open({ file: ':memory:' });
    orders = store.collection('orders');
    for (const keys of INDEXES) await orders.createIndex({ keys });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await store.close();
  });

  it.each([1, 2, 3, 4])(
    'answers as plain mingo does, through random writes and queries (seed %i)',
    async (seed) => {
      const random = seeded(seed);
      const walks = vi.spyOn(IndexOrder.prototype, 'documents');
      let position = 0;
      let ids = 0;
      for (let round = 0; round < 40; round++) {
        const stored = await orders.find();
        const writes = Array.from({ length: 1 + random.below(25) }, () => {
          const existing = stored.length > 0 && random.chance(0.6) ? random.pick(stored)._id : undefined;
          const id =
            existing ?? `${random.pick(['a', 'b'])}${random.pick(['a', 'b', 'c'])}${random.below(3)}${ids++}`;
          if (existing && random.chance(0.2)) return { delete: id };
          return { replace: randomOrder(random, id, position++) };
        });
        await orders.writeBatch(writes);
        // An odd document now and then: mingo's path answers until it is replaced.
        const odd = random.chance(0.25) ? oddOrder : randomOrder;
        await orders.upsert(odd(random, 'odd', position++));
        await orders.updateOne(
          { _id: random.pick(stored.length > 0 ? stored : [{ _id: 'odd' }])._id },
          {
            $set: { total: random.below(15) * 1_000 },
          },
        );

        const everything = await orders.find();
        for (let query = 0; query < 25; query++) {
          const filter = randomFilter(random);
          const options = randomOptions(random);
          expect(await orders.find(filter, options), JSON.stringify({ round, filter, options })).toEqual(
            expectedPage(everything, filter, options),
          );
          expect(await orders.count(filter)).toBe(new Query(filter).find(everything).all().length);
        }
      }
      expect(walks).toHaveBeenCalled();
    },
  );
});

describe('a sorted find along an index', () => {
  let store: EmbeddedReadStore;
  let orders: Collection;
  let tested: ReturnType<typeof vi.spyOn>;

  beforeEach(async () => {
    store = await EmbeddedReadStore.open({ file: ':memory:' });
    orders = store.collection('orders');
    await orders.createIndex({ keys: { position: -1 } });
    await orders.createIndex({ keys: { status: 1 } });
    await orders.createIndex({ keys: { customerId: 1 } });
    // The newest 50 orders are the pending ones: a walk from the oldest meets them last.
    await orders.writeBatch(
      Array.from({ length: 1_000 }, (_, position) => ({
        replace: {
          _id: `o${String(position).padStart(4, '0')}`,
          position,
          status: position >= 950 ? 'pending' : 'delivered',
          customerId: `c${position % 100}`,
        },
      })),
    );
    tested = vi.spyOn(Query.prototype, 'test');
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await store.close();
  });

  const positions = (documents: StoredDocument[]) => documents.map(({ position }) => position);

  it('tests only the documents up to the end of its page, either way round', async () => {
    expect(positions(await orders.find({}, { sort: { position: -1 }, limit: 3 }))).toEqual([999, 998, 997]);
    expect(tested).toHaveBeenCalledTimes(3);

    expect(positions(await orders.find({}, { sort: { position: 1 }, skip: 20, limit: 2 }))).toEqual([20, 21]);
    expect(tested).toHaveBeenCalledTimes(3 + 22);

    expect((await orders.findOne({ status: 'delivered' }, { sort: { position: -1 } }))?.position).toBe(949);
    expect(tested).toHaveBeenCalledTimes(3 + 22 + 51);
  });

  it('takes the lookup when it finds no more documents than the page needs', async () => {
    const found = await orders.find(
      { customerId: { $in: ['c7', 'c8'] } },
      { sort: { position: -1 }, limit: 25 },
    );

    expect(positions(found)).toEqual([
      908, 907, 808, 807, 708, 707, 608, 607, 508, 507, 408, 407, 308, 307, 208, 207, 108, 107, 8, 7,
    ]);
    expect(tested).toHaveBeenCalledTimes(20);
  });

  it('gives up its walk for the lookup after testing as many documents as the lookup holds', async () => {
    const found = await orders.find({ status: 'pending' }, { sort: { position: 1 }, limit: 5 });

    expect(positions(found)).toEqual([950, 951, 952, 953, 954]);
    expect(tested).toHaveBeenCalledTimes(50 + 50);
  });

  it('counts by the lookup of an $in', async () => {
    expect(await orders.count({ customerId: { $in: ['c1', 'c2', 'nobody'] }, position: { $gt: 500 } })).toBe(
      10,
    );
    expect(tested).toHaveBeenCalledTimes(20);
  });
});
