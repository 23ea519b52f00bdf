import type {
  DomainEventShape,
  EventMetadata,
  ProjectionCollections,
  StoredDocument,
} from '@verdant/platform';
import { EmbeddedReadStore } from '@verdant/platform/runtime';
import { asProjected } from '@verdant/platform/testing';
import { expect } from 'vitest';
import type { Report } from '../reports/report';

/** An event and when it was recorded: reports group by time, so their specifications set it. */
export interface TimedEvent<Event extends DomainEventShape> {
  event: Event;
  at: string;
  actor?: EventMetadata['actor'];
}

/**
 * Given these events (at these times), then these rows: the report folded over the history one event at a
 * time, and again as one batch, gives the same rows both ways. As a run does, the report's projection is fed
 * the events of the range (from `from`, when given) and its standing facts every event.
 */
export function reportSpecification<Row, Event extends DomainEventShape>(report: Report<Row, Event>) {
  return {
    /** `until`: the end of the history the rows are read at (a report of carts asks how long ago things were). */
    given(
      timed: readonly TimedEvent<Event>[],
      until = new Date(Date.UTC(2030, 0, 1)),
      { from }: { from?: Date } = {},
    ) {
      const history = timed.map(({ event, at, actor }, index) => {
        const projected = asProjected(event, index, actor);
        return { ...projected, metadata: { ...projected.metadata, at } };
      });
      const parts = [
        { projection: report.projection, fed: history.filter(inRange(from)) },
        ...(report.standing ? [{ projection: report.standing, fed: history }] : []),
      ].map(({ projection, fed }) => ({
        projection,
        fed: fed.filter((event) => projection.handles.includes(event.type)),
      }));
      return {
        async thenRows(expected: readonly Row[]) {
          const oneByOne = await rowsAfter(report, until, async (collections) => {
            for (const event of history)
              for (const { projection, fed } of parts)
                if (fed.includes(event)) await projection.apply([event], collections);
          });
          expect(oneByOne).toEqual(expected);
          const inOneBatch = await rowsAfter(report, until, async (collections) => {
            for (const { projection, fed } of parts) await projection.apply(fed, collections);
          });
          expect(inOneBatch, 'the history in one batch gave other rows').toEqual(expected);
        },
      };
    },
  };
}

const inRange =
  (from: Date | undefined) =>
  (event: { metadata: { at: string } }): boolean =>
    from === undefined || Date.parse(event.metadata.at) >= from.getTime();

async function rowsAfter<Row, Event extends DomainEventShape>(
  report: Report<Row, Event>,
  until: Date,
  deliver: (collections: ProjectionCollections) => Promise<void>,
): Promise<Row[]> {
  const readStore = await EmbeddedReadStore.open({ file: ':memory:' });
  try {
    const collections: ProjectionCollections = {
      collection: <T extends StoredDocument>(logical: string) => readStore.collection<T>(`report_${logical}`),
    };
    await deliver(collections);
    return await report.rows(collections, { until });
  } finally {
    await readStore.close();
  }
}
