import { randomUUID } from 'node:crypto';
import { notFound } from '@verdant/domain/shared/domain-error';
import { shopDayOf } from '@verdant/domain/shared/shop-calendar';
import {
  DuplicateKeyError,
  type EventSourcing,
  type JobHandler,
  type JobQueue,
  type Logger,
  type ReadStore,
  type StoredDocument,
} from '@verdant/platform';
import { REPORTS_QUEUE, type ReportJob } from '@verdant/projections/reactions/jobs';
import { formatted, toCsv } from '@verdant/projections/reports/csv';
import { allReports } from '@verdant/projections/reports/index';
import type { Report } from '@verdant/projections/reports/report';
import {
  buildReport,
  dropReportBuild,
  type ReportProgress,
  reportCollections,
} from '@verdant/projections/reports/report-run';

export const UNKNOWN_REPORT = 'Unknown report';
export const NOT_BUILT = 'This report has not been built yet';
const BUILDS_COLLECTION = 'report_builds';
const PROGRESS_SAVED_EVERY_MS = 500;
const PREVIEW_ROWS = 20;

/** Where a report's builds stand: the one under way, if any, and the last one finished. */
interface ReportBuildRecord extends StoredDocument {
  status: 'building' | 'built' | 'failed';
  buildId: string;
  requestedAt: string;
  progress: Omit<ReportProgress, 'secondsLeft'> | null;
  error: string | null;
  last: { builtAt: string; events: number; seconds: number; prefix: string; rowCount: number } | null;
}

export const BUILD_NOT_QUEUED = 'The build could not be queued (the job queue did not answer). Try again.';

/**
 * The admin's report builds: a build is a job on the reports queue, one at a time per report (asking again
 * while one runs is that build), with its progress kept for the screen to follow. The last finished build's
 * collections are kept for its rows and CSV; an earlier one's are dropped once a new one finishes.
 */
export class ReportBuilds {
  constructor(
    private readonly eventSourcing: EventSourcing,
    private readonly readStore: ReadStore,
    private readonly jobs: JobQueue,
    private readonly logger: Logger,
  ) {}

  async list() {
    const records = new Map((await this.#records().find({})).map((record) => [record._id, record] as const));
    return allReports.map(({ name, description }) => {
      const record = records.get(name);
      return {
        name,
        description,
        status: record?.status ?? null,
        progress: record?.status === 'building' ? record.progress : null,
        error: record?.status === 'failed' ? record.error : null,
        lastBuild: record?.last
          ? {
              builtAt: record.last.builtAt,
              events: record.last.events,
              seconds: record.last.seconds,
              rows: record.last.rowCount,
            }
          : null,
      };
    });
  }

  /** Starts a build of the report, or answers with the one under way. */
  async build(name: string): Promise<{ buildId: string; started: boolean }> {
    reportNamed(name);
    const buildId = randomUUID();
    try {
      const { matched, upsertedId } = await this.#records().updateOne(
        { _id: name, status: { $ne: 'building' } },
        {
          $set: {
            status: 'building',
            buildId,
            requestedAt: new Date().toISOString(),
            progress: null,
            error: null,
          },
          $setOnInsert: { last: null },
        },
        { upsert: true },
      );
      if (matched === 0 && upsertedId === null) return this.#underWay(name);
    } catch (error) {
      if (error instanceof DuplicateKeyError) return this.#underWay(name);
      throw error;
    }
    const payload: ReportJob = { kind: 'build', report: name, buildId };
    try {
      await this.jobs.enqueue(REPORTS_QUEUE, { id: `report-${buildId}`, name: 'build report', payload });
    } catch (error) {
      // Not queued, so not under way: the card says so, and the next Build starts afresh.
      await this.#records().updateOne(
        { _id: name, buildId },
        { $set: { status: 'failed', progress: null, error: BUILD_NOT_QUEUED } },
      );
      throw error;
    }
    return { buildId, started: true };
  }

  /** The job: folds the history into the report's fresh collections, then makes it the last build. */
  readonly run: JobHandler<ReportJob, { rows: number }> = async (job) => {
    const { report: name, buildId } = job.payload;
    const report = reportNamed(name);
    let savedAt = 0;
    try {
      const build = await buildReport(report, {
        eventStore: this.eventSourcing.eventStore,
        readStore: this.readStore,
        codec: this.eventSourcing.codec,
        onProgress: async ({ done, total, eventsPerSecond }) => {
          if (Date.now() - savedAt < PROGRESS_SAVED_EVERY_MS && done < total) return;
          savedAt = Date.now();
          await this.#records().updateOne(
            { _id: name, buildId },
            { $set: { progress: { done, total, eventsPerSecond } } },
          );
          await job.reportProgress(total === 0 ? 100 : Math.floor((done / total) * 100));
        },
      });
      const previous = await this.#records().findOne({ _id: name });
      const last = {
        builtAt: new Date().toISOString(),
        events: build.events,
        seconds: build.seconds,
        prefix: build.prefix,
        rowCount: build.rows.length,
      };
      await this.#records().updateOne(
        { _id: name, buildId },
        { $set: { status: 'built', progress: null, last } },
      );
      if (previous?.last) await dropReportBuild(this.readStore, report, previous.last.prefix);
      return { rows: build.rows.length };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.error({ err: error, report: name }, 'report build failed');
      await this.#records().updateOne(
        { _id: name, buildId },
        { $set: { status: 'failed', progress: null, error: message } },
      );
      throw error;
    }
  };

  /** The first rows of the last build, as the CSV writes them. */
  async preview(name: string) {
    const { report, rows } = await this.#lastRows(name);
    return {
      columns: report.columns.map((column) => column.header),
      rows: rows
        .slice(0, PREVIEW_ROWS)
        .map((row) => report.columns.map((column) => formatted(column.kind, column.value(row)))),
      total: rows.length,
    };
  }

  async csv(name: string) {
    const { report, rows, builtAt } = await this.#lastRows(name);
    // Named for the shop's day (IST) of the build, like every date the shop shows.
    return { filename: `${name}-${shopDayOf(new Date(builtAt))}.csv`, content: toCsv(report.columns, rows) };
  }

  async #lastRows(name: string) {
    const report = reportNamed(name);
    const last = (await this.#records().findOne({ _id: name }))?.last;
    if (!last) throw notFound(NOT_BUILT);
    const rows = await report.rows(reportCollections(this.readStore, last.prefix), {
      until: new Date(last.builtAt),
    });
    return { report, rows, builtAt: last.builtAt };
  }

  async #underWay(name: string) {
    const record = await this.#records().findOne({ _id: name });
    return { buildId: record?.buildId ?? '', started: false };
  }

  #records() {
    return this.readStore.collection<ReportBuildRecord>(BUILDS_COLLECTION);
  }
}

function reportNamed(name: string): Report {
  const report = allReports.find((candidate) => candidate.name === name);
  if (!report) throw notFound(UNKNOWN_REPORT);
  return report;
}
