import { describe, expect, it } from 'vitest';
import { foldEvents } from '../shared/decider';
import { deciderSpecification } from '../shared/testing/decider-specification';
import { CHANGE_RANGE, QUANTITY_RANGE, REASON_REQUIRED } from './stock-rules';
import {
  availableOf,
  reservedOf,
  type StockedItemCommand,
  type StockedItemEvent,
  stockedItemDecider,
} from './stocked-item';

const spec = deciderSpecification(stockedItemDecider);
const fig = { productId: 'fiddle-leaf-fig', variantId: 'large' };
const label = 'Fiddle Leaf Fig (Large)';

const received = (quantity: number): StockedItemEvent => ({
  type: 'StockReceived',
  data: { ...fig, quantity, note: null },
});
const reserved = (orderId: string, quantity: number): StockedItemEvent => ({
  type: 'StockReserved',
  data: { ...fig, orderId, customerId: `customer-of-${orderId}`, quantity },
});
const reserve = (orderId: string, quantity: number): StockedItemCommand => ({
  type: 'ReserveStock',
  data: { ...fig, orderId, customerId: `customer-of-${orderId}`, quantity, label },
});
const release = (orderId: string): StockedItemCommand => ({
  type: 'ReleaseReservation',
  data: { ...fig, orderId, reason: 'cancelled' },
});
const adjust = (change: unknown, reason: unknown = 'damaged'): StockedItemCommand => ({
  type: 'AdjustStock',
  data: { ...fig, change, reason, note: 'Leaves crushed in the van' },
});

describe('stocked item', () => {
  describe('receiving a delivery', () => {
    it('records the units counted in, with the note', () => {
      spec
        .given([])
        .when({ type: 'ReceiveStock', data: { ...fig, quantity: 3, note: ' Green Acres nursery ' } })
        .thenEvents([{ type: 'StockReceived', data: { ...fig, quantity: 3, note: 'Green Acres nursery' } }]);
    });

    it.each([0, -2, 1.5, 10_001, '3', null])('refuses %s units, recording nothing', (quantity) => {
      spec
        .given([received(3)])
        .when({ type: 'ReceiveStock', data: { ...fig, quantity } })
        .thenRefused('invalid', QUANTITY_RANGE);
    });
  });

  describe('adjusting the count', () => {
    it('records a loss with its reason', () => {
      spec
        .given([received(5)])
        .when(adjust(-2))
        .thenEvents([
          {
            type: 'StockAdjusted',
            data: { ...fig, change: -2, reason: 'damaged', note: 'Leaves crushed in the van' },
          },
        ]);
    });

    it('refuses an adjustment without a reason', () => {
      spec
        .given([received(5)])
        .when({ type: 'AdjustStock', data: { ...fig, change: -1, reason: undefined, note: 'lost' } })
        .thenRefused('invalid', REASON_REQUIRED);
      spec
        .given([received(5)])
        .when(adjust(-1, 'stolen'))
        .thenRefused('invalid', REASON_REQUIRED);
    });

    it.each([0, 0.5, -10_001, 'x'])('refuses a change of %s', (change) => {
      spec
        .given([received(5)])
        .when(adjust(change))
        .thenRefused('invalid', CHANGE_RANGE);
    });

    it('never takes the count on hand below zero', () => {
      spec
        .given([received(2)])
        .when(adjust(-3, 'died'))
        .thenRefused('invalid', 'The count on hand cannot go below 0 (it is 2)');
      spec
        .given([received(2)])
        .when(adjust(-2, 'died'))
        .thenEvents([
          {
            type: 'StockAdjusted',
            data: { ...fig, change: -2, reason: 'died', note: 'Leaves crushed in the van' },
          },
        ]);
    });
  });

  describe('reserving for an order', () => {
    it('holds the units while enough are available', () => {
      spec
        .given([received(3), reserved('order-1', 1)])
        .when(reserve('order-2', 2))
        .thenEvents([reserved('order-2', 2)]);
    });

    it('refuses more than is available, naming the plant and what is left', () => {
      spec
        .given([received(3), reserved('order-1', 2)])
        .when(reserve('order-2', 2))
        .thenRefused('conflict', 'Only 1 left of Fiddle Leaf Fig (Large). Please update your cart.');
      spec
        .given([])
        .when(reserve('order-1', 1))
        .thenRefused('conflict', 'Only 0 left of Fiddle Leaf Fig (Large). Please update your cart.');
    });

    it('holds plants the shop owes a customer (a replacement) even when too few are available', () => {
      const owed: StockedItemCommand = {
        type: 'ReserveStock',
        data: {
          ...fig,
          orderId: 'order-2',
          customerId: 'customer-of-order-2',
          quantity: 2,
          label,
          owed: true,
        },
      };
      spec
        .given([received(3), reserved('order-1', 2)])
        .when(owed)
        .thenEvents([reserved('order-2', 2)]);
    });

    it('says 0 left when losses ate into what orders hold', () => {
      spec
        .given([
          received(2),
          reserved('order-1', 2),
          { type: 'StockAdjusted', data: { ...fig, change: -1, reason: 'died', note: null } },
        ])
        .when(reserve('order-2', 1))
        .thenRefused('conflict', 'Only 0 left of Fiddle Leaf Fig (Large). Please update your cart.');
    });

    it('holds nothing more for a checkout taken up again', () => {
      spec
        .given([received(3), reserved('order-1', 2)])
        .when(reserve('order-1', 2))
        .thenNothingHappens();
    });
  });

  describe('releasing and shipping', () => {
    it('gives a reservation back once, however often it is asked', () => {
      const releasedOnce: StockedItemEvent = {
        type: 'StockReservationReleased',
        data: { ...fig, orderId: 'order-1', quantity: 2, reason: 'cancelled' },
      };
      spec
        .given([received(3), reserved('order-1', 2)])
        .when(release('order-1'))
        .thenEvents([releasedOnce]);
      spec
        .given([received(3), reserved('order-1', 2), releasedOnce])
        .when(release('order-1'))
        .thenNothingHappens();
      spec
        .given([received(3)])
        .when(release('order-1'))
        .thenNothingHappens();
    });

    it('ships a reservation: it leaves the count on hand, once', () => {
      const shipped: StockedItemEvent = {
        type: 'StockShipped',
        data: { ...fig, orderId: 'order-1', quantity: 2 },
      };
      spec
        .given([received(3), reserved('order-1', 2)])
        .when({ type: 'ShipReservation', data: { ...fig, orderId: 'order-1' } })
        .thenEvents([shipped]);
      spec
        .given([received(3), reserved('order-1', 2), shipped])
        .when({ type: 'ShipReservation', data: { ...fig, orderId: 'order-1' } })
        .thenNothingHappens();
      spec
        .given([received(3), reserved('order-1', 2), shipped])
        .when(release('order-1'))
        .thenNothingHappens();
    });

    it('counts on hand, reserved and available through every movement', () => {
      const state = foldEvents(stockedItemDecider, [
        received(10),
        reserved('order-1', 2),
        reserved('order-2', 3),
        { type: 'StockShipped', data: { ...fig, orderId: 'order-1', quantity: 2 } },
        {
          type: 'StockReservationReleased',
          data: { ...fig, orderId: 'order-2', quantity: 3, reason: 'cancelled' },
        },
        reserved('order-3', 1),
        { type: 'StockAdjusted', data: { ...fig, change: -1, reason: 'died', note: null } },
      ]);
      expect({ onHand: state.onHand, reserved: reservedOf(state), available: availableOf(state) }).toEqual({
        onHand: 7,
        reserved: 1,
        available: 6,
      });
    });
  });
});
