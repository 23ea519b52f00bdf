import type { ProductEvent } from '@verdant/domain/catalog/product';
import type { BackInStockEvent } from '@verdant/domain/engagement/back-in-stock';
import type { StockedItemEvent } from '@verdant/domain/inventory/stocked-item';
import type { Reaction } from '@verdant/platform';
import { FIVE_TRIES, ORDERS_QUEUE } from './jobs';
import { mailJob } from './mail-job';

type Followed = ProductEvent | StockedItemEvent | BackInStockEvent;

/** The movements after which a sold-out plant may be buyable again. */
function mayBeBack(event: Followed): boolean {
  switch (event.type) {
    case 'StockReceived':
    case 'StockReservationReleased':
    case 'StockTrackingStopped':
      return true;
    case 'StockAdjusted':
      return event.data.change > 0;
    case 'StockStatusChanged':
      return event.data.stockStatus !== 'out_of_stock';
    default:
      return false;
  }
}

/**
 * 'Notify me when it's back': whenever a plant may be buyable again, the orders queue looks whether it is and
 * tells those waiting; each wait told gets its one mail.
 */
export const backInStockReaction: Reaction<Followed> = {
  name: 'back-in-stock',
  handles: [
    'StockReceived',
    'StockAdjusted',
    'StockReservationReleased',
    'StockStatusChanged',
    'StockTrackingStopped',
    'BackInStockAnnounced',
  ],
  jobFor(event) {
    if (event.type === 'BackInStockAnnounced') {
      const { productId, requestId } = event.data;
      return mailJob(`back-in-stock-mail-${requestId}`, { kind: 'back-in-stock', productId, requestId });
    }
    if (!mayBeBack(event)) return null;
    const { productId } = event.data;
    return {
      queue: ORDERS_QUEUE,
      job: {
        id: `announce-back-in-stock-${productId}-${event.position}`,
        name: 'announce-back-in-stock',
        payload: { kind: 'announce-back-in-stock', productId },
      },
      options: FIVE_TRIES,
    };
  },
};
