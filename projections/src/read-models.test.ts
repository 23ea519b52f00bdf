import type { CategoryEvent } from '@verdant/domain/catalog/category';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoriesProjection } from './catalog/categories';
import type { Projection } from './projection';
import { ReadModels } from './read-models';
import { ProjectionRegistry } from './runner/projection-registry';
import type { ProjectionRunner } from './runner/projection-runner';
import { categoriesRunner, categoryCreated, openRunnerTestStores, record } from './testing/runner-test-kit';

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
    // The categories read model, applying nothing until the test opens the gate.
    const gated: Projection<CategoryEvent> = {
      ...categoriesProjection,
      async apply(events, collections) {
        await gate;
        await categoriesProjection.apply(events, collections);
      },
    };
    const registry = new ProjectionRegistry(stores.readStore);
    runner = categoriesRunner(stores, registry, { projections: [gated] });
    readModels = new ReadModels(stores.readStore, registry, runner);
    head = await record(stores.eventStore, stores.codec, 'category-a', [
      categoryCreated('a', 'Cactus'),
      categoryCreated('b', 'Fern'),
    ]);
    runner.start();
  });

  afterEach(async () => {
    openGate();
    await runner.stop();
    await stores.close();
  });

  it('waits for a position past the head of the log only until the head is applied', async () => {
    const waiting = readModels.waitFor([categoriesProjection.name], PAST_EVERYTHING_WRITTEN, 5_000);
    openGate();

    expect(await waiting).toBe(true);
  });

  it('asks the log for its head only when a read model is behind the position', async () => {
    openGate();
    expect(await readModels.waitFor([categoriesProjection.name], head, 5_000)).toBe(true);
    const headReads = vi.spyOn(stores.eventStore, 'headPosition');

    expect(await readModels.waitFor([categoriesProjection.name], head, 5_000)).toBe(true);
    expect(headReads).not.toHaveBeenCalled();

    expect(await readModels.waitFor([categoriesProjection.name], PAST_EVERYTHING_WRITTEN, 5_000)).toBe(true);
    expect(headReads).toHaveBeenCalledOnce();
  });
});
