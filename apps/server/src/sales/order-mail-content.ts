import { plantLabel } from '@verdant/domain/catalog/plant-label';
import { orderNumber } from '@verdant/domain/sales/order-number';
import type { OrderRecord } from '@verdant/domain/sales/order-record';
import { isOnlineMethod } from '@verdant/domain/sales/payment-methods';
import { formatRupees } from '@verdant/domain/shared/format-rupees';
import { contactDetails } from '@verdant/domain/shared/shop-contact';
import type { OrderMailJob } from '@verdant/projections/reactions/jobs';
import {
  type AmountRow,
  HAPPY_PLANTING,
  type MailBlock,
  type MailContent,
  paragraph,
} from '../mail/mail-content';

/** An order whose customer can still be written to: not erased. */
export type MailableOrder = OrderRecord & { customer: NonNullable<OrderRecord['customer']> };

function amounts(order: MailableOrder): MailBlock {
  const totals: AmountRow[] = [
    { label: 'Subtotal', amount: formatRupees(order.subtotal) },
    ...(order.discount > 0
      ? [{ label: `Discount (${order.couponCode})`, amount: `-${formatRupees(order.discount)}` }]
      : []),
    { label: 'Shipping', amount: order.shipping === 0 ? 'Free' : formatRupees(order.shipping) },
    { label: 'Total', amount: formatRupees(order.total) },
  ];
  return {
    type: 'amounts',
    items: order.lines.map((line) => ({
      label: `${line.quantity} × ${plantLabel(line.productName, line.variantName)}`,
      amount: formatRupees(line.lineTotal),
    })),
    totals,
  };
}

function destination({ shippingAddress: address }: MailableOrder): MailBlock[] {
  if (!address) return [];
  const street = [address.addressLine1, address.addressLine2].filter(Boolean).join(', ');
  return [
    paragraph('It goes to:'),
    {
      type: 'lines',
      lines: [`${address.fullName}, ${street}`, `${address.city}, ${address.state} ${address.postalCode}`],
    },
  ];
}

const TEST_MODE = paragraph('This was a test-mode payment: no money was taken.');

/**
 * What each mail about an order says, from the order as the mail tells it (see OrderMailJob); null when it
 * has nothing to say: a payment that came for an order cancelled already (its refund is mailed), a
 * tracking number set before the order shipped (the shipped mail gives it), a refund the order does not have.
 */
export function orderMailContent(
  job: OrderMailJob,
  order: MailableOrder,
  orderUrl: string,
): MailContent | null {
  const number = orderNumber(order.orderId);
  const base = { name: order.customer.fullName, closing: HAPPY_PLANTING };
  const follow = [
    paragraph('You can follow the order in your account:'),
    { type: 'link', label: 'View Order', url: orderUrl } as const,
  ];
  const onlinePayment = isOnlineMethod(order.paymentMethod);
  switch (job.kind) {
    case 'order-placed':
      return {
        ...base,
        subject: `Your Verdant order ${number} is placed`,
        blocks: [
          paragraph(`Thank you for your order ${number}. Here is what is on its way to you:`),
          amounts(order),
          ...(order.paymentMethod === 'cod'
            ? [paragraph(`Please pay ${formatRupees(order.total)} in cash on delivery.`)]
            : []),
          ...destination(order),
          paragraph(
            `We pack your plants within 1-2 business days${onlinePayment ? ' of your payment' : ''}.`,
          ),
          ...follow,
        ],
      };
    case 'order-cancelled':
      return cancelled(order, number, follow);
    case 'payment-received': {
      if (order.status === 'cancelled') return null;
      const amount = order.payment.captures.at(-1)?.amount ?? order.total;
      return {
        ...base,
        subject: `Payment received for your Verdant order ${number}`,
        blocks: [
          paragraph(
            `We have received your payment of ${formatRupees(amount)} for your order ${number}. Thank you!`,
          ),
          ...(order.testMode ? [TEST_MODE] : []),
          paragraph('We pack your plants within 1-2 business days.'),
          ...follow,
        ],
      };
    }
    case 'order-shipped':
      return {
        ...base,
        subject: `Your Verdant order ${number} is on its way`,
        blocks: [
          paragraph(`Good news: your order ${number} has been shipped.`),
          ...(order.trackingNumber ? [paragraph(`Its tracking number is ${order.trackingNumber}.`)] : []),
          amounts(order),
          ...destination(order),
          ...follow,
        ],
      };
    case 'tracking-number':
      if (order.status !== 'shipped' || !order.trackingNumber) return null;
      return {
        ...base,
        subject: `Tracking number for your Verdant order ${number}`,
        blocks: [
          paragraph(`Your order ${number} is on its way. Its tracking number is ${order.trackingNumber}.`),
          ...follow,
        ],
      };
    case 'order-delivered':
      return {
        ...base,
        subject: `Your Verdant order ${number} is delivered`,
        blocks: [
          paragraph(`Your order ${number} has been delivered. We hope your plants settle in happily.`),
          paragraph('If anything is not right with them, please reply to this email.'),
          ...follow,
        ],
      };
    case 'refund-completed': {
      const refund = order.payment.refunds.find((candidate) => candidate.refundId === job.refundId);
      if (!refund) return null;
      return {
        ...base,
        subject: `Your refund for Verdant order ${number} is complete`,
        blocks: [
          paragraph(
            `We have refunded ${formatRupees(refund.amount)} for your order ${number}, to the way you paid.`,
          ),
          ...(order.testMode ? [TEST_MODE] : []),
          ...follow,
        ],
      };
    }
  }
}

function cancelled(order: MailableOrder, number: string, follow: MailBlock[]): MailContent {
  const byCustomer = order.cancelledBy === 'customer';
  const paidOnline =
    isOnlineMethod(order.paymentMethod) &&
    (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded');
  const payment =
    order.paymentMethod === 'cod'
      ? 'Nothing was charged: it was to be paid on delivery.'
      : order.paymentMethod === 'none'
        ? 'Nothing was charged: there was nothing to pay.'
        : paidOnline
          ? `The ${formatRupees(order.total)} you paid is refunded to the way you paid: we write again when the refund is complete.`
          : 'Nothing was charged.';
  return {
    subject: `Your Verdant order ${number} is cancelled`,
    name: order.customer.fullName,
    blocks: [
      paragraph(
        byCustomer
          ? `Your order ${number} is cancelled, as you asked:`
          : `We have cancelled your order ${number}:`,
      ),
      amounts(order),
      ...(!byCustomer && order.cancellationReason ? [paragraph(`Reason: ${order.cancellationReason}`)] : []),
      paragraph(payment),
      paragraph(
        byCustomer
          ? 'If you did not ask for this, please reply to this email.'
          : `If you have any questions, please reply to this email or call us on ${contactDetails.phone}.`,
      ),
      ...follow,
    ],
    closing: null,
  };
}
