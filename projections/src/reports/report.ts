import type { DomainEventShape, Projection, ProjectionCollections } from '@verdant/platform';

/**
 * How a column's values are written: rupees from paise with two decimals, times in ISO 8601 at IST,
 * minutes, hours and percentages (50 for half) with one decimal.
 */
export type ColumnKind =
  | 'text'
  | 'integer'
  | 'rupees'
  | 'date'
  | 'datetime'
  | 'minutes'
  | 'hours'
  | 'percent';

export interface ReportColumn<Row> {
  header: string;
  kind: ColumnKind;
  value(row: Row): string | number | null;
}

/**
 * An analyst's report: a projection folded over the whole history into collections of its own (no live read
 * model reads them), and the rows it gives from them, with its columns for export.
 */
export interface Report<Row = unknown, Event extends DomainEventShape = DomainEventShape> {
  name: string;
  /** One line for lists. */
  description: string;
  /** Folds the events of the range asked for (all of the history when no range is given). */
  projection: Projection<Event>;
  /**
   * Facts the rows need as they stand at the end of the range whatever its start (names, counts on hand):
   * fed every event before the range's end, into collections of its own.
   */
  standing?: Projection<Event>;
  columns: readonly ReportColumn<Row>[];
  /** The rows from the report's collections, in the order they are shown, as of the end of the history. */
  rows(collections: ProjectionCollections, context: { until: Date }): Promise<Row[]>;
}

/** Several projections fed as one: a report folds its facts into a collection each. */
export function projectionOf<Event extends DomainEventShape>(
  name: string,
  version: number,
  parts: readonly Projection<Event>[],
): Projection<Event> {
  return {
    name,
    version,
    handles: [...new Set(parts.flatMap((part) => part.handles))],
    collections: Object.assign({}, ...parts.map((part) => part.collections)),
    async apply(events, collections) {
      for (const part of parts) await part.apply(events, collections);
    },
  };
}
