import { formatShopDateTime, type RouterOutputs } from '@verdant/web-kit';

type ReportsApi = RouterOutputs['admin']['reports'];
export type Report = ReportsApi['list'][number];
export type ReportPreview = ReportsApi['preview'];
type BuildProgress = NonNullable<Report['progress']>;
type LastBuild = NonNullable<Report['lastBuild']>;

/** The server names reports for URLs and files ('sales-by-category'); people read 'Sales by category'. */
export function reportTitle(name: string): string {
  // An abbreviation stays in capitals: 'GST summary', not 'Gst summary'.
  const words = name.replaceAll('-', ' ').replace(/\bgst\b/g, 'GST');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const count = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** A count with Indian digit grouping, rounded to a whole number: 1,23,456. */
export const formatCount = (value: number) => count.format(value);

/** '0.8 s' for a quick build; a long one reads better in minutes: '2 min 5 s'. */
export function formatDuration(seconds: number): string {
  // '0.0 s' would read as if nothing had been done.
  if (seconds < 0.05) return 'under 0.1 s';
  if (seconds < 59.95) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

/** 'Built 5 Sept 2025, 3:45 pm IST: 1,234 events counted in 0.8 s, 12 rows'. */
export function lastBuildLabel({ builtAt, events, seconds, rows }: LastBuild): string {
  const rowCount = `${formatCount(rows)} ${rows === 1 ? 'row' : 'rows'}`;
  return `Built ${formatShopDateTime(builtAt)}: ${formatCount(events)} events counted in ${formatDuration(seconds)}, ${rowCount}`;
}

/** '12,000 of 40,000 events read, 35,000 events/s'. */
export const progressLabel = ({ done, total, eventsPerSecond }: BuildProgress): string =>
  `${formatCount(done)} of ${formatCount(total)} events read, ${formatCount(eventsPerSecond)} events/s`;

/** How far the build has come, 0-100; an empty history is read to its end at once. */
export const percentDone = ({ done, total }: BuildProgress): number =>
  total === 0 ? 100 : Math.min(100, Math.floor((done / total) * 100));
