/**
 * Child process for the two-process race: opens the store, says "ready", waits for "go" on stdin, then
 * appends three events to the stream expecting revision 0n, and prints one JSON line with the outcome.
 * Usage: race-append.ts <database file> <stream id> <writer name>
 */
import { once } from 'node:events';
import { ConcurrencyError } from '../event-store';
import { SqliteEventStore } from '../sqlite-event-store';
import { sampleEvent } from './contract-fixtures';

const [file, streamId, writer] = process.argv.slice(2);
if (!file || !streamId || !writer) throw new Error('usage: race-append.ts <file> <stream id> <writer>');

const store = await SqliteEventStore.open({ file });
process.stdout.write('ready\n');
await once(process.stdin, 'data');
process.stdin.pause();

const events = [1, 2, 3].map((n) => sampleEvent(`${writer}-${n}`, { data: { writer, n } }));
try {
  const result = await store.append(streamId, events, { expectedRevision: 0n });
  process.stdout.write(`${JSON.stringify({ outcome: 'won', writer, position: String(result.position) })}\n`);
} catch (error) {
  if (!(error instanceof ConcurrencyError)) throw error;
  process.stdout.write(`${JSON.stringify({ outcome: 'refused', writer, actual: String(error.actual) })}\n`);
} finally {
  await store.close();
}
