/**
 * Child process that subscribes after a position, says "ready" once it is waiting for new events, and prints
 * the first event of the given stream as one JSON line. Usage:
 * subscribe-one.ts <database file> <after position> <stream id> <poll interval ms>
 */
import { SqliteEventStore } from '../sqlite-event-store';

const [file, after, streamId, pollIntervalMs] = process.argv.slice(2);
if (!file || !after || !streamId || !pollIntervalMs) {
  throw new Error('usage: subscribe-one.ts <file> <after> <stream id> <poll interval ms>');
}

const store = await SqliteEventStore.open({ file, pollIntervalMs: Number(pollIntervalMs) });
const iterator = store.subscribeToAll({ after: BigInt(after) })[Symbol.asyncIterator]();
let next = iterator.next();
// One turn of the event loop lets the subscription find nothing new and start waiting.
await new Promise((resolve) => setImmediate(resolve));
process.stdout.write('ready\n');

for (let result = await next; !result.done; result = await next) {
  const event = result.value;
  if (event.streamId === streamId) {
    process.stdout.write(`${JSON.stringify({ id: event.id, streamId, position: String(event.position) })}\n`);
    break;
  }
  next = iterator.next();
}
await store.close();
