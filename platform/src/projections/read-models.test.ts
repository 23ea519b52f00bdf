import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TopicEvent } from '../testing/test-domain';
import type { Projection } from './projection';
import { ProjectionRegistry } from './projection-registry';
import type { ProjectionRunner } from './projection-runner';
import { ReadModels } from './read-models';
import { openRunnerTestStores, record, topicCreated, topicsRunner } from './testing/runner-test-kit';
import { topicsProjection } from './testing/topics-projection';

/** Further than any log gets: what a client may send as the position it read after. */
const PAST_EVERYTHING_WRITTEN = 999_999_999_999n;

describe('waiting for read models', () => {
  let stores: Awaited<ReturnType<typeof openRunnerTestStores>>;
  let runner: ProjectionRunner;
  let readModels: ReadModels;
  let openGate: () => void;
  let head: bigint;

  beforeEach(async () => {
    stores = await openRunnerTestStores();
    const gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    // The topics read model, applying nothing until the test opens the gate.
    const gated: Projection<TopicEvent> = {
      ...topicsProjection,
      async apply(events, collections) {
        await gate;
        await topicsProjection.apply(events, collections);
      },
    };
    const registry = new ProjectionRegistry(stores.readStore);
    runner = topicsRunner(stores, registry, { projections: [gated] });
    readModels = new ReadModels(stores.readStore, registry, runner);
    head = await record(stores.eventStore, stores.codec, 'topic-a', [
      topicCreated('a', 'Cactus'),
      topicCreated('b', 'Fern'),
    ]);
    runner.start();
  });

  afterEach(async () => {
    openGate();
    await runner.stop();
    await stores.close();
  });

  it('waits for a position past the head of the log only until the head is applied', async () => {
    const waiting = readModels.waitFor([topicsProjection.name], PAST_EVERYTHING_WRITTEN, 5_000);
    openGate();

    expect(await waiting).toBe(true);
  });

  it('asks the log for its head only when a read model is behind the position', async () => {
    openGate();
    expect(await readModels.waitFor([topicsProjection.name], head, 5_000)).toBe(true);
    const headReads = vi.spyOn(stores.eventStore, 'headPosition');

    expect(await readModels.waitFor([topicsProjection.name], head, 5_000)).toBe(true);
    expect(headReads).not.toHaveBeenCalled();

    expect(await readModels.waitFor([topicsProjection.name], PAST_EVERYTHING_WRITTEN, 5_000)).toBe(true);
    expect(headReads).toHaveBeenCalledOnce();
  });
});
