import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type LeaseStore, projectionLease, REACTIONS_LEASE } from '@verdant/platform/runtime';
import { jobWorkerHealthFile } from './job-workers';

/** A job worker counts as alive while its last report is this fresh: as its container's health check says. */
export const JOB_WORKER_REPORT_FRESH_MS = 60_000;

export interface LeaseHolder {
  lease: string;
  /** The process feeding it (`host:pid:id`); null when no live process holds the lease. */
  holder: string | null;
}

export interface JobWorkerSeen {
  host: string;
  checkedAt: string;
}

/**
 * What a server that leaves the work to worker processes knows of them: which process holds each
 * projection's lease and the reactions' (a lease is held only while its holder renews it), and which job
 * workers reported lately in the shared data folder. Null where this server does the work itself.
 */
export class WorkersHealth {
  constructor(
    private readonly options: {
      /** Open when the projections run elsewhere. */
      leases: LeaseStore | null;
      projectionNames: readonly string[];
      /** Where the job workers write their reports, when they run elsewhere. */
      jobWorkerReports: string | null;
      now?: () => number;
    },
  ) {}

  async leaseHolders(): Promise<LeaseHolder[] | null> {
    const { leases } = this.options;
    if (!leases) return null;
    const names = [...this.options.projectionNames.map(projectionLease), REACTIONS_LEASE];
    return Promise.all(names.map(async (lease) => ({ lease, holder: await leases.holderOf(lease) })));
  }

  /** The job workers whose report is under a minute old, by host name. */
  async jobWorkers(): Promise<JobWorkerSeen[] | null> {
    const folder = this.options.jobWorkerReports;
    if (folder === null) return null;
    const now = this.options.now?.() ?? Date.now();
    const [prefix, suffix] = jobWorkerHealthFile('\0').split('\0') as [string, string];
    const files = (await readdir(folder).catch(() => [])).filter(
      (file) => file.startsWith(prefix) && file.endsWith(suffix),
    );
    const seen = await Promise.all(
      files.map(async (file) => {
        // A report being replaced, or unreadable, counts as none.
        const report = await readFile(join(folder, file), 'utf8')
          .then((text) => JSON.parse(text) as { checkedAt?: unknown } | null)
          .catch(() => null);
        const checkedAt = typeof report?.checkedAt === 'string' ? report.checkedAt : null;
        if (checkedAt === null || !(now - Date.parse(checkedAt) < JOB_WORKER_REPORT_FRESH_MS)) return null;
        return { host: file.slice(prefix.length, file.length - suffix.length), checkedAt };
      }),
    );
    return seen.filter((worker) => worker !== null);
  }

  async close(): Promise<void> {
    await this.options.leases?.close();
  }
}
