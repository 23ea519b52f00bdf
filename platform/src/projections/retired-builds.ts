import type { ReadStore } from '../read-store/read-store';
import { ProjectionFailures } from './projection-failures';
import {
  buildCheckpointKey,
  buildCollectionName,
  type ProjectionRegistry,
  RETIRED_BUILD_GRACE_MS,
  type RetiredBuild,
} from './projection-registry';

/**
 * Drops the builds retired longer than the grace period ago (their collections, checkpoint and failure
 * record): every process has looked the active build up again since, so none reads them. Idempotent, so
 * several processes may sweep.
 */
export async function dropRetiredBuilds(
  readStore: ReadStore,
  registry: ProjectionRegistry,
  now = new Date(),
  graceMs = RETIRED_BUILD_GRACE_MS,
): Promise<RetiredBuild[]> {
  const due = await registry.retiredBefore(new Date(now.getTime() - graceMs));
  const failures = new ProjectionFailures(readStore);
  for (const retired of due) {
    for (const logical of retired.collections)
      await readStore.dropCollection(buildCollectionName(logical, retired.build));
    const key = buildCheckpointKey(retired.projection, retired.build);
    await readStore.checkpoints.delete(key);
    await failures.clear(key);
    await registry.forgetRetired(retired.projection, retired.build);
  }
  return due;
}
