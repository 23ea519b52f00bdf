import { Map as PersistentMap } from 'immutable';
import { z } from 'zod';
import type { Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import { defineEvent, type EventsOf } from '../shared/event-definition';
import { parseOrRefuse } from '../shared/validation';
import { stockedSizeKey } from './stock-levels';
import {
  ADJUSTMENT_REASONS,
  adjustmentRules,
  deliveryRules,
  ON_HAND_BELOW_ZERO,
  STOCK_SHORT,
  type StockShortage,
  shortageLine,
  stockShortMessage,
} from './stock-rules';

/**
 * One plant in one size (or a plant sold in one size only) whose stock the shop counts. Its stream is the one
 * place its count is decided: every movement is appended with the revision it was decided on, so two orders
 * racing for the last unit cannot both reserve it.
 */
export const stockedItemStreamId = (productId: string, variantId: string | null) =>
  `stocked-item-${productId}:${stockedSizeKey(variantId)}`;

const item = { productId: z.string().min(1), variantId: z.string().min(1).nullable() };
const quantity = z.number().int();
const reservation = { ...item, orderId: z.string().min(1), quantity };

/** A delivery from the nursery counted in. */
export const StockReceived = defineEvent(
  'StockReceived',
  z.object({ ...item, quantity, note: z.string().nullable() }),
);
/** The count corrected, or plants lost (damaged, died): `change` is negative for a loss. */
export const StockAdjusted = defineEvent(
  'StockAdjusted',
  z.object({
    ...item,
    change: z.number().int(),
    reason: z.enum(ADJUSTMENT_REASONS),
    note: z.string().nullable(),
  }),
);
/** Held for an order as it is placed; the customer is the one placing it. */
export const StockReserved = defineEvent(
  'StockReserved',
  z.object({ ...reservation, customerId: z.string().min(1) }),
);
/** An order's hold given back: the order was cancelled or expired, or its checkout never finished. */
export const StockReservationReleased = defineEvent(
  'StockReservationReleased',
  z.object({ ...reservation, reason: z.enum(['cancelled', 'checkout_unfinished']) }),
);
/** The order's plants left the shop: its reservation leaves the count on hand. */
export const StockShipped = defineEvent('StockShipped', z.object(reservation));

export const stockedItemEvents = [
  StockReceived,
  StockAdjusted,
  StockReserved,
  StockReservationReleased,
  StockShipped,
] as const;
export type StockedItemEvent = EventsOf<typeof stockedItemEvents>;

export interface StockedItemState {
  onHand: number;
  /** The sum of the reservations. */
  reserved: number;
  /**
   * Units held by each order placed and not yet shipped, cancelled or expired. A persistent map: a plant in
   * a rush holds thousands, and each reservation's new state shares the rest instead of copying it.
   */
  reservations: PersistentMap<string, number>;
}

export type StockedItem = { productId: string; variantId: string | null };

export type StockedItemCommand =
  | { type: 'ReceiveStock'; data: StockedItem & { quantity: unknown; note?: unknown } }
  | { type: 'AdjustStock'; data: StockedItem & { change: unknown; reason: unknown; note: unknown } }
  | {
      type: 'ReserveStock';
      /**
       * `label` names the plant and its size for the shopper, should there be too few. `owed`: plants the
       * shop decided to send (a replacement) are held even when fewer are available, which then shows below 0.
       */
      data: StockedItem & {
        orderId: string;
        customerId: string;
        quantity: number;
        label: string;
        owed?: boolean;
      };
    }
  | {
      type: 'ReleaseReservation';
      data: StockedItem & { orderId: string; reason: 'cancelled' | 'checkout_unfinished' };
    }
  | { type: 'ShipReservation'; data: StockedItem & { orderId: string } };

export const reservedOf = (state: StockedItemState): number => state.reserved;

/** What is left to sell: on hand, less what orders hold. Below zero when losses ate into held plants. */
export const availableOf = (state: StockedItemState): number => state.onHand - state.reserved;

export const stockedItemDecider: Decider<StockedItemCommand, StockedItemEvent, StockedItemState> = {
  initialState: () => ({ onHand: 0, reserved: 0, reservations: PersistentMap() }),

  decide(command, state) {
    const { productId, variantId } = command.data;
    const item = { productId, variantId };
    switch (command.type) {
      case 'ReceiveStock': {
        const { quantity, note } = parseOrRefuse(deliveryRules, command.data);
        return [{ type: 'StockReceived', data: { ...item, quantity, note } }];
      }
      case 'AdjustStock': {
        const { change, reason, note } = parseOrRefuse(adjustmentRules, command.data);
        if (state.onHand + change < 0) throw new DomainError('invalid', ON_HAND_BELOW_ZERO(state.onHand));
        return [{ type: 'StockAdjusted', data: { ...item, change, reason, note } }];
      }
      case 'ReserveStock': {
        const { orderId, customerId, quantity, label } = command.data;
        // The same checkout taken up again holds what it reserved already.
        if (state.reservations.has(orderId)) return [];
        const available = Math.max(0, availableOf(state));
        if (available < quantity && !command.data.owed) throw stockShort({ available, label });
        return [{ type: 'StockReserved', data: { ...item, orderId, customerId, quantity } }];
      }
      case 'ReleaseReservation': {
        const { orderId, reason } = command.data;
        const held = state.reservations.get(orderId);
        if (held === undefined) return [];
        return [{ type: 'StockReservationReleased', data: { ...item, orderId, quantity: held, reason } }];
      }
      case 'ShipReservation': {
        const { orderId } = command.data;
        const held = state.reservations.get(orderId);
        if (held === undefined) return [];
        return [{ type: 'StockShipped', data: { ...item, orderId, quantity: held } }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'StockReceived':
        return { ...state, onHand: state.onHand + event.data.quantity };
      case 'StockAdjusted':
        return { ...state, onHand: state.onHand + event.data.change };
      case 'StockReserved': {
        const { orderId, quantity } = event.data;
        return {
          ...state,
          reserved: state.reserved + quantity,
          reservations: state.reservations.set(orderId, quantity),
        };
      }
      case 'StockReservationReleased': {
        const { orderId, quantity } = event.data;
        return {
          ...state,
          reserved: state.reserved - quantity,
          reservations: state.reservations.delete(orderId),
        };
      }
      case 'StockShipped': {
        const { orderId, quantity } = event.data;
        return {
          onHand: state.onHand - quantity,
          reserved: state.reserved - quantity,
          reservations: state.reservations.delete(orderId),
        };
      }
    }
  },
};

/** Too few of one plant for an order: the shopper reads which, and how many are left. */
function stockShort(shortage: StockShortage): DomainError {
  const line = shortageLine(shortage);
  return new DomainError('conflict', stockShortMessage([line]), { stock: line }, STOCK_SHORT);
}
