import { plantLabel } from '@verdant/domain/catalog/plant-label';
import type { OrderEvent } from '@verdant/domain/sales/order';
import { orderNumber } from '@verdant/domain/sales/order-number';
import type { ManualRefundMethod } from '@verdant/domain/sales/order-payments';
import type { OrderRecord } from '@verdant/domain/sales/order-record';
import { RETURN_REASON_LABELS } from '@verdant/domain/sales/order-return-rules';
import { formatRupees } from '@verdant/domain/shared/format-rupees';
import { longShopDay } from '@verdant/domain/shared/shop-calendar';
import type { EventSourcing, OutgoingMail } from '@verdant/platform';
import type { ReturnMailJob } from '@verdant/projections/reactions/jobs';
import { HAPPY_PLANTING, type MailContent, paragraph } from '../mail/mail-content';
import { renderMail } from '../mail/render-mail';
import { orderUpTo } from '../sales/order-mails';

const PAID_BY: Record<ManualRefundMethod, string> = { upi: 'UPI', bank_transfer: 'bank transfer' };

/** The step's event, when it is one of this return's. */
function stepOfReturn(step: OrderEvent | undefined, returnId: string) {
  if (!step) return null;
  if (step.type === 'RefundPaidByHand') return step.data.settles === returnId ? step : null;
  return 'returnId' in step.data && step.data.returnId === returnId ? step : null;
}

/**
 * What the mail of a return's step says, from the order as it stood at that step and the step's own event;
 * null when the event is not the return's (nothing to tell).
 */
export function returnMailContent(
  job: ReturnMailJob,
  order: OrderRecord & { customer: NonNullable<OrderRecord['customer']> },
  event: OrderEvent | undefined,
  orderUrl: string,
): MailContent | null {
  const returned = order.returns.find((candidate) => candidate.returnId === job.returnId);
  const step = stepOfReturn(event, job.returnId);
  if (!returned || !step) return null;
  const number = orderNumber(order.orderId);
  const items = returned.items
    .map((item) => {
      const line = order.lines.find(
        (candidate) => candidate.productId === item.productId && candidate.variantId === item.variantId,
      );
      return `${item.quantity} × ${plantLabel(line?.productName ?? 'a plant', line?.variantName ?? null)}`;
    })
    .join(', ');
  const about = `${RETURN_REASON_LABELS[returned.reason]}: ${items}`;
  const follow = [
    paragraph('You can follow your return on your order:'),
    { type: 'link', label: 'View Order', url: orderUrl } as const,
  ];
  const base = { name: order.customer.fullName, closing: HAPPY_PLANTING };
  switch (step.type) {
    case 'ReturnRequested':
      return {
        ...base,
        subject: `We have your return request for Verdant order ${number}`,
        blocks: [
          paragraph(`We have your request to return plants from order ${number} (${about}).`),
          paragraph('We write to you with our answer and, if we can take them back, how to send them.'),
          ...follow,
        ],
      };
    case 'ReturnApproved':
      return {
        ...base,
        subject: `Your return for Verdant order ${number} is approved`,
        blocks: [
          paragraph(`We have approved your return from order ${number} (${about}). How to send it back:`),
          paragraph(step.data.instructions),
          paragraph('Your refund starts as soon as the plants reach us.'),
          ...follow,
        ],
      };
    case 'ReturnDeclined':
      return {
        ...base,
        subject: `Your return for Verdant order ${number}`,
        blocks: [
          paragraph(
            `We have looked at your return request for order ${number} (${about}) and cannot accept it.`,
          ),
          paragraph(step.data.reason),
          ...follow,
        ],
      };
    case 'ReturnReceived': {
      const { amount, byHand, refundDueBy } = step.data;
      const how = byHand
        ? 'As the order was paid in cash, we pay it back by UPI or bank transfer'
        : 'It goes back the way you paid';
      return {
        ...base,
        subject: `We have received your return for Verdant order ${number}`,
        blocks: [
          paragraph(`Your returned plants from order ${number} (${about}) have reached us.`),
          paragraph(
            `A refund of ${formatRupees(amount)} has started. ${how}, by ${longShopDay(refundDueBy)} at the latest.`,
          ),
          ...follow,
        ],
      };
    }
    case 'RefundPaidByHand': {
      const { amount, method, reference } = step.data;
      return {
        ...base,
        subject: `Your refund for Verdant order ${number} has been paid`,
        blocks: [
          paragraph(
            `We have paid back ${formatRupees(amount)} for your return from order ${number} by ${PAID_BY[method]}.`,
          ),
          paragraph(
            `The transfer's reference is ${reference}: your bank or UPI app shows it with the payment.`,
          ),
          ...follow,
        ],
      };
    }
    default:
      return null;
  }
}

/** Writes the mail of a return's step. A customer erased since gets nothing: their address reads as erased. */
export function returnMailWriter(deps: { eventSourcing: EventSourcing; shopUrl: string }) {
  return async (mailId: string, job: ReturnMailJob): Promise<OutgoingMail | null> => {
    const { record: order, last: step } = await orderUpTo(
      deps.eventSourcing,
      job.orderId,
      BigInt(job.revision),
    );
    const customer = order?.customer;
    if (!order || !customer) return null;
    const content = returnMailContent(
      job,
      { ...order, customer },
      step,
      `${deps.shopUrl}/order/${order.orderId}`,
    );
    if (!content) return null;
    return { id: mailId, to: customer.email, accountId: order.customerId, ...renderMail(content) };
  };
}
