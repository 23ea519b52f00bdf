import { ashasHome } from '../../identity/testing/addresses';
import type { OrderEvent, PlacedOrder } from '../order';

/** Asha's order of two jade plants to her home (₹398, so ₹99 shipping), cash on delivery. */
export const ashasOrder: PlacedOrder = {
  orderId: 'o-1',
  customerId: 'c-asha',
  customer: { email: 'asha@example.in', fullName: 'Asha Rao', phone: '9876543210' },
  addressId: 'home',
  shippingAddress: ashasHome,
  lines: [
    {
      productId: 'p-jade',
      variantId: null,
      productName: 'Jade Plant',
      variantName: null,
      unitPrice: 19_900,
      quantity: 2,
      lineTotal: 39_800,
      onSale: false,
    },
  ],
  subtotal: 39_800,
  discount: 0,
  shipping: 9_900,
  total: 49_700,
  couponCode: null,
  paymentMethod: 'cod',
  paymentStatus: 'unpaid',
  replacementFor: null,
};

/** Asha cancelling that order herself, while it is pending. */
export const ashaCancels: OrderEvent = {
  type: 'OrderCancelled',
  data: {
    orderId: ashasOrder.orderId,
    customerId: ashasOrder.customerId,
    reason: 'Cancelled by customer',
    cancelledBy: 'customer',
    total: ashasOrder.total,
    couponCode: null,
  },
};
