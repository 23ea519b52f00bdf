import { orderDecider, orderStreamId } from '@verdant/domain/sales/order';
import { isUndecided, namedClaimItems } from '@verdant/domain/sales/order-claims';
import { invalid } from '@verdant/domain/shared/domain-error';
import { type CommandContext, type EventSourcing, handleCommand, latestPosition } from '@verdant/platform';
import type { ClaimPhotos } from './claim-photos';
import { orderAsRead } from './order-as-read';
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
    const { deliveredAt, loaded } = await orderAsRead(this.eventSourcing, orderId);
    return handleCommand(
      this.eventSourcing,
      orderDecider,
      orderStreamId(orderId),
      {
        type: 'OpenClaim',
        data: { orderId, customerId, claimId, deliveredAt, now: this.now(), ...claim },
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
    const { order, loaded } = await orderAsRead(this.eventSourcing, orderId);
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
      { loaded },
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
