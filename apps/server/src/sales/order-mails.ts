import { formatRupees } from '@verdant/domain/catalog/format-rupees';
import type { PlacedOrder } from '@verdant/domain/sales/order';
import type { MailOutbox, OutgoingMail } from '@verdant/infrastructure/mail/mail-outbox';
import type { EventSourcing } from '../command-handling/handle-command';
import { placedOrderOf } from './placed-order';

const orderNumber = (orderId: string) => `#${orderId.slice(0, 8)}`;

function summary(order: PlacedOrder): string[] {
  return [
    ...order.lines.map(
      (line) =>
        `  ${line.quantity} × ${line.productName}${line.variantName ? ` (${line.variantName})` : ''}: ${formatRupees(line.lineTotal)}`,
    ),
    '',
    `  Subtotal: ${formatRupees(order.subtotal)}`,
    ...(order.discount > 0 ? [`  Discount (${order.couponCode}): -${formatRupees(order.discount)}`] : []),
    `  Shipping: ${order.shipping === 0 ? 'Free' : formatRupees(order.shipping)}`,
    `  Total: ${formatRupees(order.total)}`,
  ];
}

function orderPlacedMail(
  mailId: string,
  order: PlacedOrder,
  customer: NonNullable<PlacedOrder['customer']>,
): OutgoingMail {
  const address = order.shippingAddress;
  return {
    id: mailId,
    to: customer.email,
    accountId: order.customerId,
    subject: `Your Verdant order ${orderNumber(order.orderId)} is placed`,
    text: [
      `Hello ${customer.fullName},`,
      '',
      `Thank you for your order ${orderNumber(order.orderId)}. Here is what is on its way to you:`,
      '',
      ...summary(order),
      '',
      ...(order.paymentMethod === 'cod'
        ? [`Please pay ${formatRupees(order.total)} in cash on delivery.`, '']
        : []),
      ...(address
        ? [
            'It goes to:',
            `  ${address.fullName}, ${address.addressLine1}${address.addressLine2 ? `, ${address.addressLine2}` : ''}`,
            `  ${address.city}, ${address.state} ${address.postalCode}`,
            '',
          ]
        : []),
      'We pack your plants within 1-2 business days. You can follow the order in your account.',
      '',
      'Happy planting,',
      'The Verdant team',
    ].join('\n'),
  };
}

function orderCancelledMail(
  mailId: string,
  order: PlacedOrder,
  customer: NonNullable<PlacedOrder['customer']>,
): OutgoingMail {
  return {
    id: mailId,
    to: customer.email,
    accountId: order.customerId,
    subject: `Your Verdant order ${orderNumber(order.orderId)} is cancelled`,
    text: [
      `Hello ${customer.fullName},`,
      '',
      `Your order ${orderNumber(order.orderId)} is cancelled:`,
      '',
      ...summary(order),
      '',
      ...(order.paymentMethod === 'cod' ? ['Nothing was charged: it was to be paid on delivery.', ''] : []),
      'If you did not ask for this, please reply to this email.',
      '',
      'The Verdant team',
    ].join('\n'),
  };
}

/**
 * Writes an order's mail from the order as it was placed. A customer erased since gets nothing: their
 * address reads as erased. The job's id is the mail's, so a retry never sends it twice.
 */
export function orderMailSender(deps: { eventSourcing: EventSourcing; outbox: MailOutbox }) {
  return async (mailId: string, kind: 'order-placed' | 'order-cancelled', orderId: string) => {
    const order = await placedOrderOf(deps.eventSourcing, orderId);
    if (!order?.customer) return { sent: false };
    const mail =
      kind === 'order-placed'
        ? orderPlacedMail(mailId, order, order.customer)
        : orderCancelledMail(mailId, order, order.customer);
    return { sent: await deps.outbox.send(mail) };
  };
}
