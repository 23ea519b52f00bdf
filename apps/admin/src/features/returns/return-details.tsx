import { RETURN_REASON_LABELS } from '@verdant/domain/sales/order-return-rules';
import { formatRupees, formatShopDateTime, OrderStatusBadge, PAYMENT_METHOD_LABELS } from '@verdant/web-kit';
import { Link } from 'react-router-dom';
import { PlantItems } from '../aftercare/plant-items';
import { Detail, OrderPanel } from '../orders/order-panel';
import { RefundDue } from './refund-due';
import type { ReturnStory } from './return';
import { ReturnActions } from './return-actions';
import { ReturnStatusBadge } from './return-status-badge';
import { ReturnSteps } from './return-steps';

/** The return at a glance, its plants, everything that happened, and the shop's next step. */
export function ReturnDetails({ returned }: { returned: ReturnStory }) {
  const requestedAt = returned.steps[0]?.at;
  const { refund } = returned;
  return (
    <>
      <div>
        <h1 className="font-display text-4xl text-leaf-900">Return on order {returned.orderNumber}</h1>
        {requestedAt && (
          <p className="mt-2 text-stone-700">
            Requested on <time dateTime={requestedAt}>{formatShopDateTime(requestedAt)}</time>
          </p>
        )}
      </div>

      <OrderPanel title="Summary">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Detail term="Reason">{RETURN_REASON_LABELS[returned.reason]}</Detail>
          <Detail term="State">
            <ReturnStatusBadge status={returned.status} />
          </Detail>
          <Detail term="Order">
            <span className="flex flex-wrap items-center gap-2">
              <Link
                to={`/orders/${returned.orderId}`}
                className="text-leaf-700 underline underline-offset-2 hover:text-leaf-900"
              >
                View order {returned.orderNumber}
              </Link>
              <OrderStatusBadge status={returned.orderStatus} />
            </span>
          </Detail>
          <Detail term="Paid by">{PAYMENT_METHOD_LABELS[returned.paymentMethod]}</Detail>
          <Detail term="Refund amount">
            {refund
              ? `${formatRupees(refund.amount)}${refund.byHand ? ', paid back by hand' : ''}`
              : 'Not started'}
          </Detail>
          <Detail term="Refund due">
            {refund?.settled ? (
              'Refunded'
            ) : (
              <RefundDue dueBy={refund?.dueBy ?? null} overdue={returned.overdue} />
            )}
          </Detail>
        </dl>
      </OrderPanel>

      <PlantItems items={returned.items} caption="Items in this return" />
      <ReturnSteps steps={returned.steps} />
      <ReturnActions returned={returned} />
    </>
  );
}
