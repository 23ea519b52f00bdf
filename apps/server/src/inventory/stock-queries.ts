import { describeStockEvent } from '@verdant/domain/inventory/stock-timeline';
import {
  availableOf,
  reservedOf,
  type StockedItemEvent,
  stockedItemDecider,
  stockedItemStreamId,
} from '@verdant/domain/inventory/stocked-item';
import {
  type ActorRole,
  type EventSourcing,
  loadAggregate,
  type ReadModels,
  streamEvents,
} from '@verdant/platform';
import { adminNamesOf } from '../identity/admin-names';
import { lowStockThreshold } from './stock-settings';
import { stockedSizesOf } from './stocked-sizes';

/** One size's count: on hand, held by orders, and what is left to sell (below 0 when losses ate into holds). */
export interface StockLevel {
  variantId: string | null;
  name: string | null;
  onHand: number;
  reserved: number;
  available: number;
}

/** One movement on a product's stock timeline: what happened to which size, who did it, and when. */
export interface StockMovement {
  position: string;
  at: string;
  size: string | null;
  type: StockedItemEvent['type'];
  description: string;
  actor: { role: ActorRole; name: string };
}

const ACTOR_NAMES: Record<ActorRole, string> = {
  admin: 'An admin',
  customer: 'Customer',
  guest: 'Visitor',
  gateway: 'Payment gateway',
  system: 'System',
};

/** A product's stock, read from each size's own stream, so it can never disagree with what happened. */
export class StockQueries {
  constructor(
    private readonly eventSourcing: EventSourcing,
    private readonly readModels: ReadModels,
  ) {}

  /** The shop's stock settings, as Admin > Settings shows them. */
  async settings() {
    return { lowStockThreshold: await lowStockThreshold(this.readModels) };
  }

  async levelsOf(productId: string) {
    const { product, sizes } = await stockedSizesOf(this.eventSourcing, productId);
    const levels = await Promise.all(
      sizes.map(async ({ variantId, name }): Promise<StockLevel> => {
        const streamId = stockedItemStreamId(productId, variantId);
        const { state } = await loadAggregate(this.eventSourcing, stockedItemDecider, streamId);
        return {
          variantId,
          name,
          onHand: state.onHand,
          reserved: reservedOf(state),
          available: availableOf(state),
        };
      }),
    );
    return { tracksStock: product.tracksStock, levels };
  }

  /** Every movement of every size, newest first. */
  async movementsOf(productId: string): Promise<StockMovement[]> {
    const { sizes } = await stockedSizesOf(this.eventSourcing, productId);
    const bySize = await Promise.all(
      sizes.map(async ({ variantId, name }) => {
        const streamId = stockedItemStreamId(productId, variantId);
        const events = await streamEvents<StockedItemEvent>(this.eventSourcing, streamId);
        return events.map((event) => ({ event, size: name }));
      }),
    );
    const movements = bySize.flat().sort((a, b) => (a.event.position < b.event.position ? 1 : -1));
    const names = await adminNamesOf(
      this.readModels,
      movements.map(({ event }) => event),
    );
    return movements.map(({ event, size }) => {
      const { role, userId } = event.metadata.actor;
      return {
        position: String(event.position),
        at: event.metadata.at,
        size,
        type: event.type,
        description: describeStockEvent(event),
        actor: { role, name: (role === 'admin' && userId && names.get(userId)) || ACTOR_NAMES[role] },
      };
    });
  }
}
