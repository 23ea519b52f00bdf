/** A replacement: the plants of a claim sent again, free, as an order of their own. */
import type { Order, PlacedOrder } from './order';
import { namedClaimItems, type OrderClaim } from './order-claims';
import { NO_PAYMENT_NEEDED } from './payment-methods';

/**
 * The free order that replaces a claim's plants: named as they were sold, at ₹0, to the customer and the
 * address of the order claimed on, linked back to the claim. Null when there is no one to send it to.
 */
export function replacementOrderOf(
  original: Order,
  claim: OrderClaim,
  replacementOrderId: string,
  /** The saved address the order claimed on was sent to. */
  addressId: string,
): PlacedOrder | null {
  const { customer, shippingAddress } = original;
  if (customer === null || shippingAddress === null) return null;
  const lines = namedClaimItems(claim, original.lines).map(
    ({ productId, variantId, productName, variantName, quantity }) => ({
      productId,
      variantId,
      productName: productName ?? 'A plant',
      variantName,
      unitPrice: 0,
      quantity,
      lineTotal: 0,
      onSale: false,
    }),
  );
  return {
    orderId: replacementOrderId,
    customerId: original.customerId,
    customer,
    addressId,
    shippingAddress,
    lines,
    subtotal: 0,
    discount: 0,
    shipping: 0,
    total: 0,
    couponCode: null,
    paymentMethod: NO_PAYMENT_NEEDED,
    paymentStatus: 'paid',
    replacementFor: { orderId: original.orderId, claimId: claim.claimId },
  };
}
