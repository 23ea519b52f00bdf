import { productDecider, productStreamId } from '@verdant/domain/catalog/product';
import { type StockNeed, stockNeedsOf } from '@verdant/domain/inventory/stock-needs';
import { availableOf, stockedItemDecider, stockedItemStreamId } from '@verdant/domain/inventory/stocked-item';
import { type OrderEvent, type OrderLine, orderDecider, orderStreamId } from '@verdant/domain/sales/order';
import { replacementOrderOf } from '@verdant/domain/sales/order-replacements';
import { invalid } from '@verdant/domain/shared/domain-error';
import {
  type CommandContext,
  type EventSourcing,
  handleCommand,
  loadAggregate,
  streamEvents,
} from '@verdant/platform';
import { RUSH_ATTEMPTS } from '../inventory/stock-movements';
import { orderIdFor } from '../sales/order-ids';

/** The replacement's order id follows from the claim: a decision taken up again names the same order. */
export const replacementOrderIdFor = (customerId: string, claimId: string) =>
  orderIdFor(customerId, `replacement:${claimId}`);

export const tooFewToReplace = (available: number, label: string) =>
  `Only ${Math.max(0, available)} left of ${label}: record a delivery before sending a replacement.`;

/** The plants of these lines whose stock the shop counts, from the products' own streams. */
export async function countedNeeds(
  eventSourcing: EventSourcing,
  lines: readonly Pick<OrderLine, 'productId' | 'variantId' | 'quantity' | 'productName' | 'variantName'>[],
): Promise<StockNeed[]> {
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const products = await Promise.all(
    productIds.map((productId) => loadAggregate(eventSourcing, productDecider, productStreamId(productId))),
  );
  const counted = new Set(products.flatMap(({ state }) => (state?.tracksStock ? [state.productId] : [])));
  return stockNeedsOf(lines, (productId) => counted.has(productId));
}

/** Refuses a replacement the shop has too few plants for, naming the first it is short of. */
export async function checkReplacementStock(eventSourcing: EventSourcing, needs: readonly StockNeed[]) {
  for (const need of needs) {
    const streamId = stockedItemStreamId(need.productId, need.variantId);
    const { state } = await loadAggregate(eventSourcing, stockedItemDecider, streamId);
    const available = availableOf(state);
    if (available < need.quantity) throw invalid(tooFewToReplace(available, need.label));
  }
}

/**
 * Places the free order a claim was replaced with: holds its counted plants, then places it. Safe to run
 * again (the decision, then the follow-up job after a crash): an order placed already is left as it is.
 */
export async function placeReplacement(
  eventSourcing: EventSourcing,
  orderId: string,
  claimId: string,
  context: CommandContext,
): Promise<{ done: string; position: bigint | null }> {
  const events = await streamEvents<OrderEvent>(eventSourcing, orderStreamId(orderId));
  const original = events.reduce(orderDecider.evolve, orderDecider.initialState());
  const claim = original?.claims.find((candidate) => candidate.claimId === claimId);
  const placed = events.find((event) => event.type === 'OrderPlaced');
  if (!original || !claim?.replacementOrderId || placed?.type !== 'OrderPlaced')
    return { done: 'not replaced', position: null };
  const replacementStream = orderStreamId(claim.replacementOrderId);
  const existing = await loadAggregate(eventSourcing, orderDecider, replacementStream);
  if (existing.state) return { done: 'placed already', position: null };
  const replacement = replacementOrderOf(original, claim, claim.replacementOrderId, placed.data.addressId);
  if (!replacement) return { done: 'customer erased', position: null };
  const { orderId: replacementOrderId, customerId } = replacement;
  for (const need of await countedNeeds(eventSourcing, replacement.lines)) {
    const { productId, variantId, quantity, label } = need;
    await handleCommand(
      eventSourcing,
      stockedItemDecider,
      stockedItemStreamId(productId, variantId),
      {
        type: 'ReserveStock',
        data: { productId, variantId, orderId: replacementOrderId, customerId, quantity, label, owed: true },
      },
      context,
      { attempts: RUSH_ATTEMPTS },
    );
  }
  const { position } = await handleCommand(
    eventSourcing,
    orderDecider,
    replacementStream,
    { type: 'PlaceOrder', data: replacement },
    context,
    { loaded: existing },
  );
  return { done: 'placed', position };
}
