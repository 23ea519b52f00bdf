/** The order's events and the shapes they carry: what was sold, to whom, for how much, and what happened. */
import { z } from 'zod';
import { defineEvent, type EventsOf } from '../shared/event-definition';
import { personal } from '../shared/personal-data';
import { claimEvents } from './order-claims';
import { paymentEvents } from './order-payments';
import { returnEvents } from './order-returns';
import { PAYMENT_METHODS } from './payment-methods';

/** The longest tracking number a courier gives. */
export const TRACKING_NUMBER_MAX = 64;

export const orderStreamId = (orderId: string) => `order-${orderId}`;

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const CANCELLED_BY = ['customer', 'admin', 'system'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

const ids = { orderId: z.string().min(1), customerId: z.string().min(1) };
const amount = z.number().int();

/** A line as it was sold: names and prices copied at placement, so later catalogue edits never change it. */
export const orderLineSchema = z.object({
  productId: z.string().min(1),
  variantId: z.string().min(1).nullable(),
  productName: z.string(),
  variantName: z.string().nullable(),
  unitPrice: amount,
  quantity: z.number().int(),
  lineTotal: amount,
  onSale: z.boolean(),
});

const shippingAddressSchema = z.object({
  fullName: z.string(),
  phone: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
});

/** What was ordered and for how much: nothing personal. */
const orderContentsFields = {
  lines: z.array(orderLineSchema),
  subtotal: amount,
  discount: amount,
  shipping: amount,
  total: amount,
  couponCode: z.string().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
};
export const orderContentsSchema = z.object(orderContentsFields);

/** The whole order as it is placed: whom it is for and where it goes (both personal), what and for how much. */
export const placedOrderSchema = z.object({
  ...ids,
  customer: personal(z.object({ email: z.string(), fullName: z.string(), phone: z.string() })),
  /** The saved address it was sent to, and a copy of it: a later change to the address book changes no order. */
  addressId: z.string().min(1),
  shippingAddress: personal(shippingAddressSchema),
  ...orderContentsFields,
  /** Set on a free order that replaces plants a claim was made for: the claim, and the order it was on. */
  replacementFor: z.object({ orderId: z.string().min(1), claimId: z.string().min(1) }).nullable(),
});

export type OrderLine = z.infer<typeof orderLineSchema>;
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;
export type OrderContents = z.infer<typeof orderContentsSchema>;
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** The parts of an order that are not personal, as a cart records its checkout. */
export function contentsOf(order: PlacedOrder): OrderContents {
  const { lines, subtotal, discount, shipping, total, couponCode, paymentMethod, paymentStatus } = order;
  return { lines, subtotal, discount, shipping, total, couponCode, paymentMethod, paymentStatus };
}

const byCustomer = { dataSubject: (data: { customerId: string }) => data.customerId };

/** Version 2 says whether the order replaces plants a claim was made for; no order before it did. */
export const OrderPlaced = defineEvent('OrderPlaced', placedOrderSchema, {
  ...byCustomer,
  schemaVersion: 2,
  upcasters: { 1: (data) => ({ ...(data as object), replacementFor: null }) },
});
/** `total` is the value the cancellation takes back from the shop's sales; `couponCode` the use it gives back. */
export const OrderCancelled = defineEvent(
  'OrderCancelled',
  z.object({
    ...ids,
    reason: z.string(),
    cancelledBy: z.enum(CANCELLED_BY),
    total: amount,
    couponCode: z.string().nullable(),
  }),
);

/** The shop moved the order along (or back): who did it is in the event's metadata. */
export const OrderStatusChanged = defineEvent(
  'OrderStatusChanged',
  z.object({ ...ids, from: z.enum(ORDER_STATUSES), to: z.enum(ORDER_STATUSES) }),
);

/** The courier's tracking number for the parcel; null when the shop cleared it. */
export const TrackingNumberSet = defineEvent(
  'TrackingNumberSet',
  z.object({ ...ids, trackingNumber: z.string().min(1).max(TRACKING_NUMBER_MAX).nullable() }),
);

export const orderEvents = [
  OrderPlaced,
  OrderCancelled,
  OrderStatusChanged,
  TrackingNumberSet,
  ...paymentEvents,
  ...claimEvents,
  ...returnEvents,
] as const;
export type OrderEvent = EventsOf<typeof orderEvents>;
