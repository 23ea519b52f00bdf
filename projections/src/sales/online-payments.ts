import type { OrderEvent } from '@verdant/domain/sales/order';
import type { StoredDocument } from '@verdant/infrastructure/read-store/read-store';
import { documentProjection } from '../document-projection';

/**
 * An order paid online, as the payment jobs look it up: by the gateway orders opened for it (a webhook names
 * only those), while it awaits its money (the reconciliation asks the gateways, and cancels what never came),
 * and while a refund of it is not completed (the reconciliation asks again). The `_id` is the order's id.
 */
export interface OnlinePaymentView extends StoredDocument {
  customerId: string;
  status: 'awaiting' | 'paid' | 'cancelled';
  gatewayOrderIds: string[];
  placedAt: string;
  /** When a payment was last opened with a gateway; null while the shopper has not started paying. */
  openedAt: string | null;
  /** Refunds asked of a gateway and not completed yet. */
  openRefunds: string[];
}

type Handled =
  | 'OrderPlaced'
  | 'PaymentInitiated'
  | 'PaymentCaptured'
  | 'OrderCancelled'
  | 'RefundRequested'
  | 'RefundCompleted';

export const onlinePaymentsProjection = documentProjection<OrderEvent, OnlinePaymentView, Handled>({
  name: 'online-payments',
  version: 1,
  collection: 'online_payments',
  indexes: [{ keys: { status: 1 } }, { keys: { gatewayOrderIds: 1 } }, { keys: { openRefunds: 1 } }],
  handles: [
    'OrderPlaced',
    'PaymentInitiated',
    'PaymentCaptured',
    'OrderCancelled',
    'RefundRequested',
    'RefundCompleted',
  ],
  documentId: (event) => event.data.orderId,
  evolve(payment, event) {
    const at = event.metadata.at;
    switch (event.type) {
      case 'OrderPlaced': {
        const { orderId, customerId, paymentMethod } = event.data;
        if (paymentMethod === 'cod') return null;
        return {
          _id: orderId,
          customerId,
          status: 'awaiting',
          gatewayOrderIds: [],
          placedAt: at,
          openedAt: null,
          openRefunds: [],
        };
      }
      case 'PaymentInitiated':
        return (
          payment && {
            ...payment,
            gatewayOrderIds: [...payment.gatewayOrderIds, event.data.gatewayOrderId],
            openedAt: at,
          }
        );
      case 'PaymentCaptured':
        return payment && { ...payment, status: 'paid' };
      case 'OrderCancelled':
        return payment && { ...payment, status: payment.status === 'paid' ? 'paid' : 'cancelled' };
      case 'RefundRequested':
        return payment && { ...payment, openRefunds: [...payment.openRefunds, event.data.refundId] };
      case 'RefundCompleted':
        return (
          payment && {
            ...payment,
            openRefunds: payment.openRefunds.filter((id) => id !== event.data.refundId),
          }
        );
    }
  },
});
