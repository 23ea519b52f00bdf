import { EventFeed } from './event-feed';
import type { Projection } from './projection';
import {
  type ActiveVersion,
  buildCheckpointKey,
  buildCollectionName,
  firstBuildOf,
} from './projection-registry';
import type { CheckDependencies } from './read-model-check';
import { buildCollections, createBuildIndexes } from './version-switch';

/** What a check needs (a Ctrl-C through `signal` switches nothing and drops what was built), and a name. */
export interface RebuildDependencies extends CheckDependencies {
  /** Names the new build; a clock reading by default. */
  buildSuffix?: string;
}

export interface RebuildOutcome {
  projection: string;
  version: number;
  /** The build queries read now, and the one they read before (retired, dropped after a grace period). */
  build: string;
  previousBuild: string | null;
  /** Events of the projection's types applied, and the log position the new build has reached. */
  events: number;
  position: bigint;
}

/**
 * Rebuilds a live read model for good, blue-green: replays the log from the first event into a new build of
 * the same version beside the live one, catches up with the live log, saves its checkpoint and switches
 * queries over in one compare-and-set. The shop's projection runner then moves to the new build and keeps it
 * up to date from that checkpoint; the old build is retired and dropped once no process can still read it.
 * Only the projection's collections are written: nothing acts.
 */
export async function rebuildReadModel(
  projection: Projection,
  deps: RebuildDependencies,
): Promise<RebuildOutcome> {
  const { name, version } = projection;
  const active = await deps.registry.activeVersion(name);
  if (active && active.version !== version) {
    throw new Error(
      `${name}: the shop serves version ${active.version} and this code has version ${version}; rebuild with the code the shop runs`,
    );
  }
  const build = `${firstBuildOf(version)}_r${deps.buildSuffix ?? Date.now().toString(36)}`;
  const next: ActiveVersion = { version, build, collections: Object.keys(projection.collections) };
  const collections = buildCollections(projection, deps.readStore, build);
  const feed = new EventFeed(deps.eventStore, deps.codec, projection.handles);
  let switched = false;
  try {
    await createBuildIndexes(deps.readStore, projection, build);
    let position = 0n;
    let events = 0;
    for await (const step of feed.from(0n)) {
      deps.signal?.throwIfAborted();
      if (step.events.length > 0) await projection.apply(step.events, collections);
      events += step.events.length;
      position = step.position;
      deps.onProgress?.(position);
      if (step.live) break;
    }
    deps.signal?.throwIfAborted();
    await deps.readStore.checkpoints.save(buildCheckpointKey(name, build), position, null);
    switched = active
      ? await deps.registry.switchOver(name, active, next)
      : await deps.registry.activateFirst(name, next);
    if (!switched) throw new Error(`${name}: another build became active meanwhile; nothing was switched`);
    return { projection: name, version, build, previousBuild: active?.build ?? null, events, position };
  } finally {
    await feed.close();
    if (!switched) {
      for (const logical of next.collections)
        await deps.readStore.dropCollection(buildCollectionName(logical, build));
      await deps.readStore.checkpoints.delete(buildCheckpointKey(name, build));
    }
  }
}
