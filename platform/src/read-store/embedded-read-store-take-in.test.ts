import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import type { EmbeddedReadStore } from './embedded-read-store';
import { temporaryReadStoreFiles } from './testing/temporary-read-store-files';

/**
 * A process reading collections another process writes (a server beside its projections worker) takes in
 * the documents changed since it last looked, not the whole collection at every commit.
 */
describe('EmbeddedReadStore taking in another process’s writes', () => {
  const { open, file } = temporaryReadStoreFiles('read-store-take-in-');
  /** The writer's writes flushed, and the reader's next look at the file due. */
  const flushed = async (writer: EmbeddedReadStore) => {
    await writer.flush();
    await new Promise((resolve) => setImmediate(resolve));
  };

  it('reads only the documents written since it last looked', async () => {
    const writer = await open();
    const plants = writer.collection('plants');
    await plants.writeBatch(
      Array.from({ length: 1_000 }, (_, index) => ({ replace: { _id: `p${index}`, stock: index } })),
    );
    await writer.flush();
    const reader = await open();
    expect(await reader.collection('plants').count()).toBe(1_000);

    await plants.updateOne({ _id: 'p7' }, { $set: { stock: 70 } });
    await flushed(writer);
    const parse = vi.spyOn(JSON, 'parse');

    expect(await reader.collection('plants').findOne({ _id: 'p7' })).toEqual({ _id: 'p7', stock: 70 });
    expect(await reader.collection('plants').count()).toBe(1_000);
    const parsedDocuments = parse.mock.calls.filter(([text]) => String(text).includes('"_id"'));
    expect(parsedDocuments).toHaveLength(1);
  });

  it('keeps its indexes and sorted orders right: deletions, updates, and a unique key passed on', async () => {
    const writer = await open();
    const accounts = writer.collection('accounts');
    await accounts.createIndex({ keys: { email: 1 }, unique: true });
    await accounts.createIndex({ keys: { joined: 1 } });
    await accounts.insertOne({ _id: 'a1', email: 'asha@example.test', joined: 1 });
    await accounts.insertOne({ _id: 'a2', email: 'ravi@example.test', joined: 2 });
    await accounts.insertOne({ _id: 'a3', email: 'meera@example.test', joined: 3 });
    await writer.flush();
    const reader = await open();
    const read = reader.collection('accounts');
    // A sort along an index builds its order, which the reader must then keep up to date.
    expect((await read.find({}, { sort: { joined: -1 } })).map(({ _id }) => _id)).toEqual(['a3', 'a2', 'a1']);

    // Asha's email passes to a new account after hers is erased; Ravi rejoins last.
    await accounts.deleteOne({ _id: 'a1' });
    await accounts.insertOne({ _id: 'a4', email: 'asha@example.test', joined: 4 });
    await accounts.updateOne({ _id: 'a2' }, { $set: { joined: 5 } });
    await flushed(writer);

    expect(await read.findOne({ email: 'asha@example.test' })).toEqual({
      _id: 'a4',
      email: 'asha@example.test',
      joined: 4,
    });
    expect(await read.findOne({ _id: 'a1' })).toBeNull();
    expect((await read.find({}, { sort: { joined: -1 } })).map(({ _id }) => _id)).toEqual(['a2', 'a4', 'a3']);
    expect(await read.count({ joined: { $gte: 4 } })).toBe(2);
  });

  it('reads a collection whole again when it was dropped and made again, or given a new index', async () => {
    const writer = await open();
    await writer.collection('plants').insertOne({ _id: 'p1', kind: 'fern' });
    await writer.flush();
    const reader = await open();
    expect(await reader.collection('plants').count()).toBe(1);

    await writer.dropCollection('plants');
    await writer.collection('plants').insertOne({ _id: 'p2', kind: 'palm' });
    await flushed(writer);
    expect(await reader.collection('plants').find()).toEqual([{ _id: 'p2', kind: 'palm' }]);

    await writer.collection('plants').createIndex({ keys: { kind: 1 }, unique: true });
    await flushed(writer);
    // The reader now holds the unique index too: a second palm is refused by it, as by the writer.
    await expect(reader.collection('plants').insertOne({ _id: 'p3', kind: 'palm' })).rejects.toThrow(
      /Duplicate key/,
    );
  });

  it('reads the whole collection when it is behind the deletions still remembered', async () => {
    const writer = await open();
    await writer.collection('plants').insertOne({ _id: 'p1' });
    await writer.collection('plants').insertOne({ _id: 'p2' });
    await writer.flush();
    const reader = await open();
    expect(await reader.collection('plants').count()).toBe(2);

    await writer.collection('plants').deleteOne({ _id: 'p1' });
    await writer.flush();
    // Enough flushes of another collection for the deletion of p1 to be forgotten.
    for (let flush = 0; flush < 10_500; flush++) {
      await writer.collection('other').upsert({ _id: 'o1', flush });
      await writer.flush();
    }
    await flushed(writer);
    const remembered = new Database(file(), { readonly: true });
    expect(remembered.prepare('SELECT COUNT(*) FROM read_deletions').pluck().get()).toBe(0);
    remembered.close();

    expect(await reader.collection('plants').find()).toEqual([{ _id: 'p2' }]);
  });

  it('opens a file made before documents carried their generation, and follows its writer', async () => {
    const older = new Database(file());
    older.exec(`
      CREATE TABLE read_documents (collection TEXT NOT NULL, id TEXT NOT NULL, body TEXT NOT NULL,
        PRIMARY KEY (collection, id));
      CREATE TABLE read_collections (name TEXT PRIMARY KEY, version INTEGER NOT NULL,
        indexes TEXT NOT NULL DEFAULT '[]');
      CREATE TABLE read_checkpoints (key TEXT PRIMARY KEY, position TEXT NOT NULL);
      CREATE TABLE read_fences (name TEXT PRIMARY KEY, token INTEGER NOT NULL);
      CREATE TABLE read_store_meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
      INSERT INTO read_store_meta (key, value) VALUES ('generation', 3);
      INSERT INTO read_collections (name, version) VALUES ('plants', 3);
      INSERT INTO read_documents (collection, id, body) VALUES ('plants', 'p1', '{"_id":"p1","stock":1}');
    `);
    older.close();

    const writer = await open();
    const reader = await open();
    expect(await reader.collection('plants').find()).toEqual([{ _id: 'p1', stock: 1 }]);
    await writer.collection('plants').updateOne({ _id: 'p1' }, { $inc: { stock: 1 } });
    await writer.collection('plants').insertOne({ _id: 'p2', stock: 5 });
    await flushed(writer);

    expect(await reader.collection('plants').find({}, { sort: { _id: 1 } })).toEqual([
      { _id: 'p1', stock: 2 },
      { _id: 'p2', stock: 5 },
    ]);
  });
});
