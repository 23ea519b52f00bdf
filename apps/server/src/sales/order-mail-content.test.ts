import { ashasHome } from '@verdant/domain/identity/testing/addresses';
import type { OrderEvent, PlacedOrder } from '@verdant/domain/sales/order';
import { evolveOrderRecord, type OrderRecord } from '@verdant/domain/sales/order-record';
import { ashasOrder } from '@verdant/domain/sales/testing/orders';
import { asProjected } from '@verdant/platform/testing';
import type { OrderMailJob } from '@verdant/projections/reactions/jobs';
import { describe, expect, it } from 'vitest';
import { renderMail } from '../mail/render-mail';
import { type MailableOrder, orderMailContent } from './order-mail-content';

const ORDER_URL = 'https://verdant.example/order/0f1e2d3c-aaaa';
const ids = { orderId: '0f1e2d3c-aaaa', customerId: 'c-asha' };

/** Two jade plants and a large monstera, ten percent off, shipped free: ₹1,527.30 in all. */
const order: PlacedOrder = {
  ...ashasOrder,
  ...ids,
  lines: [
    ...ashasOrder.lines,
    {
      productId: 'p-monstera',
      variantId: 'v-large',
      productName: 'Monstera Deliciosa',
      variantName: 'Large',
      unitPrice: 129_900,
      quantity: 1,
      lineTotal: 129_900,
      onSale: false,
    },
  ],
  subtotal: 169_700,
  discount: 16_970,
  shipping: 0,
  total: 152_730,
  couponCode: 'WELCOME10',
};
const placed = (data: PlacedOrder = order): OrderEvent => ({ type: 'OrderPlaced', data });
const placedOnline = placed({ ...order, paymentMethod: 'razorpay', paymentStatus: 'pending' });
const moved = (to: 'processing' | 'shipped' | 'delivered'): OrderEvent => ({
  type: 'OrderStatusChanged',
  data: { ...ids, from: 'pending', to },
});
const tracked: OrderEvent = { type: 'TrackingNumberSet', data: { ...ids, trackingNumber: 'BLR-77812' } };
const captured = (gateway: 'razorpay' | 'test' = 'razorpay'): OrderEvent => ({
  type: 'PaymentCaptured',
  data: { ...ids, gateway, gatewayPaymentId: 'pay_1', amount: 152_730, via: 'callback' },
});
const cancelled = (cancelledBy: 'customer' | 'admin', reason: string): OrderEvent => ({
  type: 'OrderCancelled',
  data: { ...ids, reason, cancelledBy, total: 152_730, couponCode: 'WELCOME10' },
});
const refundRequested: OrderEvent = {
  type: 'RefundRequested',
  data: {
    ...ids,
    refundId: 'refund-pay_1',
    gateway: 'razorpay',
    gatewayPaymentId: 'pay_1',
    amount: 152_730,
    settles: null,
  },
};
const refunded: OrderEvent = {
  type: 'RefundCompleted',
  data: { ...ids, refundId: 'refund-pay_1', gatewayRefundId: 'rfnd_1', amount: 152_730 },
};

/** The order as the mail tells it: folded from these events, as its read model folds them. */
function orderAfter(events: OrderEvent[]): MailableOrder {
  const record = events
    .map((event, index) => asProjected(event, index))
    .reduce<OrderRecord | null>(evolveOrderRecord, null);
  if (!record?.customer) throw new Error('no order');
  return { ...record, customer: record.customer };
}

/** The mail of this kind about the order after these events, rendered; null when it has nothing to say. */
function mailOf(kind: OrderMailJob['kind'], events: OrderEvent[]) {
  const job = { kind, ...ids, revision: events.length - 1, refundId: 'refund-pay_1' } as OrderMailJob;
  const content = orderMailContent(job, orderAfter(events), ORDER_URL);
  return content && renderMail(content);
}

describe('the mails about an order', () => {
  it('confirm a placed order with its items, quantities, line totals, discount, shipping and total in ₹', () => {
    const mail = mailOf('order-placed', [placed()]);

    expect(mail?.subject).toBe('Your Verdant order #0f1e2d3c is placed');
    expect(mail?.text).toContain(
      [
        'Thank you for your order #0f1e2d3c. Here is what is on its way to you:',
        '',
        '  2 × Jade Plant: ₹398.00',
        '  1 × Monstera Deliciosa (Large): ₹1,299.00',
        '',
        '  Subtotal: ₹1,697.00',
        '  Discount (WELCOME10): -₹169.70',
        '  Shipping: Free',
        '  Total: ₹1,527.30',
        '',
        'Please pay ₹1,527.30 in cash on delivery.',
        '',
        'It goes to:',
      ].join('\n'),
    );
    expect(mail?.text).toContain('We pack your plants within 1-2 business days.\n');
    expect(mail?.text).toContain(ORDER_URL);
    for (const shown of ['2 × Jade Plant', '1 × Monstera Deliciosa (Large)', '₹1,299.00', '-₹169.70', 'Free'])
      expect(mail?.html).toContain(`>${shown}</td>`);
    expect(mail?.html).toMatch(/>Total<\/td><td [^>]*>₹1,527.30<\/td>/);
    expect(mail?.html).toContain('Please pay ₹1,527.30 in cash on delivery.');
    expect(`${mail?.text}${mail?.html}`).not.toContain('$');
  });

  it('tell a shopper paying online that packing waits for the payment, which has its own mail', () => {
    const mail = mailOf('order-placed', [placedOnline]);
    expect(mail?.text).not.toContain('cash on delivery');
    expect(mail?.text).toContain('We pack your plants within 1-2 business days of your payment.');

    const paid = mailOf('payment-received', [placedOnline, captured()]);
    expect(paid?.subject).toBe('Payment received for your Verdant order #0f1e2d3c');
    expect(paid?.text).toContain(
      'We have received your payment of ₹1,527.30 for your order #0f1e2d3c. Thank you!',
    );
    expect(paid?.html).toContain(
      'We have received your payment of ₹1,527.30 for your order #0f1e2d3c. Thank you!',
    );
    expect(paid?.text).not.toContain('test-mode');
    expect(mailOf('payment-received', [placedOnline, captured('test')])?.text).toContain(
      'This was a test-mode payment: no money was taken.',
    );
    expect(mailOf('payment-received', [placedOnline, cancelled('admin', ''), captured()])).toBeNull();
  });

  it('announce the shipping with the tracking number set before it, and a number set after in a mail of its own', () => {
    const shipped = mailOf('order-shipped', [placed(), tracked, moved('shipped')]);
    expect(shipped?.subject).toBe('Your Verdant order #0f1e2d3c is on its way');
    expect(shipped?.text).toContain(
      'Good news: your order #0f1e2d3c has been shipped.\n\nIts tracking number is BLR-77812.',
    );
    expect(shipped?.html).toContain('Its tracking number is BLR-77812.');
    expect(mailOf('order-shipped', [placed(), moved('shipped')])?.text).not.toContain('tracking number');

    expect(mailOf('tracking-number', [placed(), tracked])).toBeNull();
    const tracking = mailOf('tracking-number', [placed(), moved('shipped'), tracked]);
    expect(tracking?.subject).toBe('Tracking number for your Verdant order #0f1e2d3c');
    expect(tracking?.text).toContain('Your order #0f1e2d3c is on its way. Its tracking number is BLR-77812.');
    expect(tracking?.html).toContain('Its tracking number is BLR-77812.');
  });

  it('tell a shopper with nothing to pay neither to pay on delivery nor to wait for a payment', () => {
    const free = placed({
      ...order,
      total: 0,
      discount: 169_700,
      paymentMethod: 'none',
      paymentStatus: 'paid',
    });
    const nothingTaken: OrderEvent = {
      type: 'PaymentCaptured',
      data: { ...ids, gateway: 'none', gatewayPaymentId: null, amount: 0, via: 'placement' },
    };
    const mail = mailOf('order-placed', [free, nothingTaken]);
    expect(mail?.text).not.toContain('cash on delivery');
    expect(mail?.text).toContain('We pack your plants within 1-2 business days.');
    expect(
      mailOf('order-cancelled', [free, nothingTaken, cancelled('customer', 'Cancelled by customer')])?.text,
    ).toContain('Nothing was charged: there was nothing to pay.');
  });

  it('announce the delivery', () => {
    const mail = mailOf('order-delivered', [placed(), moved('shipped'), moved('delivered')]);
    expect(mail?.subject).toBe('Your Verdant order #0f1e2d3c is delivered');
    expect(mail?.text).toContain(
      'Your order #0f1e2d3c has been delivered. We hope your plants settle in happily.',
    );
    expect(mail?.html).toContain('Your order #0f1e2d3c has been delivered.');
  });

  it('tell a cancellation, by whom and why, and what becomes of the money', () => {
    const byCustomer = mailOf('order-cancelled', [placed(), cancelled('customer', 'Cancelled by customer')]);
    expect(byCustomer?.subject).toBe('Your Verdant order #0f1e2d3c is cancelled');
    expect(byCustomer?.text).toContain('Your order #0f1e2d3c is cancelled, as you asked:');
    expect(byCustomer?.text).toContain('Nothing was charged: it was to be paid on delivery.');
    expect(byCustomer?.text).not.toContain('Reason:');
    expect(byCustomer?.text).not.toContain('Happy planting');

    const byShop = mailOf('order-cancelled', [placedOnline, captured(), cancelled('admin', 'Out of stock')]);
    expect(byShop?.text).toContain('We have cancelled your order #0f1e2d3c:');
    expect(byShop?.text).toContain('Reason: Out of stock');
    expect(byShop?.text).toContain(
      'The ₹1,527.30 you paid is refunded to the way you paid: we write again when the refund is complete.',
    );
    expect(byShop?.text).toContain('please reply to this email or call us on +91 80 4567 8910.');
    expect(byShop?.html).toContain('Reason: Out of stock');
    expect(mailOf('order-cancelled', [placedOnline, cancelled('admin', '')])?.text).toContain(
      'Nothing was charged.',
    );
  });

  it('confirm a refund completed, and say nothing of a refund the order does not have', () => {
    const events = [placedOnline, captured(), cancelled('admin', ''), refundRequested, refunded];
    const mail = mailOf('refund-completed', events);
    expect(mail?.subject).toBe('Your refund for Verdant order #0f1e2d3c is complete');
    expect(mail?.text).toContain('We have refunded ₹1,527.30 for your order #0f1e2d3c, to the way you paid.');
    expect(mail?.html).toContain('We have refunded ₹1,527.30 for your order #0f1e2d3c, to the way you paid.');
    expect(mailOf('refund-completed', [placedOnline, captured()])).toBeNull();
  });

  it('escape in the HTML whatever people wrote: names, addresses, products and reasons', () => {
    const script = '<script>alert(1)</script>';
    const hostile = placed({
      ...order,
      customer: { email: 'asha@example.in', phone: '9876543210', fullName: script },
      shippingAddress: { ...ashasHome, addressLine1: script },
      lines: [{ ...order.lines[0]!, productName: script }],
    });
    for (const kind of ['order-placed', 'order-cancelled'] as const) {
      const mail = mailOf(kind, [hostile, cancelled('admin', script)]);
      expect(mail?.html).not.toContain('<script>');
      expect(mail?.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;,');
      expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(mail?.text).toContain(`Hello ${script},`);
    }
  });
});
