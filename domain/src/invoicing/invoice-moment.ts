import type { PaymentMethod } from '../sales/payment-methods';
import type { CashOnDeliveryInvoiceTiming } from './shop-tax-details';

export type InvoiceMoment = 'shipment' | 'delivery';

/**
 * Why an order is not invoiced at this moment, or null when it is. Goods are invoiced as they leave: at
 * shipment. A cash order waits for its delivery when the shop prefers; one delivered without an invoice
 * (shipped before the tax details were set, or its products' tax missing then) is invoiced at delivery too.
 * An order moved straight to delivered, never marked shipped, is invoiced at delivery.
 */
export function notInvoicedAt(
  moment: InvoiceMoment,
  order: { paymentMethod: PaymentMethod; everShipped: boolean },
  cashOrdersInvoicedAt: CashOnDeliveryInvoiceTiming,
): string | null {
  const cash = order.paymentMethod === 'cod';
  if (moment === 'shipment')
    return cash && cashOrdersInvoicedAt === 'delivery' ? 'a cash order, invoiced at its delivery' : null;
  return cash || !order.everShipped ? null : 'invoiced at its shipment';
}
