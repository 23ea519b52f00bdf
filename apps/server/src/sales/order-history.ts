import { type InvoiceEvent, invoiceStreamId } from '@verdant/domain/invoicing/invoice-events';
import { describeInvoiceEvent } from '@verdant/domain/invoicing/invoice-timeline';
import { ORDER_NOT_FOUND, type OrderEvent, orderStreamId } from '@verdant/domain/sales/order';
import { evolveOrderRecord, type OrderRecord } from '@verdant/domain/sales/order-record';
import { describeOrderEvent } from '@verdant/domain/sales/order-timeline';
import { invalid, notFound } from '@verdant/domain/shared/domain-error';
import {
  type ActorRole,
  type EventSourcing,
  type ProjectedEvent,
  type ReadModels,
  stateAt,
  streamEvents,
} from '@verdant/platform';
import { adminNamesOf } from '../identity/admin-names';

export const NOT_PLACED_YET = 'This order had not been placed yet at that moment';

/** One line of an order's audit timeline: what happened, who did it, and when. */
export interface TimelineEntry {
  position: string;
  at: string;
  type: OrderEvent['type'] | InvoiceEvent['type'];
  description: string;
  actor: { role: ActorRole; name: string };
  correlationId: string;
}

const GATEWAY_NAMES: Record<string, string> = {
  razorpay: 'Razorpay',
  stripe: 'Stripe',
  test: 'Test-mode gateway',
};
const ERASED_PERSON = 'Erased customer';

/**
 * An order's history, read from its own stream every time, so it can never disagree with what happened: the
 * audit timeline, and the order as it stood at any moment (the stream folded up to then).
 */
export class OrderHistory {
  constructor(
    private readonly eventSourcing: EventSourcing,
    private readonly readModels: ReadModels,
  ) {}

  /** The order's events and, from their own stream, its invoice and credit notes, in the order recorded. */
  async timeline(orderId: string): Promise<TimelineEntry[]> {
    const events = await this.#events(orderId);
    const invoices = await streamEvents<InvoiceEvent>(this.eventSourcing, invoiceStreamId(orderId));
    const record = events.reduce<OrderRecord | null>(evolveOrderRecord, null);
    const names = await adminNamesOf(this.readModels, events);
    const entries = [
      ...events.map((event) => ({ event, description: describeOrderEvent(event) })),
      ...invoices.map((event) => ({ event, description: describeInvoiceEvent(event) })),
    ].sort((a, b) =>
      a.event.position < b.event.position ? -1 : a.event.position > b.event.position ? 1 : 0,
    );
    return entries.map(({ event, description }) => ({
      position: String(event.position),
      at: event.metadata.at,
      type: event.type,
      description,
      actor: { role: event.metadata.actor.role, name: actorName(event, record, names) },
      correlationId: event.metadata.correlationId,
    }));
  }

  /** The order now, or as it stood at `asOf` (every event recorded at or before it). */
  async record(orderId: string, asOf?: Date): Promise<OrderRecord> {
    const events = await this.#events(orderId);
    const record = asOf ? stateAt(events, asOf, evolveOrderRecord) : events.reduce(evolveOrderRecord, null);
    if (!record) throw invalid(NOT_PLACED_YET);
    return record;
  }

  async #events(orderId: string): Promise<ProjectedEvent<OrderEvent>[]> {
    const events = await streamEvents<OrderEvent>(this.eventSourcing, orderStreamId(orderId));
    if (events.length === 0) throw notFound(ORDER_NOT_FOUND);
    return events;
  }
}

function actorName(
  event: ProjectedEvent<OrderEvent | InvoiceEvent>,
  record: OrderRecord | null,
  adminNames: Map<string, string>,
): string {
  const { role, userId } = event.metadata.actor;
  switch (role) {
    case 'customer':
    case 'guest':
      return record?.customer?.fullName ?? ERASED_PERSON;
    case 'admin':
      return (userId && adminNames.get(userId)) ?? 'An admin';
    case 'gateway':
      return GATEWAY_NAMES[userId ?? ''] ?? 'A payment gateway';
    case 'system':
      return 'System';
  }
}
