/**
 * `npm run report -- <name> [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--out file.csv]`: folds the whole history
 * through an analyst's report into fresh collections of its own, shows its progress, and writes the rows as
 * CSV to the file or to standard output; `npm run report -- --list` lists the reports. Days are the shop's
 * (India Standard Time), both ends included. The report's collections are dropped once the CSV is written,
 * and on Ctrl-C. Safe next to a running shop: it reads the log and writes only its own collections.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { endOfShopDay, startOfShopDay } from '@verdant/domain/shared/shop-calendar';
import { loadConfig } from '@verdant/platform';
import { growHeapBetweenFullCollectionsBy } from '@verdant/platform/small-heap';
import { toCsv } from '@verdant/projections/reports/csv';
import { allReports } from '@verdant/projections/reports/index';
import { buildReport, dropReportBuild } from '@verdant/projections/reports/report-run';
import { openShopRuntime } from '@verdant/projections/shop-runtime';
import { progressPrinter } from './progress-line';
import { commandLine, UsageError } from './usage';

// A report keeps little live besides its totals.
growHeapBetweenFullCollectionsBy(10);

const USAGE =
  'Usage: npm run report -- <name> [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--out file.csv], or --list';

const peakMemoryMiB = () => Math.round(process.resourceUsage().maxRSS / 1024);

const listing = () =>
  allReports.map((report) => `  ${report.name.padEnd(22)} ${report.description}`).join('\n');

function shopDay(value: string | undefined, option: string): string | undefined {
  if (value === undefined) return undefined;
  // A day that does not exist (2026-02-30) is no date, or comes back from Date as another day.
  const parsed = Date.parse(`${value}T00:00:00Z`);
  const valid =
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(parsed) &&
    new Date(parsed).toISOString().startsWith(value);
  if (!valid) throw new UsageError(`${option} must be a date as YYYY-MM-DD (got ${JSON.stringify(value)})`);
  return value;
}

function request() {
  const { values, positionals } = parseArgs({
    options: {
      list: { type: 'boolean', default: false },
      from: { type: 'string' },
      to: { type: 'string' },
      out: { type: 'string' },
    },
    allowPositionals: true,
  });
  if (values.list) return null;
  const [name, ...extra] = positionals;
  if (!name || extra.length > 0) throw new UsageError(`${USAGE}\nReports:\n${listing()}`);
  const report = allReports.find((candidate) => candidate.name === name);
  if (!report) throw new UsageError(`Unknown report: ${name}\nReports:\n${listing()}`);
  const from = shopDay(values.from, '--from');
  const to = shopDay(values.to, '--to');
  if (from && to && from > to) throw new UsageError(`--from (${from}) is after --to (${to})`);
  return {
    report,
    from: from ? startOfShopDay(from) : undefined,
    to: to ? endOfShopDay(to) : undefined,
    out: values.out,
  };
}

const asked = commandLine(request);
if (asked === null) {
  console.log(listing());
  process.exit(0);
}

const { report, from, to, out } = asked;
const { stores, codec } = await openShopRuntime(loadConfig(), { replay: true });
const interrupted = new AbortController();
process.once('SIGINT', () => interrupted.abort(new Error('Interrupted: nothing of the report was kept')));
const progress = progressPrinter(report.name);
try {
  const build = await buildReport(report, {
    eventStore: stores.eventStore,
    readStore: stores.readStore,
    codec,
    from,
    to,
    signal: interrupted.signal,
    onProgress: progress.show,
  });
  await dropReportBuild(stores.readStore, report, build.prefix);
  const csv = toCsv(report.columns, build.rows);
  if (out) await writeFile(out, csv, 'utf8');
  else process.stdout.write(csv);
  progress.done();
  console.error(
    `${report.name}: ${build.rows.length} rows from ${build.events.toLocaleString('en-US')} events in ${build.seconds.toFixed(1)} s, peak memory ${peakMemoryMiB()} MiB${out ? `, written to ${out}` : ''}`,
  );
} catch (error) {
  progress.done();
  console.error(`${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = interrupted.signal.aborted ? 130 : 1;
} finally {
  await stores.close();
}
