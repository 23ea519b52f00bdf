/**
 * Run as its own process by the SQLite tests: claims one job from the queue and is killed while the handler
 * runs, leaving the job active the way a crash or a power cut would.
 */
import { dieOnTheFirstJob } from './job-queue.contract-support';
import { SqliteJobQueue } from './sqlite-job-queue';
import type { StalledJobOptions } from './stalled-jobs';

const [file, queueName, stalledOptions] = process.argv.slice(2);
if (!file || !queueName || !stalledOptions) {
  throw new Error('usage: sqlite-job-queue.crash.fixture.ts <file> <queue> <stalled job options as JSON>');
}
const options = JSON.parse(stalledOptions) as StalledJobOptions;
dieOnTheFirstJob(await SqliteJobQueue.open({ file, ...options }), queueName);
