import { type OrderEvent, orderDecider, orderStreamId } from '@verdant/domain/sales/order';
import { isUndecided, namedClaimItems } from '@verdant/domain/sales/order-claims';
import { invalid } from '@verdant/domain/shared/domain-error';
import {
  type CommandContext,
  type EventSourcing,
  handleCommand,
  latestPosition,
  streamEvents,
} from '@verdant/platform';
import type { ClaimPhotos } from './claim-photos';
import { lastDelivery } from './claim-queries';
import { checkReplacementStock, countedNeeds, placeReplacement, replacementOrderIdFor } from './replacements';

export const PHOTO_NOT_UPLOADED = 'A photo did not arrive: please add it again';

export interface ClaimOpening {
  orderId: string;
  /** Chosen by the customer's browser: a claim sent twice is recorded once. */
  claimId: string;
  reason: unknown;
  items: unknown;
  description: unknown;
  photos: unknown;
}

/** The 7-day guarantee's claims: the customer reports and answers, the back office reviews and decides. */
export class ClaimCommands {
  constructor(
    private readonly eventSourcing: EventSourcing,
    private readonly photos: ClaimPhotos,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async open(customerId: string, { orderId, claimId, ...claim }: ClaimOpening, context: CommandContext) {
    await this.#ownPhotos(customerId, claim.photos);
    // One read of the order's stream: the delivery's time comes from it, and the decision is made on it.
    const events = await streamEvents<OrderEvent>(this.eventSourcing, orderStreamId(orderId));
    const loaded = {
      state: events.reduce(orderDecider.evolve, orderDecider.initialState()),
      revision: events.at(-1)?.revision ?? null,
      // An order's events are personal (its address): its state is never kept between commands.
      keepable: false,
    };
    return handleCommand(
      this.eventSourcing,
      orderDecider,
      orderStreamId(orderId),
      {
        type: 'OpenClaim',
        data: { orderId, customerId, claimId, deliveredAt: lastDelivery(events), now: this.now(), ...claim },
      },
      context,
      { loaded },
    );
  }

  async addPhotos(
    customerId: string,
    { orderId, claimId, note, photos }: { orderId: string; claimId: string; note: unknown; photos: unknown },
    context: CommandContext,
  ) {
    await this.#ownPhotos(customerId, photos);
    return this.#onOrder(
      orderId,
      { type: 'AddClaimPhotos', data: { orderId, customerId, claimId, note, photos } },
      context,
    );
  }

  requestPhotos(orderId: string, claimId: string, message: unknown, context: CommandContext) {
    return this.#onOrder(
      orderId,
      { type: 'RequestClaimPhotos', data: { orderId, claimId, message } },
      context,
    );
  }

  decline(orderId: string, claimId: string, reason: unknown, context: CommandContext) {
    return this.#onOrder(orderId, { type: 'DeclineClaim', data: { orderId, claimId, reason } }, context);
  }

  /**
   * Sends the claimed plants again, free: refused while the shop has too few of a counted plant; once
   * decided, the replacement order is placed (its follow-up job places it should this stop halfway).
   */
  async replace(orderId: string, claimId: string, context: CommandContext) {
    const events = await streamEvents<OrderEvent>(this.eventSourcing, orderStreamId(orderId));
    const order = events.reduce(orderDecider.evolve, orderDecider.initialState());
    const claim = order?.claims.find((candidate) => candidate.claimId === claimId);
    if (order && claim && isUndecided(claim.status)) {
      const needs = await countedNeeds(this.eventSourcing, namedClaimItems(claim, order.lines).map(named));
      await checkReplacementStock(this.eventSourcing, needs);
    }
    const replacementOrderId = replacementOrderIdFor(order?.customerId ?? '', claimId);
    const decided = await handleCommand(
      this.eventSourcing,
      orderDecider,
      orderStreamId(orderId),
      { type: 'ReplaceClaim', data: { orderId, claimId, replacementOrderId } },
      context,
      { loaded: { state: order, revision: events.at(-1)?.revision ?? null, keepable: false } },
    );
    const placed = await placeReplacement(this.eventSourcing, orderId, claimId, context);
    return { replacementOrderId, position: latestPosition(decided.position, placed.position) };
  }

  /** Gives back what the claimed plants cost: through the gateway, or recorded as paid back by hand. */
  refund(orderId: string, claimId: string, manualRefund: unknown, context: CommandContext) {
    return this.#onOrder(orderId, { type: 'RefundClaim', data: { orderId, claimId, manualRefund } }, context);
  }

  #onOrder(orderId: string, command: Parameters<typeof orderDecider.decide>[0], context: CommandContext) {
    return handleCommand(this.eventSourcing, orderDecider, orderStreamId(orderId), command, context);
  }

  /** Every photo named is one this customer uploaded, and is stored; the rules judge how many there are. */
  async #ownPhotos(customerId: string, photos: unknown) {
    if (!Array.isArray(photos)) return;
    for (const photo of photos) {
      if (typeof photo !== 'string') continue;
      if (!(await this.photos.isStoredFor(photo, customerId)))
        throw invalid(PHOTO_NOT_UPLOADED, { photos: PHOTO_NOT_UPLOADED });
    }
  }
}

/** A claimed item named as sold, as stock needs name it. */
const named = (item: ReturnType<typeof namedClaimItems>[number]) => ({
  ...item,
  productName: item.productName ?? 'A plant',
});
