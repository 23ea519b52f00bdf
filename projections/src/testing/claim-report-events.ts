import type { OrderEvent, OrderLine } from '@verdant/domain/sales/order';
import type { ClaimReason } from '@verdant/domain/sales/order-claim-rules';
import type { ReturnReason } from '@verdant/domain/sales/order-return-rules';
import { ashasOrder } from '@verdant/domain/sales/testing/orders';

const customerId = ashasOrder.customerId;

/** A line as sold: `name` and `size` as the order copied them, `unitPrice` in paise. */
export const soldLine = (
  productId: string,
  name: string,
  unitPrice: number,
  size: { variantId: string; name: string } | null = null,
): OrderLine => ({
  productId,
  variantId: size?.variantId ?? null,
  productName: name,
  variantName: size?.name ?? null,
  unitPrice,
  quantity: 2,
  lineTotal: unitPrice * 2,
  onSale: false,
});

/** An order of these lines, paid online: for the claims and refunds reports' specs. */
export function orderOf(orderId: string, lines: OrderLine[]): OrderEvent {
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  return {
    type: 'OrderPlaced',
    data: {
      ...ashasOrder,
      orderId,
      lines,
      subtotal,
      total: subtotal,
      paymentMethod: 'razorpay',
      shipping: 0,
    },
  };
}

type Item = { productId: string; variantId?: string | null; quantity?: number };

export const claimOpened = (
  orderId: string,
  claimId: string,
  reason: ClaimReason,
  items: Item[],
): OrderEvent => ({
  type: 'ClaimOpened',
  data: {
    orderId,
    customerId,
    claimId,
    reason,
    items: items.map(({ productId, variantId = null, quantity = 1 }) => ({ productId, variantId, quantity })),
    description: 'The leaves turned yellow and dropped.',
    photos: ['leaf.jpg'],
  },
});
export const claimPhotosRequested = (orderId: string, claimId: string): OrderEvent => ({
  type: 'ClaimPhotosRequested',
  data: { orderId, customerId, claimId, message: 'Please photograph the roots.' },
});
export const claimDeclined = (orderId: string, claimId: string): OrderEvent => ({
  type: 'ClaimDeclined',
  data: { orderId, customerId, claimId, reason: 'The photos show overwatering.' },
});
export const claimReplaced = (orderId: string, claimId: string): OrderEvent => ({
  type: 'ClaimReplaced',
  data: { orderId, customerId, claimId, replacementOrderId: `${orderId}-again` },
});
export const claimRefunded = (orderId: string, claimId: string, amount: number): OrderEvent => ({
  type: 'ClaimRefunded',
  data: { orderId, customerId, claimId, refundId: `refund-${claimId}`, amount },
});

export const returnRequested = (
  orderId: string,
  returnId: string,
  reason: ReturnReason,
  items: Item[] = [{ productId: 'p-jade' }],
): OrderEvent => ({
  type: 'ReturnRequested',
  data: {
    orderId,
    customerId,
    returnId,
    reason,
    items: items.map(({ productId, variantId = null, quantity = 1 }) => ({ productId, variantId, quantity })),
    note: null,
  },
});
export const returnReceived = (
  orderId: string,
  returnId: string,
  amount: number,
  byHand = false,
): OrderEvent => ({
  type: 'ReturnReceived',
  data: {
    orderId,
    customerId,
    returnId,
    refundId: `refund-${returnId}`,
    amount,
    byHand,
    refundDueBy: '2026-02-15',
  },
});

/** A refund through the gateway (of payment `pay-{orderId}` unless named), settling a claim or a return (or null: whole). */
export const refundRequested = (
  orderId: string,
  refundId: string,
  amount: number,
  settles: string | null,
  gatewayPaymentId = `pay-${orderId}`,
): OrderEvent => ({
  type: 'RefundRequested',
  data: {
    orderId,
    customerId,
    refundId,
    gateway: 'razorpay',
    gatewayPaymentId,
    amount,
    settles,
  },
});
export const refundFailed = (orderId: string, refundId: string): OrderEvent => ({
  type: 'RefundFailed',
  data: { orderId, customerId, refundId, reason: 'The bank account is closed' },
});
export const refundCompleted = (orderId: string, refundId: string, amount: number): OrderEvent => ({
  type: 'RefundCompleted',
  data: { orderId, customerId, refundId, gatewayRefundId: `rfnd-${refundId}`, amount },
});
export const refundPaidByHand = (
  orderId: string,
  refundId: string,
  amount: number,
  settles: string,
): OrderEvent => ({
  type: 'RefundPaidByHand',
  data: { orderId, customerId, refundId, amount, method: 'upi', reference: 'UPI-123456', settles },
});
/** Money for the order in another amount: recorded, and given back whole (`refund-{payment}`). */
export const paymentMismatched = (orderId: string, gatewayPaymentId: string, amount: number): OrderEvent => ({
  type: 'PaymentMismatched',
  data: {
    orderId,
    customerId,
    gateway: 'razorpay',
    gatewayOrderId: `gw-${orderId}`,
    gatewayPaymentId,
    amount,
    currency: 'INR',
    expectedAmount: amount + 100,
  },
});
