import { orderNumber } from '../sales/order-number';
import { ADJUSTMENT_REASON_LABELS } from './stock-rules';
import type { StockedItemEvent } from './stocked-item';

const units = (count: number) => `${count} ${count === 1 ? 'unit' : 'units'}`;

/** What a movement of a plant's stock did, in the words an admin reads on its timeline. */
export function describeStockEvent(event: StockedItemEvent): string {
  switch (event.type) {
    case 'StockReceived': {
      const { quantity, note } = event.data;
      return `Received ${units(quantity)}${note ? `: ${note}` : ''}`;
    }
    case 'StockAdjusted': {
      const { change, reason, note } = event.data;
      const signed = change > 0 ? `+${change}` : String(change);
      return `Adjusted by ${signed} (${ADJUSTMENT_REASON_LABELS[reason]})${note ? `: ${note}` : ''}`;
    }
    case 'StockReserved':
      return `Reserved ${units(event.data.quantity)} for order ${orderNumber(event.data.orderId)}`;
    case 'StockReservationReleased': {
      const { quantity, orderId, reason } = event.data;
      const why = reason === 'cancelled' ? 'order cancelled' : 'checkout not finished';
      return `Released ${units(quantity)} of order ${orderNumber(orderId)} (${why})`;
    }
    case 'StockShipped':
      return `Shipped ${units(event.data.quantity)} with order ${orderNumber(event.data.orderId)}`;
  }
}
