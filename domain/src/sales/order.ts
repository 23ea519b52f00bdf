import type { Decider } from '../shared/decider';
import { invalid, notFound } from '../shared/domain-error';
import { contactDetails } from '../shared/shop-contact';
import { type ClaimCommand, decideClaim, evolveClaims, type OrderClaim } from './order-claims';
import {
  type CancelledBy,
  type OrderContents,
  type OrderEvent,
  type OrderStatus,
  type PaymentStatus,
  type PlacedOrder,
  type ShippingAddress,
  TRACKING_NUMBER_MAX,
} from './order-events';
import {
  decidePayment,
  evolvePayment,
  isPaid,
  noPayment,
  type OrderPayment,
  type PayableOrder,
  type PaymentCommand,
  paymentStatusOf,
  refundsForCancellation,
} from './order-payments';
import { decideReturn, evolveReturns, type OrderReturn, type ReturnCommand } from './order-returns';
import {
  isOnlineMethod,
  NO_PAYMENT_NEEDED,
  type PaymentMethod,
  paymentMethodRefusal,
} from './payment-methods';

export * from './order-events';
export { PAYMENT_METHODS, type PaymentMethod } from './payment-methods';

export const ORDER_NOT_FOUND = 'Order not found';
export const CANCELLED_BY_CUSTOMER = 'Cancelled by customer';
export const TRACKING_NUMBER_INVALID = `A tracking number is at most ${TRACKING_NUMBER_MAX} letters, digits and punctuation, on one line`;
export const NOT_CANCELLABLE = `This order cannot be cancelled. Please contact us at ${contactDetails.phone} for assistance.`;
/** A customer may cancel while the shop has not shipped the order. */
export const CANCELLABLE_BY_CUSTOMER: readonly OrderStatus[] = ['pending', 'processing'];

/** The order as its events leave it: the one fold every view of an order (the customer's, the admin's) reads. */
export interface Order extends OrderContents {
  orderId: string;
  customerId: string;
  /** Whom it is for and where it goes: null once the customer is erased. */
  customer: PlacedOrder['customer'] | null;
  shippingAddress: ShippingAddress | null;
  status: OrderStatus;
  trackingNumber: string | null;
  cancelledBy: CancelledBy | null;
  cancellationReason: string | null;
  payment: OrderPayment;
  /** Problems the customer reported under the 7-day guarantee, oldest first. */
  claims: readonly OrderClaim[];
  /** Plants the customer asked to send back, oldest first. */
  returns: readonly OrderReturn[];
  /** The claim this free order replaces plants for, and the order it was on. */
  replacementFor: PlacedOrder['replacementFor'];
}

export type OrderState = Order | null;

export type OrderCommand =
  | { type: 'PlaceOrder'; data: PlacedOrder }
  /** A customer cancelling their own order; `customerId` is who asks. */
  | { type: 'CancelOrderAsCustomer'; data: { orderId: string; customerId: string } }
  /** The shop moving an order through fulfilment; cancelling goes through its own command. */
  | { type: 'ChangeOrderStatus'; data: { orderId: string; status: Exclude<OrderStatus, 'cancelled'> } }
  /** The shop cancelling an order, with the reason it gives (it may give none). */
  | { type: 'CancelOrderAsAdmin'; data: { orderId: string; reason: string } }
  /** The shop setting the parcel's tracking number, or clearing it (null). */
  | { type: 'SetTrackingNumber'; data: { orderId: string; trackingNumber: string | null } }
  /**
   * The system cancelling an order whose online payment never came, saying why. `attemptsSeen` is how many
   * payment tries the expiry was decided on: a try since restarts the time to pay, and nothing expires.
   */
  | { type: 'ExpireUnpaidOrder'; data: { orderId: string; reason: string; attemptsSeen: number } }
  | PaymentCommand
  | ClaimCommand
  | ReturnCommand;

/**
 * An order paid online whose money has not come yet: while it is pending the shopper may pay ('Pay now'),
 * and past its time to pay the system cancels it.
 */
export const awaitsPayment = (order: {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
}) => order.status === 'pending' && isOnlineMethod(order.paymentMethod) && order.paymentStatus === 'pending';

export const ORDER_CANCELLED_ALREADY = 'This order has been cancelled';
export const NOT_PAID_YET = 'This order has not been paid yet: it can move on once its payment arrives.';

export const orderDecider: Decider<OrderCommand, OrderEvent, OrderState> = {
  initialState: () => null,

  decide(command, order) {
    switch (command.type) {
      case 'PlaceOrder': {
        // Placed already (a retried placement, or its completion after a crash): nothing more to record.
        if (order) return [];
        const { orderId, customerId, paymentMethod, total } = command.data;
        const refusal = paymentMethodRefusal(paymentMethod, total);
        if (refusal) throw invalid(refusal, { paymentMethod: refusal });
        const placed: OrderEvent = { type: 'OrderPlaced', data: command.data };
        if (paymentMethod !== NO_PAYMENT_NEEDED) return [placed];
        // Nothing to pay: the order is paid as it is placed, with no gateway to ask and nothing to collect.
        return [
          placed,
          {
            type: 'PaymentCaptured',
            data: {
              orderId,
              customerId,
              gateway: 'none',
              gatewayPaymentId: null,
              amount: 0,
              via: 'placement',
            },
          },
        ];
      }
      case 'CancelOrderAsCustomer': {
        // Another customer's order answers exactly as a missing one: order ids must not be guessable.
        if (!order || order.customerId !== command.data.customerId) throw notFound(ORDER_NOT_FOUND);
        if (!CANCELLABLE_BY_CUSTOMER.includes(order.status)) throw invalid(NOT_CANCELLABLE);
        return cancelled(order, CANCELLED_BY_CUSTOMER, 'customer');
      }
      case 'ChangeOrderStatus': {
        if (!order) throw notFound(ORDER_NOT_FOUND);
        const { status } = command.data;
        if (order.status === status) return [];
        if (order.status === 'cancelled') throw invalid(ORDER_CANCELLED_ALREADY);
        // An order paid online is prepared and sent only once its money has come; cash comes at the door.
        if (status !== 'pending' && isOnlineMethod(order.paymentMethod) && !isPaid(order.payment)) {
          throw invalid(NOT_PAID_YET);
        }
        const { orderId, customerId, total } = order;
        const changed: OrderEvent = {
          type: 'OrderStatusChanged',
          data: { orderId, customerId, from: order.status, to: status },
        };
        // Cash on delivery is paid when the order is delivered: the courier collected it.
        const cashCollected =
          status === 'delivered' && order.paymentMethod === 'cod' && !isPaid(order.payment);
        if (!cashCollected) return [changed];
        return [
          changed,
          {
            type: 'PaymentCaptured',
            data: {
              orderId,
              customerId,
              gateway: 'cash',
              gatewayPaymentId: null,
              amount: total,
              via: 'delivery',
            },
          },
        ];
      }
      case 'CancelOrderAsAdmin': {
        if (!order) throw notFound(ORDER_NOT_FOUND);
        if (order.status === 'cancelled') return [];
        return cancelled(order, command.data.reason.trim(), 'admin');
      }
      case 'SetTrackingNumber': {
        if (!order) throw notFound(ORDER_NOT_FOUND);
        const trackingNumber = trackingNumberOf(command.data.trackingNumber);
        if (trackingNumber === order.trackingNumber) return [];
        const { orderId, customerId } = order;
        return [{ type: 'TrackingNumberSet', data: { orderId, customerId, trackingNumber } }];
      }
      case 'ExpireUnpaidOrder': {
        if (!order) throw notFound(ORDER_NOT_FOUND);
        const unpaid = awaitsPayment(order);
        const triedSince = order.payment.attempts !== command.data.attemptsSeen;
        return unpaid && !triedSince ? cancelled(order, command.data.reason, 'system') : [];
      }
      case 'OpenClaim':
      case 'RequestClaimPhotos':
      case 'AddClaimPhotos':
      case 'DeclineClaim':
      case 'ReplaceClaim':
      case 'RefundClaim': {
        if (!order) throw notFound(ORDER_NOT_FOUND);
        return decideClaim(command, order);
      }
      case 'RequestReturn':
      case 'ApproveReturn':
      case 'DeclineReturn':
      case 'ReceiveReturn':
      case 'RecordReturnRefund': {
        if (!order) throw notFound(ORDER_NOT_FOUND);
        return decideReturn(command, order);
      }
      default: {
        if (!order) throw notFound(ORDER_NOT_FOUND);
        return decidePayment(command, payable(order));
      }
    }
  },

  evolve(order, event) {
    switch (event.type) {
      case 'OrderPlaced': {
        const { addressId: _addressId, ...placed } = event.data;
        return {
          ...placed,
          status: 'pending',
          trackingNumber: null,
          cancelledBy: null,
          cancellationReason: null,
          payment: noPayment(),
          claims: [],
          returns: [],
        };
      }
      case 'OrderCancelled': {
        const { cancelledBy, reason } = event.data;
        return order && { ...order, status: 'cancelled', cancelledBy, cancellationReason: reason };
      }
      case 'TrackingNumberSet':
        return order && { ...order, trackingNumber: event.data.trackingNumber };
      case 'OrderStatusChanged':
        return order && { ...order, status: event.data.to };
      case 'ClaimOpened':
      case 'ClaimPhotosRequested':
      case 'ClaimPhotosAdded':
      case 'ClaimDeclined':
      case 'ClaimReplaced':
      case 'ClaimRefunded':
        return order && { ...order, claims: evolveClaims(order.claims, event) };
      case 'ReturnRequested':
      case 'ReturnApproved':
      case 'ReturnDeclined':
      case 'ReturnReceived':
        return order && { ...order, returns: evolveReturns(order.returns, event) };
      default: {
        if (!order) return null;
        const payment = evolvePayment(order.payment, event);
        return {
          ...order,
          payment,
          paymentStatus: paymentStatusOf(isOnlineMethod(order.paymentMethod), payment),
        };
      }
    }
  },
};

/** Printable characters on one line; blank clears the number. */
function trackingNumberOf(input: string | null): string | null {
  const trackingNumber = input?.trim() ?? '';
  if (trackingNumber === '') return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  if (trackingNumber.length > TRACKING_NUMBER_MAX || /[\u0000-\u001f\u007f-\u009f]/.test(trackingNumber))
    throw invalid(TRACKING_NUMBER_INVALID);
  return trackingNumber;
}

const payable = (order: Order): PayableOrder => ({
  orderId: order.orderId,
  customerId: order.customerId,
  total: order.total,
  cancelled: order.status === 'cancelled',
  onlinePayment: isOnlineMethod(order.paymentMethod),
  payment: order.payment,
});

/** The order cancelled, and whatever was paid online for it given back. */
function cancelled(order: Order, reason: string, cancelledBy: CancelledBy): OrderEvent[] {
  const { orderId, customerId, total, couponCode } = order;
  return [
    { type: 'OrderCancelled', data: { orderId, customerId, reason, cancelledBy, total, couponCode } },
    ...refundsForCancellation(payable({ ...order, status: 'cancelled' })),
  ];
}
