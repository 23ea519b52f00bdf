import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '@verdant/platform/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateHistory } from '../support/history';

/** The log's events as they read without their sealed personal fields: type, stream, time and actor. */
async function outline(dataDir: string) {
  const store = await SqliteEventStore.open({ file: join(dataDir, 'events.sqlite') });
  try {
    const events: string[] = [];
    for await (const batch of store.readAll({}))
      for (const event of batch)
        events.push(`${event.type} ${event.streamId} ${event.metadata.at} ${event.metadata.actor.role}`);
    return events;
  } finally {
    await store.close();
  }
}

describe('npm run seed:history', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'verdant-history-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes the same history for the same seed, another for another seed, and never over a shop', async () => {
    const [first, second, other] = ['first', 'second', 'other'].map((name) => join(root, name));
    expect((await generateHistory(first!, 3_000)).code).toBe(0);
    expect((await generateHistory(second!, 3_000)).code).toBe(0);
    expect((await generateHistory(other!, 3_000, 8)).code).toBe(0);

    const written = await outline(first!);
    expect(written).toHaveLength(3_000);
    expect(await outline(second!)).toEqual(written);
    expect(await outline(other!)).not.toEqual(written);
    const types = new Set(written.map((line) => line.split(' ')[0]));
    for (const type of [
      'AccountRegistered',
      'CartItemAdded',
      'OrderPlaced',
      'PaymentCaptured',
      'OrderStatusChanged',
    ])
      expect(types).toContain(type);

    const again = await generateHistory(first!, 3_000);
    expect(again.output).toContain('holds a shop already');
    expect(again.code).toBe(2);
  });
});
