/** Money given back for part of an order: a claim refunded, or a return received. */
import { z } from 'zod';
import { invalid } from '../shared/domain-error';
import { parseOrRefuse } from '../shared/validation';
import {
  MANUAL_REFUND_METHODS,
  type OrderPayment,
  type PaymentEvent,
  refundedOrGiving,
  settlingRefund,
} from './order-payments';

export const NOTHING_LEFT_TO_REFUND = 'Everything paid for this order has been refunded already';
export const REPLACEMENT_NOT_REFUNDABLE =
  'A replacement order was sent free of charge: it can be replaced again, not refunded';
export const MANUAL_REFUND_REFERENCE =
  'Please enter the UPI or bank transfer reference (4 to 64 letters, digits, - or /)';
export const MANUAL_REFUND_METHOD = 'Please choose how the money was paid back';

export interface SettledItem {
  productId: string;
  variantId: string | null;
  quantity: number;
}

/** What claims and returns need of the order they are on. */
export interface SettlingOrder {
  orderId: string;
  customerId: string;
  status: string;
  customer: object | null;
  shippingAddress: object | null;
  lines: readonly (SettledItem & { unitPrice: number })[];
  subtotal: number;
  discount: number;
  total: number;
  paymentMethod: string;
  payment: OrderPayment;
  replacementFor: { orderId: string; claimId: string } | null;
  claims: readonly { status: string; items: readonly SettledItem[] }[];
  returns: readonly {
    returnId: string;
    status: string;
    items: readonly SettledItem[];
    refund: { amount: number; byHand: boolean } | null;
  }[];
}

const sameLine = (a: { productId: string; variantId: string | null }) => (b: typeof a) =>
  a.productId === b.productId && a.variantId === b.variantId;

/**
 * Units of a line still free to claim or return: those received, less those in claims not declined and in
 * returns not declined.
 */
export function unitsLeft(
  order: SettlingOrder,
  line: { productId: string; variantId: string | null },
): number {
  const received = order.lines.find(sameLine(line))?.quantity ?? 0;
  const taken = [
    ...order.claims.filter((claim) => claim.status !== 'declined'),
    ...order.returns.filter((returned) => returned.status !== 'declined'),
  ]
    .flatMap((settled) => settled.items.filter(sameLine(line)))
    .reduce((sum, item) => sum + item.quantity, 0);
  return Math.max(0, received - taken);
}

/** What the customer paid for some of the order's items: their price less their share of the discount. */
export function paidForItems(order: SettlingOrder, items: readonly SettledItem[]): number {
  if (order.subtotal === 0) return 0;
  const value = items.reduce(
    (sum, item) => sum + (order.lines.find(sameLine(item))?.unitPrice ?? 0) * item.quantity,
    0,
  );
  return Math.round((value * (order.subtotal - order.discount)) / order.subtotal);
}

/** Whether these items, with those of the claims refunded already, are every plant of the order. */
function completesTheOrder(order: SettlingOrder, items: readonly SettledItem[]): boolean {
  const refunded = order.claims
    .filter((claim) => claim.status === 'refunded')
    .flatMap((claim) => claim.items);
  return order.lines.every(
    (line) =>
      [...items, ...refunded].filter(sameLine(line)).reduce((sum, item) => sum + item.quantity, 0) >=
      line.quantity,
  );
}

/** What was paid for the order and is not given back, or owed back by hand, yet. */
export function refundableLeft(order: SettlingOrder): number {
  const paid = order.payment.captures.reduce((sum, capture) => sum + capture.amount, 0);
  return paid - refundedOrGiving(order.payment) - owedByHand(order);
}

/** Refunds of cash the shop owes for returns it received, not paid back yet. */
export const owedByHand = (order: SettlingOrder) =>
  order.returns
    .filter((returned) => returned.refund?.byHand && !order.payment.refunds.some(settling(returned.returnId)))
    .reduce((sum, returned) => sum + (returned.refund?.amount ?? 0), 0);

const settling = (settles: string) => (refund: { settles: string | null }) => refund.settles === settles;

/**
 * The refund of what was paid for the items, never more than is left of what the order was paid: an amount
 * and how it goes back. Through the gateway that took it; cash collected on delivery is paid back by hand.
 * `withShipping` (a claim: the shop's fault): once every plant of the order is refunded, so is its shipping,
 * and all that is left goes back. A return gives back the plants' price alone.
 */
export function settlementOf(
  order: SettlingOrder,
  items: readonly SettledItem[],
  { withShipping }: { withShipping: boolean },
) {
  if (order.replacementFor !== null) throw invalid(REPLACEMENT_NOT_REFUNDABLE);
  const left = refundableLeft(order);
  const whole = withShipping && completesTheOrder(order, items);
  const amount = whole ? left : Math.min(paidForItems(order, items), left);
  if (amount <= 0) throw invalid(NOTHING_LEFT_TO_REFUND);
  return { amount, byHand: order.paymentMethod === 'cod' };
}

/** The refund through the gateway, settling `settles` (a claim or a return). */
export function gatewayRefund(order: SettlingOrder, amount: number, settles: string): PaymentEvent {
  const refund = settlingRefund(order, amount, settles);
  // What is left to refund was paid through a gateway: a payment holds it, unless it was all given back.
  if (!refund) throw invalid(NOTHING_LEFT_TO_REFUND);
  return refund;
}

/** How the admin paid cash back: the method and the transfer's reference, as the bank or UPI app shows it. */
export const manualRefundRules = z.object({
  method: z.enum(MANUAL_REFUND_METHODS, { error: MANUAL_REFUND_METHOD }),
  reference: z
    .string({ error: MANUAL_REFUND_REFERENCE })
    .trim()
    .regex(/^[A-Za-z0-9/-]{4,64}$/, MANUAL_REFUND_REFERENCE),
});
export type ManualRefund = z.infer<typeof manualRefundRules>;

/** The cash paid back by hand, recorded with its reference. */
export function paidByHand(
  order: SettlingOrder,
  refund: { refundId: string; amount: number; settles: string },
  manual: unknown,
): PaymentEvent {
  const { method, reference } = parseOrRefuse(manualRefundRules, manual ?? {});
  const { orderId, customerId } = order;
  return { type: 'RefundPaidByHand', data: { orderId, customerId, ...refund, method, reference } };
}
