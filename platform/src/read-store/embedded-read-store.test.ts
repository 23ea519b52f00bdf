import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Query } from 'mingo';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { EmbeddedReadStore } from './embedded-read-store';
import { DuplicateKeyError } from './read-store';
import { readStoreContract } from './read-store.contract';
import { temporaryReadStoreFiles } from './testing/temporary-read-store-files';

const contractFolder = mkdtempSync(join(tmpdir(), 'read-store-contract-'));
afterAll(() => rmSync(contractFolder, { recursive: true, force: true }));

// The file sits in a folder that does not exist yet: opening creates it.
const contractFile = join(contractFolder, 'data', 'read-models.sqlite');
readStoreContract(
  'embedded, SQLite file',
  () => EmbeddedReadStore.open({ file: contractFile }),
  () => EmbeddedReadStore.open({ file: contractFile }),
);
readStoreContract('embedded, in memory', () => EmbeddedReadStore.open({ file: ':memory:' }));

/** The turn of the event loop in which the store flushes writes made before it has run. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('EmbeddedReadStore', () => {
  const { open } = temporaryReadStoreFiles('read-store-');

  describe('across close and reopen', () => {
    it('keeps documents, unique indexes and checkpoints', async () => {
      const first = await open();
      await first.collection('plants').createIndex({ keys: { slug: 1 }, unique: true });
      await first.collection('plants').insertOne({ _id: 'p1', slug: 'monstera', care: { light: 'bright' } });
      await first.collection('orders').insertOne({ _id: 'o1', total: 129900 });
      await first.checkpoints.save('catalog', 42n, null);
      await first.close();

      const reopened = await open();

      expect(await reopened.listCollections()).toEqual(['orders', 'plants']);
      expect(await reopened.collection('plants').find()).toEqual([
        { _id: 'p1', slug: 'monstera', care: { light: 'bright' } },
      ]);
      await expect(
        reopened.collection('plants').insertOne({ _id: 'p2', slug: 'monstera' }),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await reopened.checkpoints.load('catalog')).toBe(42n);
      expect(await reopened.checkpoints.save('catalog', 43n, 41n)).toBe(false);
    });

    it('has every write, in order, after many writes in one turn (several flush batches)', async () => {
      const first = await open();
      const plants = first.collection('plants');
      const counters = first.collection('counters');
      await counters.insertOne({ _id: 'events', seen: 0 });
      for (let i = 0; i < 12_000; i++) {
        await plants.upsert({ _id: `p${i % 3_000}`, version: i });
        await counters.updateOne({ _id: 'events' }, { $inc: { seen: 1 } });
        if (i % 1_000 === 999) await plants.deleteOne({ _id: `p${i % 3_000}` });
      }
      await first.dropCollection('scratch');
      await first.collection('scratch').insertOne({ _id: 'before-drop' });
      await first.dropCollection('scratch');
      await first.collection('scratch').insertOne({ _id: 'after-drop' });
      await first.checkpoints.save('catalog', 12_000n, null);
      await first.close();

      const reopened = await open();

      const stored = await reopened.collection('plants').find();
      expect(stored).toHaveLength(3_000 - 3);
      expect(stored.find((plant) => plant._id === 'p0')).toEqual({ _id: 'p0', version: 9_000 });
      expect(stored.find((plant) => plant._id === 'p2998')).toEqual({ _id: 'p2998', version: 11_998 });
      expect(stored.some((plant) => plant._id === 'p999')).toBe(false);
      expect(await reopened.collection('counters').findOne({ _id: 'events' })).toEqual({
        _id: 'events',
        seen: 12_000,
      });
      expect(await reopened.collection('scratch').find()).toEqual([{ _id: 'after-drop' }]);
      expect(await reopened.checkpoints.load('catalog')).toBe(12_000n);
    });

    it('forgets a dropped collection and a deleted checkpoint', async () => {
      const first = await open();
      await first.collection('plants').insertOne({ _id: 'p1' });
      await first.checkpoints.save('catalog', 1n, null);
      await first.flush();
      await first.dropCollection('plants');
      await first.checkpoints.delete('catalog');
      await first.close();

      const reopened = await open();

      expect(await reopened.listCollections()).toEqual([]);
      expect(await reopened.checkpoints.load('catalog')).toBeNull();
    });
  });

  describe('another process on the same file', () => {
    it('sees documents once the writer flushes, by flush() or at the end of the turn', async () => {
      const writer = await open();
      const reader = await open();
      expect(await reader.collection('plants').find()).toEqual([]);
      await nextTurn();

      await writer.collection('plants').insertOne({ _id: 'p1', stock: 1 });
      await writer.flush();
      expect(await reader.collection('plants').findOne({ _id: 'p1' })).toEqual({ _id: 'p1', stock: 1 });

      await writer.collection('plants').updateOne({ _id: 'p1' }, { $inc: { stock: 1 } });
      await writer.collection('plants').insertOne({ _id: 'p2', stock: 5 });
      await nextTurn();
      expect(await reader.collection('plants').find({}, { sort: { _id: 1 } })).toEqual([
        { _id: 'p1', stock: 2 },
        { _id: 'p2', stock: 5 },
      ]);
    });

    it("shares one look at the file among a turn's finds; the next turn sees what came meanwhile", async () => {
      const writer = await open();
      const reader = await open();
      await nextTurn();
      expect(await reader.collection('plants').find()).toEqual([]);

      await writer.collection('plants').insertOne({ _id: 'p1' });
      await writer.flush();
      expect(await reader.collection('plants').find()).toEqual([]);

      await nextTurn();
      expect(await reader.collection('plants').find()).toEqual([{ _id: 'p1' }]);
    });

    it('sees a whole batch at once, written in one transaction at the end of the turn', async () => {
      const writer = await open();
      const reader = await open();
      await writer.collection('plants').insertOne({ _id: 'p1', stock: 1 });
      await writer.flush();

      await writer
        .collection('plants')
        .writeBatch([{ replace: { _id: 'p1', stock: 2 } }, { replace: { _id: 'p2', stock: 5 } }]);
      expect(await reader.collection('plants').find({}, { sort: { _id: 1 } })).toEqual([
        { _id: 'p1', stock: 1 },
      ]);
      await nextTurn();
      expect(await reader.collection('plants').find({}, { sort: { _id: 1 } })).toEqual([
        { _id: 'p1', stock: 2 },
        { _id: 'p2', stock: 5 },
      ]);
    });
    it('sees deletions, drops, new collections and checkpoints', async () => {
      const writer = await open();
      await writer.collection('plants').insertOne({ _id: 'p1' });
      await writer.collection('plants').insertOne({ _id: 'p2' });
      await writer.collection('old').insertOne({ _id: 'x' });
      await writer.flush();
      const reader = await open();
      expect(await reader.listCollections()).toEqual(['old', 'plants']);

      await writer.collection('plants').deleteOne({ _id: 'p1' });
      await writer.dropCollection('old');
      await writer.collection('orders').insertOne({ _id: 'o1' });
      await writer.checkpoints.save('catalog', 7n, null);
      await writer.flush();

      expect(await reader.listCollections()).toEqual(['orders', 'plants']);
      expect(await reader.collection('plants').find()).toEqual([{ _id: 'p2' }]);
      expect(await reader.collection('old').count()).toBe(0);
      expect(await reader.checkpoints.load('catalog')).toBe(7n);
      expect(await reader.checkpoints.save('catalog', 8n, null)).toBe(false);
    });

    it("takes in the writer's checkpoints while keeping its own unflushed ones", async () => {
      const writer = await open();
      const reader = await open();
      await reader.checkpoints.save('reports', 3n, null);

      await writer.checkpoints.save('catalog', 9n, null);
      await writer.flush();

      expect(await reader.checkpoints.load('catalog')).toBe(9n);
      expect(await reader.checkpoints.load('reports')).toBe(3n);
    });
  });

  describe('lookups', () => {
    it('finds by _id without testing any document against the filter', async () => {
      const store = await open();
      const plants = store.collection('plants');
      for (let i = 0; i < 100; i++) await plants.insertOne({ _id: `p${i}`, stock: i });
      const tested = vi.spyOn(Query.prototype, 'test');

      expect(await plants.findOne({ _id: 'p42' })).toEqual({ _id: 'p42', stock: 42 });
      await plants.updateOne({ _id: 'p42' }, { $set: { featured: true } });
      expect(tested).not.toHaveBeenCalled();

      expect(await plants.find({ featured: true })).toEqual([{ _id: 'p42', stock: 42, featured: true }]);
      expect(tested).toHaveBeenCalledTimes(100);
    });

    it('finds a list of ids without testing any document against the filter', async () => {
      const store = await open();
      const plants = store.collection('plants');
      for (let i = 0; i < 100; i++) await plants.insertOne({ _id: `p${i}`, stock: i });
      const tested = vi.spyOn(Query.prototype, 'test');

      const found = await plants.find({ _id: { $in: ['p7', 'p3', 'missing'] } });

      expect(found.sort((a, b) => a._id.localeCompare(b._id))).toEqual([
        { _id: 'p3', stock: 3 },
        { _id: 'p7', stock: 7 },
      ]);
      expect(await plants.count({ _id: { $in: ['p7', 'p3'] } })).toBe(2);
      expect(tested).not.toHaveBeenCalled();
    });

    it('tests only the documents a single-field index holds for an equality', async () => {
      const store = await open();
      const plants = store.collection('plants');
      await plants.createIndex({ keys: { kind: 1 } });
      for (let i = 0; i < 100; i++)
        await plants.insertOne({ _id: `p${i}`, kind: i < 3 ? 'fern' : 'palm', stock: i });
      const tested = vi.spyOn(Query.prototype, 'test');

      expect(await plants.find({ kind: 'fern', stock: { $gt: 0 } }, { sort: { stock: 1 } })).toEqual([
        { _id: 'p1', kind: 'fern', stock: 1 },
        { _id: 'p2', kind: 'fern', stock: 2 },
      ]);
      expect(tested).toHaveBeenCalledTimes(3);
    });

    it('tests only the documents of the narrowest lookup: the index value or `$in` values finding fewest', async () => {
      const store = await open();
      const orders = store.collection('orders');
      await orders.createIndex({ keys: { status: 1 } });
      await orders.createIndex({ keys: { customerId: 1 } });
      for (let i = 0; i < 100; i++)
        await orders.insertOne({
          _id: `o${i}`,
          status: i < 90 ? 'delivered' : 'pending',
          customerId: `c${i % 20}`,
        });
      const tested = vi.spyOn(Query.prototype, 'test');

      // 10 orders of these two customers, against 90 delivered ones.
      expect(await orders.count({ status: 'delivered', customerId: { $in: ['c1', 'c2'] } })).toBe(10);
      expect(tested).toHaveBeenCalledTimes(10);
      // 10 pending orders, against 15 of these three customers.
      expect(await orders.count({ status: 'pending', customerId: { $in: ['c10', 'c11', 'c12'] } })).toBe(3);
      expect(tested).toHaveBeenCalledTimes(10 + 10);
    });
  });

  it('refuses reads and writes once closed', async () => {
    const store = await EmbeddedReadStore.open({ file: ':memory:' });
    await store.collection('plants').insertOne({ _id: 'p1' });
    await store.close();

    await expect(store.collection('plants').insertOne({ _id: 'p2' })).rejects.toThrow(/closed/);
    await expect(store.collection('plants').find()).rejects.toThrow(/closed/);
    await expect(store.checkpoints.save('catalog', 1n, null)).rejects.toThrow(/closed/);
  });
});
