/**
 * Run as its own process by the BullMQ tests: takes one job from the queue and is killed while the handler
 * runs, leaving the job active and its lock unrenewed the way a crash would.
 */
import { BullMqJobQueue } from './bullmq-job-queue';
import { dieOnTheFirstJob } from './job-queue.contract-support';
import type { StalledJobOptions } from './stalled-jobs';

const [redisUrl, prefix, queueName, stalledOptions] = process.argv.slice(2);
if (!redisUrl || !prefix || !queueName || !stalledOptions) {
  throw new Error(
    'usage: bullmq-job-queue.crash.fixture.ts <redis url> <prefix> <queue> <stalled job options as JSON>',
  );
}
const options = JSON.parse(stalledOptions) as StalledJobOptions;
dieOnTheFirstJob(await BullMqJobQueue.connect(redisUrl, { prefix, ...options }), queueName);
