/**
 * Run as its own process by sqlite-job-queue.test.ts: claims one job from the queue and is killed while the
 * handler runs, leaving the job active the way a crash or a power cut would.
 */
import { SqliteJobQueue } from './sqlite-job-queue';

const [file, queueName, leaseMs] = process.argv.slice(2);
if (!file || !queueName || !leaseMs) {
  throw new Error('usage: sqlite-job-queue.crash.fixture.ts <file> <queue> <leaseMs>');
}
const queue = await SqliteJobQueue.open({ file, leaseMs: Number(leaseMs) });
queue.work(queueName, async () => {
  process.kill(process.pid, 'SIGKILL');
});
