import { plantLabel } from '@verdant/domain/catalog/plant-label';
import { type OrderEvent, orderStreamId } from '@verdant/domain/sales/order';
import { CLAIM_REASON_LABELS } from '@verdant/domain/sales/order-claim-rules';
import { namedClaimItems } from '@verdant/domain/sales/order-claims';
import { orderNumber } from '@verdant/domain/sales/order-number';
import type { ManualRefundMethod } from '@verdant/domain/sales/order-payments';
import { evolveOrderRecord, type OrderRecord } from '@verdant/domain/sales/order-record';
import { formatRupees } from '@verdant/domain/shared/format-rupees';
import { type EventSourcing, type OutgoingMail, streamEvents } from '@verdant/platform';
import type { ClaimMailJob } from '@verdant/projections/reactions/jobs';
import { HAPPY_PLANTING, type MailContent, paragraph } from '../mail/mail-content';
import { renderMail } from '../mail/render-mail';

/**
 * What the mail of a claim's step says, from the order as it stood at that step and the step's own event;
 * null when the event is not the claim's (nothing to tell).
 */
export function claimMailContent(
  job: ClaimMailJob,
  order: OrderRecord & { customer: NonNullable<OrderRecord['customer']> },
  step: OrderEvent | undefined,
  orderUrl: string,
  /** Cash paid back by hand for the claim, recorded with its decision. */
  paidBack: { method: ManualRefundMethod; reference: string } | null = null,
): MailContent | null {
  const claim = order.claims.find((candidate) => candidate.claimId === job.claimId);
  if (!claim || !step || !('claimId' in step.data) || step.data.claimId !== job.claimId) return null;
  const number = orderNumber(order.orderId);
  const items = namedClaimItems(claim, order.lines)
    .map(
      ({ quantity, productName, variantName }) =>
        `${quantity} × ${plantLabel(productName ?? 'a plant', variantName)}`,
    )
    .join(', ');
  const about = `${CLAIM_REASON_LABELS[claim.reason]}: ${items}`;
  const follow = [
    paragraph('You can follow your claim on your order:'),
    { type: 'link', label: 'View Order', url: orderUrl } as const,
  ];
  const base = { name: order.customer.fullName, closing: HAPPY_PLANTING };
  switch (step.type) {
    case 'ClaimOpened':
      return {
        ...base,
        subject: `We have your report on Verdant order ${number}`,
        blocks: [
          paragraph(`Thank you for telling us. We have your report on order ${number} (${about}).`),
          paragraph('We review every claim within 24 hours, and write to you with what we decide.'),
          ...follow,
        ],
      };
    case 'ClaimPhotosRequested':
      return {
        ...base,
        subject: `We need more photos for your claim on Verdant order ${number}`,
        blocks: [
          paragraph(`To decide on your claim on order ${number} (${about}), we need more photos.`),
          paragraph(step.data.message),
          paragraph('Please add them on your order: we review them within 24 hours of receiving them.'),
          ...follow,
        ],
      };
    case 'ClaimDeclined':
      return {
        ...base,
        subject: `Your claim on Verdant order ${number}`,
        blocks: [
          paragraph(`We have looked at your claim on order ${number} (${about}) and cannot accept it.`),
          paragraph(step.data.reason),
          ...follow,
        ],
      };
    case 'ClaimReplaced': {
      const replacement = orderNumber(step.data.replacementOrderId);
      return {
        ...base,
        subject: `Your claim on Verdant order ${number}: a replacement is on its way`,
        blocks: [
          paragraph(`We are sorry about your plants. Your claim on order ${number} (${about}) is accepted.`),
          paragraph(
            `We are sending a replacement free of charge as order ${replacement}, and write again when it ships.`,
          ),
          ...follow,
        ],
      };
    }
    case 'ClaimRefunded': {
      const amount = formatRupees(step.data.amount);
      const how = paidBack
        ? `We have paid ${amount} back to you by ${paidBack.method === 'upi' ? 'UPI' : 'bank transfer'} (reference ${paidBack.reference}).`
        : `We are refunding ${amount} to the way you paid: banks take 5 to 7 business days to show it.`;
      return {
        ...base,
        subject: `Your claim on Verdant order ${number}: refunded`,
        blocks: [
          paragraph(`We are sorry about your plants. Your claim on order ${number} (${about}) is accepted.`),
          paragraph(how),
          ...follow,
        ],
      };
    }
    default:
      return null;
  }
}

/** Writes the mail of a claim's step. A customer erased since gets nothing: their address reads as erased. */
export function claimMailWriter(deps: { eventSourcing: EventSourcing; shopUrl: string }) {
  return async (mailId: string, job: ClaimMailJob): Promise<OutgoingMail | null> => {
    const events = await streamEvents<OrderEvent>(deps.eventSourcing, orderStreamId(job.orderId));
    const upToStep = events.filter((event) => event.revision <= BigInt(job.revision));
    const order = upToStep.reduce<OrderRecord | null>(evolveOrderRecord, null);
    const customer = order?.customer;
    if (!order || !customer) return null;
    const paidBack = events.find(
      (event) => event.type === 'RefundPaidByHand' && event.data.settles === job.claimId,
    );
    const content = claimMailContent(
      job,
      { ...order, customer },
      upToStep.at(-1),
      `${deps.shopUrl}/order/${order.orderId}`,
      paidBack?.type === 'RefundPaidByHand' ? paidBack.data : null,
    );
    if (!content) return null;
    return { id: mailId, to: customer.email, accountId: order.customerId, ...renderMail(content) };
  };
}
