import type { ProductEvent } from '@verdant/domain/catalog/product';
import type { BackInStockEvent } from '@verdant/domain/engagement/back-in-stock';
import type { StockedItemEvent } from '@verdant/domain/inventory/stocked-item';
import { reactionSpecification } from '@verdant/platform/testing';
import { describe, it } from 'vitest';
import { backInStockReaction } from './back-in-stock';
import { FIVE_TRIES, MAIL_QUEUE, MAIL_TRIES, ORDERS_QUEUE } from './jobs';

const spec = reactionSpecification(backInStockReaction);
const item = { productId: 'p-fig', variantId: null };
const look = (position: number) => ({
  queue: ORDERS_QUEUE,
  job: {
    id: `announce-back-in-stock-p-fig-${position}`,
    name: 'announce-back-in-stock',
    payload: { kind: 'announce-back-in-stock', productId: 'p-fig' },
  },
  options: FIVE_TRIES,
});

describe('back in stock reaction', () => {
  it('looks whether the plant is back after each movement that may bring it back, and only those', () => {
    const events: (StockedItemEvent | ProductEvent)[] = [
      { type: 'StockReceived', data: { ...item, quantity: 2, note: null } },
      { type: 'StockAdjusted', data: { ...item, change: -1, reason: 'died', note: null } },
      { type: 'StockAdjusted', data: { ...item, change: 1, reason: 'count_correction', note: null } },
      {
        type: 'StockReservationReleased',
        data: { ...item, orderId: 'o-1', quantity: 1, reason: 'cancelled' },
      },
      { type: 'StockStatusChanged', data: { productId: 'p-fig', stockStatus: 'out_of_stock' } },
      { type: 'StockStatusChanged', data: { productId: 'p-fig', stockStatus: 'low_stock' } },
      { type: 'StockTrackingStopped', data: { productId: 'p-fig' } },
    ];
    spec.given(events).thenJobs([look(1), look(3), look(4), look(6), look(7)]);
  });

  it('asks for one mail per wait told', () => {
    const told: BackInStockEvent[] = [
      { type: 'BackInStockAnnounced', data: { productId: 'p-fig', requestId: 'r-1' } },
      { type: 'BackInStockAnnounced', data: { productId: 'p-fig', requestId: 'r-2' } },
    ];
    spec.given(told).thenJobs(
      ['r-1', 'r-2'].map((requestId) => ({
        queue: MAIL_QUEUE,
        job: {
          id: `back-in-stock-mail-${requestId}`,
          name: 'back-in-stock-mail',
          payload: { kind: 'back-in-stock', productId: 'p-fig', requestId },
        },
        options: MAIL_TRIES,
      })),
    );
  });
});
