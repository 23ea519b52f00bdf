import type { CancelledBy, OrderEvent } from '@verdant/domain/sales/order';
import { ashasOrder } from '@verdant/domain/sales/testing/orders';

/** An order of `total` paise (one line), with a coupon's discount when given: for the reports' specs. */
export function placedOrder(
  orderId: string,
  total: number,
  coupon?: { code: string; discount: number },
): OrderEvent {
  const subtotal = total + (coupon?.discount ?? 0);
  return {
    type: 'OrderPlaced',
    data: {
      ...ashasOrder,
      orderId,
      lines: [{ ...ashasOrder.lines[0]!, quantity: 1, unitPrice: subtotal, lineTotal: subtotal }],
      subtotal,
      discount: coupon?.discount ?? 0,
      shipping: 0,
      total,
      couponCode: coupon?.code ?? null,
    },
  };
}

export const cancelledOrder = (
  orderId: string,
  total: number,
  by: CancelledBy = 'customer',
  reason = 'Cancelled by customer',
  couponCode: string | null = null,
): OrderEvent => ({
  type: 'OrderCancelled',
  data: { orderId, customerId: 'c-asha', reason, cancelledBy: by, total, couponCode },
});
