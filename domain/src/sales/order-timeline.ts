import { formatRupees } from '../shared/format-rupees';
import { longShopDay } from '../shared/shop-calendar';
import type { OrderEvent, OrderStatus, PaymentMethod } from './order';
import { CLAIM_REASON_LABELS } from './order-claim-rules';
import { orderNumber } from './order-number';
import {
  isTestMode,
  type ManualRefundMethod,
  type PaymentGatewayName,
  refundWording,
} from './order-payments';
import { RETURN_REASON_LABELS } from './order-return-rules';

const METHOD_WORDS: Record<PaymentMethod, string> = {
  cod: 'cash on delivery',
  razorpay: 'the payment gateway',
  card: 'card',
  none: 'nothing to pay',
};

const GATEWAY_NAMES: Record<PaymentGatewayName, string> = {
  razorpay: 'Razorpay',
  stripe: 'Stripe',
  test: 'the test-mode gateway',
  cash: 'cash on delivery',
  none: 'no gateway',
};

const MANUAL_REFUND_WORDS: Record<ManualRefundMethod, string> = {
  upi: 'UPI',
  bank_transfer: 'bank transfer',
};

const statusWord = (status: OrderStatus) => status.charAt(0).toUpperCase() + status.slice(1);
const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** What an event of an order's stream did, in the words an admin reads on the order's timeline. */
export function describeOrderEvent(event: OrderEvent): string {
  switch (event.type) {
    case 'OrderPlaced': {
      const { lines, total, paymentMethod, couponCode } = event.data;
      const count = lines.reduce((sum, line) => sum + line.quantity, 0);
      const coupon = couponCode ? `, coupon ${couponCode}` : '';
      const { replacementFor } = event.data;
      if (replacementFor)
        return `Replacement placed for order ${orderNumber(replacementFor.orderId)}: ${items(count)}, free of charge`;
      return `Order placed: ${items(count)}, ${formatRupees(total)}, ${METHOD_WORDS[paymentMethod]}${coupon}`;
    }
    case 'OrderStatusChanged':
      return `Status changed from ${statusWord(event.data.from)} to ${statusWord(event.data.to)}`;
    case 'TrackingNumberSet':
      return event.data.trackingNumber === null
        ? 'Tracking number cleared'
        : `Tracking number set to ${event.data.trackingNumber}`;
    case 'OrderCancelled': {
      const { cancelledBy, reason } = event.data;
      if (cancelledBy === 'customer') return 'Cancelled by customer';
      const by = cancelledBy === 'admin' ? 'the shop' : 'the system';
      return `Cancelled by ${by}: ${reason || 'No reason provided'}`;
    }
    case 'PaymentInitiated':
      return `Payment of ${formatRupees(event.data.amount)} opened with ${GATEWAY_NAMES[event.data.gateway]} (${event.data.gatewayOrderId})`;
    case 'PaymentResumed':
      return `Payment opened again with ${GATEWAY_NAMES[event.data.gateway]} (${event.data.gatewayOrderId})`;
    case 'PaymentCancelled':
      return `Payment with ${GATEWAY_NAMES[event.data.gateway]} cancelled (${event.data.gatewayOrderId}): ${event.data.reason}`;
    case 'PaymentMismatched': {
      const { gateway, gatewayPaymentId, amount, currency, expectedAmount } = event.data;
      const received =
        currency.toUpperCase() === 'INR' ? formatRupees(amount) : `${amount / 100} ${currency.toUpperCase()}`;
      return `Payment of ${received} received through ${GATEWAY_NAMES[gateway]} (${gatewayPaymentId}) does not match the order's ${formatRupees(expectedAmount)}: it is refunded`;
    }
    case 'PaymentCaptured': {
      const { gateway, gatewayPaymentId, amount } = event.data;
      if (gateway === 'cash') return `Cash of ${formatRupees(amount)} collected on delivery`;
      if (gateway === 'none') return 'Paid as placed: nothing to pay';
      if (isTestMode(gateway))
        return `Test-mode payment of ${formatRupees(amount)}, no money taken (${gatewayPaymentId})`;
      return `Payment captured by ${GATEWAY_NAMES[gateway]} (${gatewayPaymentId})`;
    }
    case 'PaymentFailed': {
      const { gateway, gatewayPaymentId, reason } = event.data;
      const payment = gatewayPaymentId ? ` (${gatewayPaymentId})` : '';
      return `Payment failed at ${GATEWAY_NAMES[gateway]}${payment}: ${reason}`;
    }
    case 'RefundRequested':
      return `${refundWording(event.data.amount, 'requested')} through ${GATEWAY_NAMES[event.data.gateway]}`;
    case 'RefundAccepted':
      return `Refund accepted by the gateway (${event.data.gatewayRefundId}), awaiting completion`;
    case 'RefundCompleted':
      return `${refundWording(event.data.amount, 'completed')} (${event.data.gatewayRefundId})`;
    case 'RefundFailed':
      return `Refund failed: ${event.data.reason}`;
    case 'ClaimOpened': {
      const count = event.data.items.reduce((sum, item) => sum + item.quantity, 0);
      return `Problem reported (${CLAIM_REASON_LABELS[event.data.reason]}): ${items(count)}, ${photoCount(event.data.photos)}`;
    }
    case 'ClaimPhotosRequested':
      return `More photos asked for: ${event.data.message}`;
    case 'ClaimPhotosAdded':
      return `More photos added: ${photoCount(event.data.photos)}`;
    case 'ClaimDeclined':
      return `Claim declined: ${event.data.reason}`;
    case 'ClaimReplaced':
      return `Claim decided: the plants are replaced by order ${orderNumber(event.data.replacementOrderId)}`;
    case 'ClaimRefunded':
      return `Claim decided: ${formatRupees(event.data.amount)} refunded`;
    case 'RefundPaidByHand': {
      const { amount, method, reference } = event.data;
      return `${refundWording(amount, 'completed')}: paid back by ${MANUAL_REFUND_WORDS[method]} (${reference})`;
    }
    case 'ReturnRequested': {
      const count = event.data.items.reduce((sum, item) => sum + item.quantity, 0);
      return `Return requested (${RETURN_REASON_LABELS[event.data.reason]}): ${items(count)}`;
    }
    case 'ReturnApproved':
      return `Return approved: ${event.data.instructions}`;
    case 'ReturnDeclined':
      return `Return declined: ${event.data.reason}`;
    case 'ReturnReceived': {
      const { amount, byHand, refundDueBy } = event.data;
      const how = byHand ? ', to be paid back by hand' : '';
      return `Return received: refund of ${formatRupees(amount)}${how}, due by ${longShopDay(refundDueBy)}`;
    }
  }
}

/** How many photos came with a claim; none to count once the customer was erased. */
const photoCount = (photos: readonly string[] | null) =>
  photos === null ? 'photos erased' : `${photos.length} ${photos.length === 1 ? 'photo' : 'photos'}`;
