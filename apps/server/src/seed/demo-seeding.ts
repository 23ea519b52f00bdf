import { randomUUID } from 'node:crypto';
import type { CommandContext } from '@verdant/platform';
import { nameBasedId } from '../name-based-ids';
import type { Shop } from '../shop';

/** Every event the demo seed writes carries this correlation: a log that begins with it was being seeded. */
export const DEMO_SEED_CORRELATION = nameBasedId('demo-catalogue-seed');

/** The seed's own context: the system, under the seed's correlation, each command its own cause. */
export const seedContext = (): CommandContext => ({
  correlationId: DEMO_SEED_CORRELATION,
  causationId: randomUUID(),
  actor: { userId: null, role: 'system' },
});

/** A demo category's, plant's or banner's id: the same on every run, so a seed that stopped resumes. */
export const demoId = (kind: 'category' | 'product' | 'banner', name: string) =>
  nameBasedId(`demo-${kind}:${name}`);

/**
 * Whether to seed: on an empty log, or on one the seed began (its first event is the seed's), so a seed that
 * stopped halfway (a crash, a restart) finishes on the next start. Never over a shop that began otherwise.
 */
export async function seedingDue(shop: Shop): Promise<boolean> {
  if ((await shop.stores.eventStore.headPosition()) === 0n) return true;
  for await (const [first] of shop.stores.eventStore.readAll({ batchSize: 1 }))
    return first?.metadata.correlationId === DEMO_SEED_CORRELATION;
  return false;
}

/** Creates one demo item unless an earlier run did (its stream holds events): answers whether it created it. */
export async function createOnce(shop: Shop, streamId: string, create: () => Promise<unknown>) {
  if ((await shop.stores.eventStore.readStream(streamId)).length > 0) return false;
  await create();
  return true;
}
