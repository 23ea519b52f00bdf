import { formatRupees } from '../shared/format-rupees';
import type { Paise } from '../shared/money';
import type { PaymentGatewayName } from './order-payments';

/**
 * How an order is paid: in Razorpay's dialog, by card (Stripe), in cash on delivery, or not at all: `none` is
 * an order with nothing to pay (a coupon took its total to ₹0), paid as it is placed, through no gateway.
 */
export const PAYMENT_METHODS = ['razorpay', 'card', 'cod', 'none'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** An order with nothing to pay: no method to choose, nothing for a gateway or a courier to take. */
export const NO_PAYMENT_NEEDED = 'none' satisfies PaymentMethod;

/** The ways a shopper chooses from at checkout, when there is something to pay. */
export const CHOOSABLE_PAYMENT_METHODS = [
  'razorpay',
  'card',
  'cod',
] as const satisfies readonly PaymentMethod[];
export type ChoosablePaymentMethod = (typeof CHOOSABLE_PAYMENT_METHODS)[number];

/** The methods paid online, through a gateway: 'Pay now' opens their gateway's dialog or card form. */
export type OnlinePaymentMethod = Extract<PaymentMethod, 'razorpay' | 'card'>;
export const isOnlineMethod = (method: PaymentMethod): method is OnlinePaymentMethod =>
  method === 'razorpay' || method === 'card';

/** The gateways that take money online, and so can be asked about a payment, or to refund it. */
export type OnlineGatewayName = Exclude<PaymentGatewayName, 'cash' | 'none'>;
export const isOnlineGateway = (gateway: PaymentGatewayName): gateway is OnlineGatewayName =>
  gateway !== 'cash' && gateway !== 'none';

/** The least each online gateway takes in one payment in rupees, in paise: Razorpay ₹1, Stripe ₹0.50. */
export const GATEWAY_MINIMUMS = { razorpay: 100, stripe: 50 } as const satisfies Partial<
  Record<PaymentGatewayName, Paise>
>;

/**
 * The least an order must come to for each way a shopper can pay: an online method's is its gateway's (the
 * shop's test-mode gateway, standing in for one, takes what it takes), cash on delivery has none.
 */
export const METHOD_MINIMUMS: Readonly<Record<ChoosablePaymentMethod, Paise>> = {
  razorpay: GATEWAY_MINIMUMS.razorpay,
  card: GATEWAY_MINIMUMS.stripe,
  cod: 0,
};

const PAYING = { razorpay: 'Paying through Razorpay', card: 'Paying by card' } as const;

export const TOTAL_CHANGED = 'Your order total has changed. Please choose a payment method.';

/**
 * Why this method cannot take this total, as the checkout shows it beside the method ('Paying by card needs
 * an order of at least ₹0.50.'), or null when it can. A total of ₹0 is never below a minimum: there is
 * nothing to pay, and no method is used.
 */
export function belowMinimum(method: PaymentMethod, total: Paise): string | null {
  if (!isOnlineMethod(method)) return null;
  const minimum = METHOD_MINIMUMS[method];
  if (total === 0 || total >= minimum) return null;
  return `${PAYING[method]} needs an order of at least ${formatRupees(minimum)}.`;
}

/**
 * Why an order of this total cannot be placed to be paid this way, or null: an online method below its
 * gateway's minimum (cash on delivery takes any total), or 'nothing to pay' for an order that has something
 * to pay.
 */
export function paymentMethodRefusal(method: PaymentMethod, total: Paise): string | null {
  if (method === NO_PAYMENT_NEEDED) return total === 0 ? null : TOTAL_CHANGED;
  const below = belowMinimum(method, total);
  return below && `${below} Please choose Cash on Delivery.`;
}
