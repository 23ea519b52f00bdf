import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { EventStore } from '../event-store/event-store';
import type { ReadStore, StoredDocument } from '../read-store/read-store';
import type { EventCodec } from '../serialization/event-codec';
import { EventFeed } from './event-feed';
import type { ProjectedEvent, Projection, ProjectionCollections } from './projection';
import { buildCheckpointKey, buildCollectionName, type ProjectionRegistry } from './projection-registry';

export interface ReadModelDifference {
  collection: string;
  documentId: string;
  live: StoredDocument | null;
  rebuilt: StoredDocument | null;
}

export type ReadModelCheck =
  | { projection: string; status: 'not built' }
  | {
      projection: string;
      status: 'equal' | 'different';
      version: number;
      /** How far both were compared: the live version's checkpoint. */
      position: bigint;
      events: number;
      differences: ReadModelDifference[];
    };

export interface CheckDependencies {
  eventStore: EventStore;
  readStore: ReadStore;
  codec: EventCodec;
  registry: ProjectionRegistry;
  /** Told how far the rebuild has read, now and then. */
  onProgress?(position: bigint): void;
  /** Stops the replay (Ctrl-C): it ends with an error once what it built is dropped. */
  signal?: AbortSignal;
}

/** The live version moving on while the check compares: it compares again, at most this many times. */
const COMPARISON_TRIES = 5;

/**
 * Proves a live read model equal to its events: rebuilds the projection from the first event into scratch
 * collections no query reads, up to the position the live version has applied, then compares the two document
 * by document. The scratch collections are dropped however the check ends. A projection's `apply` reaches no
 * side effect (mail, jobs and gateways belong to reactions), so the rebuild acts on nothing but its collections.
 */
export async function checkReadModel(
  projection: Projection,
  deps: CheckDependencies,
): Promise<ReadModelCheck> {
  const active = await deps.registry.activeVersion(projection.name);
  if (!active) return { projection: projection.name, status: 'not built' };
  const liveCheckpoint = async () =>
    (await deps.readStore.checkpoints.load(buildCheckpointKey(projection.name, active.build))) ?? 0n;
  const scratch = `check_${randomUUID().slice(0, 8)}`;
  const logicalNames = Object.keys(projection.collections);
  const scratchName = (logical: string) => `${logical}_${scratch}`;
  const collections: ProjectionCollections = {
    collection: (logical) => deps.readStore.collection(scratchName(logical)),
  };
  const feed = new EventFeed(deps.eventStore, deps.codec, projection.handles);
  try {
    for (const [logical, indexes] of Object.entries(projection.collections))
      for (const index of indexes) await collections.collection(logical).createIndex(index);
    const steps = feed.from(0n);
    let readTo = 0n;
    let unapplied: ProjectedEvent[] = [];
    let events = 0;
    /** Applies every event up to `target`, reading on as needed; events read past it wait for the next call. */
    const rebuildTo = async (target: bigint) => {
      for (;;) {
        deps.signal?.throwIfAborted();
        const due = unapplied.filter((event) => event.position <= target);
        unapplied = unapplied.filter((event) => event.position > target);
        if (due.length > 0) await projection.apply(due, collections);
        events += due.length;
        if (readTo >= target) return;
        // Everything up to the target is in the log already, so the feed reaches it, live or not.
        const step = await steps.next();
        if (step.done) return;
        unapplied = step.value.events;
        readTo = step.value.position;
        deps.onProgress?.(readTo);
      }
    };
    for (let attempt = 0; attempt < COMPARISON_TRIES; attempt++) {
      const target = await liveCheckpoint();
      await rebuildTo(target);
      const differences = await compare(deps.readStore, logicalNames, active.build, scratchName);
      if ((await liveCheckpoint()) !== target) continue;
      return {
        projection: projection.name,
        status: differences.length === 0 ? 'equal' : 'different',
        version: active.version,
        position: target,
        events,
        differences,
      };
    }
    throw new Error(
      `${projection.name} kept moving while it was compared: try again when the shop is quieter`,
    );
  } finally {
    await feed.close();
    for (const logical of logicalNames) await deps.readStore.dropCollection(scratchName(logical));
  }
}

async function compare(
  readStore: ReadStore,
  logicalNames: readonly string[],
  build: string,
  scratchName: (logical: string) => string,
): Promise<ReadModelDifference[]> {
  const differences: ReadModelDifference[] = [];
  for (const logical of logicalNames) {
    const byId = async (name: string) =>
      new Map((await readStore.collection(name).find({})).map((document) => [document._id, document]));
    const live = await byId(buildCollectionName(logical, build));
    const rebuilt = await byId(scratchName(logical));
    for (const documentId of new Set([...live.keys(), ...rebuilt.keys()])) {
      const [was, is] = [live.get(documentId) ?? null, rebuilt.get(documentId) ?? null];
      if (!isDeepStrictEqual(was, is))
        differences.push({ collection: logical, documentId, live: was, rebuilt: is });
    }
  }
  return differences;
}
