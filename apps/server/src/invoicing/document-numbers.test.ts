import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventCatalog } from '@verdant/domain/event-catalog';
import { seriesStreamId } from '@verdant/domain/invoicing/invoice-series';
import { EventCodec, type EventSourcing, systemContext } from '@verdant/platform';
import { SqliteEventStore } from '@verdant/platform/runtime';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { takeDocumentNumber } from './document-numbers';

const issuedAt = new Date('2026-10-02T11:00:00+05:30');
const stream = seriesStreamId('invoice', '26-27');
const take = (eventSourcing: EventSourcing, forDocument: string) =>
  takeDocumentNumber(eventSourcing, { series: 'invoice', issuedAt, forDocument }, systemContext(forDocument));

describe('taking a document number', () => {
  let directory: string;
  let eventStore: SqliteEventStore;
  /** No stream locks: every taker reads, decides and appends on its own, as workers of several processes do. */
  let eventSourcing: EventSourcing;

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'verdant-series-'));
    eventStore = await SqliteEventStore.open({ file: join(directory, 'events.sqlite'), durability: 'os' });
    eventSourcing = { eventStore, codec: new EventCodec(eventCatalog) };
  });

  afterEach(async () => {
    await eventStore.close();
    await rm(directory, { recursive: true, force: true });
  });

  const numbersInStream = async () =>
    (await eventStore.readStream(stream)).map((event) => [
      (event.data as { documentNumber: string }).documentNumber,
      (event.data as { forDocument: string }).forDocument,
    ]);

  it('decides again on the newer stream when another taker appended first, and takes the next number', async () => {
    let raced = false;
    const racing: EventSourcing = {
      ...eventSourcing,
      eventStore: new Proxy(eventStore, {
        get(target, property) {
          const value = Reflect.get(target, property);
          if (property !== 'append') return typeof value === 'function' ? value.bind(target) : value;
          return async (...args: Parameters<SqliteEventStore['append']>) => {
            // Between this taker's read and its append, another takes number 1.
            if (!raced) {
              raced = true;
              await take(eventSourcing, 'o-other');
            }
            return target.append(...args);
          };
        },
      }),
    };

    expect(await take(racing, 'o-1')).toBe('VRD/26-27/000002');
    expect(await numbersInStream()).toEqual([
      ['VRD/26-27/000001', 'o-other'],
      ['VRD/26-27/000002', 'o-1'],
    ]);
  });

  it('gives thirty takers at once thirty consecutive numbers, and a document taking again its own', async () => {
    const orders = Array.from({ length: 30 }, (_, index) => `o-${index + 1}`);

    const numbers = await Promise.all(orders.map((orderId) => take(eventSourcing, orderId)));

    expect([...numbers].sort()).toEqual(
      orders.map((_, index) => `VRD/26-27/${String(index + 1).padStart(6, '0')}`),
    );
    expect(await take(eventSourcing, 'o-7')).toBe(numbers[6]);
    expect(await numbersInStream()).toHaveLength(30);
  });
});
