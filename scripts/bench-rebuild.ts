/**
 * Rebuild figures for `npm run bench`: every read model rebuilt from a shop-like history of 96,020 events
 * (products with their prices, stock and sizes; carts and wishlists of 8,000 customers; categories),
 * appended in a shuffled order as commands would write them. Events/s from the start to the last read model
 * reaching the head of the log.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventCatalog } from '@verdant/domain/event-catalog';
import {
  type DomainEventShape,
  EventCodec,
  type EventMetadata,
  type Projection,
  silentLogger,
} from '@verdant/platform';
import {
  EmbeddedReadStore,
  ProjectionRegistry,
  ProjectionRunner,
  SqliteEventStore,
} from '@verdant/platform/runtime';
import { allProjections } from '@verdant/projections';

const PRODUCTS = 2_000;
const CUSTOMERS = 8_000;
const RUNS = 5;

interface Command {
  streamId: string;
  events: DomainEventShape[];
}

/** The same shuffled order on every run, so runs (and code versions) rebuild the very same log. */
function seededShuffle<T>(items: T[], seed = 42): T[] {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  for (let index = items.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1));
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
  return items;
}

function shopHistory(): Command[] {
  const commands: Command[] = [];
  for (let index = 0; index < 20; index++) {
    const categoryId = `category-${index}`;
    commands.push({
      streamId: `category-${categoryId}`,
      events: [
        {
          type: 'CategoryCreated',
          data: {
            categoryId,
            name: `Category ${index}`,
            slug: categoryId,
            description: null,
            imageUrl: null,
          },
        },
      ],
    });
  }
  for (let index = 0; index < PRODUCTS; index++) {
    const productId = `plant-${index}`;
    const stream = `product-${productId}`;
    commands.push({
      streamId: stream,
      events: [
        {
          type: 'ProductCreated',
          data: {
            productId,
            name: `Plant ${index}`,
            slug: productId,
            botanicalName: null,
            description: 'A leafy friend for a bright room.',
            careGuide: 'Water when the top soil is dry.',
            tags: ['indoor'],
            seoTitle: null,
            metaDescription: null,
            categoryId: `category-${index % 20}`,
            basePrice: 49_900,
            salePrice: null,
            mainImageUrl: null,
            mainImageAlt: null,
            gallery: [],
            stockStatus: 'in_stock',
            status: 'active',
            featured: false,
          },
        },
        {
          type: 'VariantAdded',
          data: { productId, variantId: `${productId}-s`, name: 'Small', priceAdjustment: 0 },
        },
      ],
    });
    commands.push({
      streamId: stream,
      events: [{ type: 'ProductPriced', data: { productId, basePrice: 49_900, salePrice: 39_900 } }],
    });
    commands.push({
      streamId: stream,
      events: [{ type: 'StockStatusChanged', data: { productId, stockStatus: 'low_stock' } }],
    });
  }
  for (let index = 0; index < CUSTOMERS; index++) {
    const customerId = `customer-${index}`;
    const line = (offset: number) => ({ productId: `plant-${(index + offset) % PRODUCTS}`, variantId: null });
    for (let item = 0; item < 6; item++) {
      commands.push({
        streamId: `cart-${customerId}`,
        events: [{ type: 'CartItemAdded', data: { customerId, ...line(item), quantity: 1 } }],
      });
    }
    commands.push({
      streamId: `cart-${customerId}`,
      events: [{ type: 'CartItemQuantityChanged', data: { customerId, ...line(0), quantity: 3 } }],
    });
    commands.push({
      streamId: `cart-${customerId}`,
      events: [{ type: 'CartItemRemoved', data: { customerId, ...line(1) } }],
    });
    for (let item = 0; item < 3; item++) {
      commands.push({
        streamId: `wishlist-${customerId}`,
        events: [{ type: 'WishlistItemAdded', data: { customerId, productId: line(item + 10).productId } }],
      });
    }
  }
  return seededShuffle(commands);
}

async function record(store: SqliteEventStore, codec: EventCodec, commands: readonly Command[]) {
  let events = 0;
  for (const { streamId, events: domainEvents } of commands) {
    const metadata: EventMetadata = {
      correlationId: randomUUID(),
      causationId: randomUUID(),
      actor: { userId: null, role: 'system' },
      at: new Date().toISOString(),
      schemaVersion: 1,
    };
    const encoded = await Promise.all(domainEvents.map((event) => codec.encode(event)));
    await store.append(
      streamId,
      encoded.map(({ type, data, schemaVersion }) => ({
        type,
        data,
        metadata: { ...metadata, schemaVersion },
      })),
      { expectedRevision: 'any' },
    );
    events += domainEvents.length;
  }
  return events;
}

/** Events/s of each run rebuilding the projections from an empty read-store file up to the head of the log. */
export async function timeRebuilds(
  store: SqliteEventStore,
  codec: EventCodec,
  directory: string,
  projections: readonly Projection[],
  runs: number,
): Promise<number[]> {
  const head = await store.headPosition();
  const perSecond: number[] = [];
  for (let run = 0; run < runs; run++) {
    const readStore = await EmbeddedReadStore.open({ file: join(directory, `read-models-${run}.sqlite`) });
    const runner = new ProjectionRunner({
      eventStore: store,
      readStore,
      codec,
      registry: new ProjectionRegistry(readStore),
      projections,
      logger: silentLogger,
    });
    const startedAt = process.hrtime.bigint();
    runner.start();
    for (const projection of projections) {
      if (!(await runner.waitFor(projection.name, head, 600_000)))
        throw new Error(`${projection.name} stalled`);
    }
    perSecond.push(Number(head) / (Number(process.hrtime.bigint() - startedAt) / 1e9));
    await runner.stop();
    await readStore.close();
  }
  return perSecond;
}

/** Events/s of each run rebuilding every read model from the shop-like history. */
export async function rebuildEveryReadModel(): Promise<{ events: number; perSecond: number[] }> {
  const directory = await mkdtemp(join(tmpdir(), 'verdant-bench-rebuild-'));
  const codec = new EventCodec(eventCatalog);
  const store = await SqliteEventStore.open({ file: join(directory, 'events.sqlite'), durability: 'os' });
  try {
    const events = await record(store, codec, shopHistory());
    return { events, perSecond: await timeRebuilds(store, codec, directory, allProjections, RUNS) };
  } finally {
    await store.close();
    await rm(directory, { recursive: true, force: true });
  }
}
