import { setTimeout as sleep } from 'node:timers/promises';
import type { Step } from '../proof';
import type { Run } from '../run';
import { ADMIN_SIGNS_IN } from './admin-sign-in';

export const REPORT_BUILT = 'A report is built by a job worker';

const BUILD_WITHIN_MS = 5 * 60_000;
const LOOK_EVERY_MS = 500;

/**
 * Asks for a build of an analysts' report, as the back office's Build button does: a job on the reports
 * queue, which only a job worker takes. It passes once a build newer than the last finished one is there
 * and its rows can be read. The report's new build replaces its last one, as any admin's build would.
 */
export const reportBuilt: Step<Run> = {
  title: REPORT_BUILT,
  needs: [ADMIN_SIGNS_IN],
  timeoutMs: BUILD_WITHIN_MS + 30_000,
  async run({ admin, settings }) {
    const name = settings.report;
    const cardOf = async () => {
      const card = (await admin.api.admin.reports.list.query()).find((report) => report.name === name);
      if (!card) throw new Error(`the shop has no report named ${name}`);
      return card;
    };
    const before = (await cardOf()).lastBuild?.builtAt ?? null;
    const { started } = await admin.api.admin.reports.build.mutate({ name });
    const deadline = Date.now() + BUILD_WITHIN_MS;
    for (;;) {
      const card = await cardOf();
      if (card.status === 'failed') throw new Error(`the build of ${name} failed: ${card.error}`);
      if (card.status === 'built' && card.lastBuild && card.lastBuild.builtAt !== before) {
        const preview = await admin.api.admin.reports.preview.query({ name });
        const { events, seconds } = card.lastBuild;
        return `${name}${started ? '' : ' (a build already under way)'}: ${events} events folded in ${seconds.toFixed(1)} s, ${preview.total} rows of ${preview.columns.length} columns`;
      }
      if (Date.now() > deadline) {
        const progress = card.progress ? ` at ${card.progress.done} of ${card.progress.total} events` : '';
        throw new Error(
          `the build of ${name} was still ${card.status ?? 'not started'}${progress} after ${BUILD_WITHIN_MS / 1_000} s: is a job worker working the reports queue?`,
        );
      }
      await sleep(LOOK_EVERY_MS);
    }
  },
};
