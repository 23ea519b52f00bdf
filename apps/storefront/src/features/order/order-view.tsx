import { awaitsPayment, CANCELLABLE_BY_CUSTOMER } from '@verdant/domain/sales/order';
import { orderNumber } from '@verdant/domain/sales/order-number';
import {
  formatShopDateTime,
  ORDER_STATUS_LABELS,
  OrderStatusBadge,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
} from '@verdant/web-kit';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AddressLines } from '../../shared/addresses/address-lines';
import { PriceFigures } from '../../shared/components/price-figures';
import { CardPayment } from '../../shared/payment/card-payment';
import { CancelOrderButton } from './cancel-order-button';
import { CancellationNotice } from './cancellation-notice';
import { OrderClaimsPanel } from './claims/order-claims';
import type { CustomerOrder } from './customer-order';
import { OrderInvoice } from './order-invoice';
import { OrderItems } from './order-items';
import { Panel } from './order-panel';
import { PayNowButton } from './pay-now-button';
import { RefundsList } from './refunds-list';
import { OrderReturnsPanel } from './returns/order-returns';

/**
 * The order as it was placed: when, its status, what, for how much, where it goes and how it is paid, with
 * Pay now while its online payment is still to come, and the money given back for it.
 */
export function OrderView({ order }: { order: CustomerOrder }) {
  const [cancelledHere, setCancelledHere] = useState(false);
  const [payingByCard, setPayingByCard] = useState(false);
  const payable = awaitsPayment(order);
  return (
    <div className="mt-4 space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="flex flex-wrap items-center gap-3 text-stone-700">
          <span>
            Placed on <time dateTime={order.placedAt}>{formatShopDateTime(order.placedAt)}</time>
          </span>
          <OrderStatusBadge status={order.status} />
        </p>
        <div className="flex flex-wrap gap-3">
          {payable && <PayNowButton order={order} onPayByCard={() => setPayingByCard(true)} />}
          {CANCELLABLE_BY_CUSTOMER.includes(order.status) && (
            <CancelOrderButton orderId={order.orderId} onCancelled={() => setCancelledHere(true)} />
          )}
        </div>
      </div>

      {order.replacementFor && (
        <p className="rounded-xl border border-leaf-200 bg-leaf-50 px-4 py-3 text-leaf-900">
          This order replaces plants from{' '}
          <Link
            to={`/order/${order.replacementFor.orderId}`}
            className="font-medium underline underline-offset-2"
          >
            order {orderNumber(order.replacementFor.orderId)}
          </Link>
          , free of charge.
        </p>
      )}

      {order.status === 'cancelled' && <CancellationNotice order={order} takeFocus={cancelledHere} />}

      {payable && payingByCard && (
        <Panel title="Pay by Card">
          <CardPayment orderId={order.orderId} total={order.total} />
        </Panel>
      )}

      <Panel title="Items">
        <OrderItems lines={order.lines} />
      </Panel>

      <div className="grid gap-6 md:grid-cols-3">
        <Panel title="Shipping Address">
          {order.shippingAddress ? (
            <>
              <p className="font-semibold text-ink">{order.shippingAddress.fullName}</p>
              <AddressLines address={order.shippingAddress} />
            </>
          ) : (
            <p className="text-stone-700">No shipping address is on record for this order.</p>
          )}
        </Panel>
        <Panel title="Payment & Delivery">
          <dl className="space-y-2">
            <div>
              <dt className="text-sm text-stone-600">Payment method</dt>
              <dd className="font-medium text-ink">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
            </div>
            <div>
              <dt className="text-sm text-stone-600">Payment status</dt>
              <dd className="font-medium text-ink">{PAYMENT_STATUS_LABELS[order.paymentStatus]}</dd>
            </div>
            <div>
              <dt className="text-sm text-stone-600">Order status</dt>
              <dd className="font-medium text-ink">{ORDER_STATUS_LABELS[order.status]}</dd>
            </div>
            {order.trackingNumber && (
              <div>
                <dt className="text-sm text-stone-600">Tracking number</dt>
                <dd className="font-medium text-ink">{order.trackingNumber}</dd>
              </div>
            )}
          </dl>
        </Panel>
        <Panel title="Order Summary">
          <PriceFigures
            subtotal={order.subtotal}
            discount={order.discount}
            couponCode={order.couponCode}
            shipping={order.shipping}
            total={order.total}
          />
        </Panel>
      </div>

      <OrderInvoice order={order} />

      {order.status === 'delivered' && (
        <div className="grid gap-6 lg:grid-cols-2">
          <Panel title="7-Day Guarantee">
            <OrderClaimsPanel orderId={order.orderId} />
          </Panel>
          <Panel title="Returns">
            <OrderReturnsPanel orderId={order.orderId} />
          </Panel>
        </div>
      )}

      {order.refunds.length > 0 && (
        <Panel title="Refunds">
          <RefundsList refunds={order.refunds} />
        </Panel>
      )}
    </div>
  );
}
