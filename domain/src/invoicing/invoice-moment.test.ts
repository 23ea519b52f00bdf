import { describe, expect, it } from 'vitest';
import { notInvoicedAt } from './invoice-moment';

const online = { paymentMethod: 'razorpay', everShipped: true } as const;
const cash = { paymentMethod: 'cod', everShipped: true } as const;

describe('when an order is invoiced', () => {
  it('at shipment, a cash order too unless the shop invoices cash orders at delivery', () => {
    expect(notInvoicedAt('shipment', online, 'delivery')).toBeNull();
    expect(notInvoicedAt('shipment', cash, 'shipment')).toBeNull();
    expect(notInvoicedAt('shipment', cash, 'delivery')).toBe('a cash order, invoiced at its delivery');
  });

  it('at delivery, a cash order not invoiced yet, and an order never marked shipped', () => {
    expect(notInvoicedAt('delivery', cash, 'delivery')).toBeNull();
    expect(notInvoicedAt('delivery', cash, 'shipment')).toBeNull();
    expect(notInvoicedAt('delivery', { ...online, everShipped: false }, 'shipment')).toBeNull();
    expect(notInvoicedAt('delivery', online, 'delivery')).toBe('invoiced at its shipment');
  });
});
