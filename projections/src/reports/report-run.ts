import { randomUUID } from 'node:crypto';
import type {
  EventCodec,
  EventStore,
  Projection,
  ProjectionCollections,
  ReadStore,
  StoredDocument,
} from '@verdant/platform';
import { EventFeed, type ReplayProgress, replayProgress } from '@verdant/platform/runtime';
import type { Report } from './report';

export type ReportProgress = ReplayProgress;

export interface ReportRunOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  codec: EventCodec;
  /** Only events recorded in [from, to) count. */
  from?: Date;
  to?: Date;
  /** Awaited: a slow listener slows the run rather than piling up. */
  onProgress?(progress: ReportProgress): void | Promise<void>;
  /** Stops the run: its collections are dropped and it ends with the signal's reason. */
  signal?: AbortSignal;
}

export interface ReportBuild<Row> {
  /** Where the build's collections are: `{prefix}_{logical name}`. */
  prefix: string;
  collections: ProjectionCollections;
  /** Events the report folded (those of its types in the time range). */
  events: number;
  seconds: number;
  rows: Row[];
}

/** The collections of a report build, by the prefix it was given. */
export function reportCollections(readStore: ReadStore, prefix: string): ProjectionCollections {
  return {
    collection: <T extends StoredDocument>(logical: string) =>
      readStore.collection<T>(`${prefix}_${logical}`),
  };
}

/** Drops a build's collections. */
export async function dropReportBuild(readStore: ReadStore, report: Report, prefix: string): Promise<void> {
  const logicals = Object.keys({ ...report.projection.collections, ...report.standing?.collections });
  for (const logical of logicals) await readStore.dropCollection(`${prefix}_${logical}`);
}

const handledBy = (projection: Projection, event: { type: string }) =>
  projection.handles.includes(event.type);

/**
 * Folds the whole history (as it stands when the run starts) through the report's projection into fresh
 * collections of its own, versioned and named for this run, which no live read model uses. The projection is
 * given events and its collections, nothing else: no job queue, mail or gateway can be reached from a report,
 * which is what makes running one over years of orders safe. Interrupted or failed, the run leaves nothing.
 */
export async function buildReport<Row>(
  report: Report<Row>,
  options: ReportRunOptions,
): Promise<ReportBuild<Row>> {
  const prefix = `report_${report.name}_v${report.projection.version}_${randomUUID().slice(0, 8)}`;
  const collections = reportCollections(options.readStore, prefix);
  const parts = [report.projection, ...(report.standing ? [report.standing] : [])];
  const feed = new EventFeed(options.eventStore, options.codec, [
    ...new Set(parts.flatMap((part) => part.handles)),
  ]);
  const startedAt = performance.now();
  const from = options.from?.getTime() ?? Number.NEGATIVE_INFINITY;
  const to = options.to?.getTime() ?? Number.POSITIVE_INFINITY;
  try {
    for (const part of parts)
      for (const [logical, indexes] of Object.entries(part.collections))
        for (const index of indexes) await collections.collection(logical).createIndex(index);
    const total = Number(await options.eventStore.headPosition());
    let events = 0;
    for await (const step of feed.from(0n)) {
      options.signal?.throwIfAborted();
      if (step.live) break;
      const beforeEnd = step.events.filter((event) => Date.parse(event.metadata.at) < to);
      const inRange = beforeEnd.filter(
        (event) => Date.parse(event.metadata.at) >= from && handledBy(report.projection, event),
      );
      if (inRange.length > 0) await report.projection.apply(inRange, collections);
      const standing = report.standing;
      if (standing) {
        const facts = beforeEnd.filter((event) => handledBy(standing, event));
        if (facts.length > 0) await standing.apply(facts, collections);
      }
      events += inRange.length;
      const done = Math.min(Number(step.position), total);
      await options.onProgress?.(replayProgress(done, total, startedAt));
      if (done >= total) break;
    }
    const rows = await report.rows(collections, { until: options.to ?? new Date() });
    return { prefix, collections, events, seconds: (performance.now() - startedAt) / 1_000, rows };
  } catch (error) {
    await dropReportBuild(options.readStore, report, prefix);
    throw error;
  } finally {
    await feed.close();
  }
}
