import { type OrderEvent, orderStreamId } from '@verdant/domain/sales/order';
import { evolveOrderRecord, type OrderRecord } from '@verdant/domain/sales/order-record';
import { type EventSourcing, type OutgoingMail, streamEvents } from '@verdant/platform';
import type { OrderMailJob } from '@verdant/projections/reactions/jobs';
import { renderMail } from '../mail/render-mail';
import { orderMailContent } from './order-mail-content';

/**
 * The order folded from its stream up to the event at `upTo` (its place in the stream; all of it when null),
 * and that last event: what a mail about one of the order's events tells. A null record: never placed.
 */
export async function orderUpTo(eventSourcing: EventSourcing, orderId: string, upTo: bigint | null) {
  const events = (await streamEvents<OrderEvent>(eventSourcing, orderStreamId(orderId))).filter(
    (event) => upTo === null || event.revision <= upTo,
  );
  return { record: events.reduce<OrderRecord | null>(evolveOrderRecord, null), last: events.at(-1) };
}

/**
 * The order as its mail tells it: as it stood at the mail's event when the job names one, as placed for the
 * placement's mail, as it is now otherwise.
 */
async function orderAsTold(eventSourcing: EventSourcing, job: OrderMailJob): Promise<OrderRecord | null> {
  const upTo = 'revision' in job ? BigInt(job.revision) : job.kind === 'order-placed' ? 0n : null;
  return (await orderUpTo(eventSourcing, job.orderId, upTo)).record;
}

/** Writes the mail of an order's job. A customer erased since gets nothing: their address reads as erased. */
export function orderMailWriter(deps: { eventSourcing: EventSourcing; shopUrl: string }) {
  return async (mailId: string, job: OrderMailJob): Promise<OutgoingMail | null> => {
    const order = await orderAsTold(deps.eventSourcing, job);
    const customer = order?.customer;
    if (!order || !customer) return null;
    const content = orderMailContent(job, { ...order, customer }, `${deps.shopUrl}/order/${order.orderId}`);
    if (!content) return null;
    return { id: mailId, to: customer.email, accountId: order.customerId, ...renderMail(content) };
  };
}
