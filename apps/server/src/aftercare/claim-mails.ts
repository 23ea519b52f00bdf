import { plantLabel } from '@verdant/domain/catalog/plant-label';
import type { OrderEvent } from '@verdant/domain/sales/order';
import { CLAIM_REASON_LABELS } from '@verdant/domain/sales/order-claim-rules';
import { namedClaimItems } from '@verdant/domain/sales/order-claims';
import { orderNumber } from '@verdant/domain/sales/order-number';
import type { OrderRecord } from '@verdant/domain/sales/order-record';
import type { EventSourcing, OutgoingMail } from '@verdant/platform';
import type { ClaimMailJob } from '@verdant/projections/reactions/jobs';
import { HAPPY_PLANTING, type MailContent, paragraph } from '../mail/mail-content';
import { renderMail } from '../mail/render-mail';
import { orderUpTo } from '../sales/order-mails';

/**
 * What the mail of a claim's step says, from the order as it stood at that step and the step's own event;
 * null when the event is not the claim's (nothing to tell).
 */
export function claimMailContent(
  job: ClaimMailJob,
  order: OrderRecord & { customer: NonNullable<OrderRecord['customer']> },
  step: OrderEvent | undefined,
  orderUrl: string,
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
    default:
      return null;
  }
}

/** Writes the mail of a claim's step. A customer erased since gets nothing: their address reads as erased. */
export function claimMailWriter(deps: { eventSourcing: EventSourcing; shopUrl: string }) {
  return async (mailId: string, job: ClaimMailJob): Promise<OutgoingMail | null> => {
    const { record: order, last: step } = await orderUpTo(
      deps.eventSourcing,
      job.orderId,
      BigInt(job.revision),
    );
    const customer = order?.customer;
    if (!order || !customer) return null;
    const content = claimMailContent(
      job,
      { ...order, customer },
      step,
      `${deps.shopUrl}/order/${order.orderId}`,
    );
    if (!content) return null;
    return { id: mailId, to: customer.email, accountId: order.customerId, ...renderMail(content) };
  };
}
