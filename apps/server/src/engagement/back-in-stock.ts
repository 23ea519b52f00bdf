import { PRODUCT_NOT_FOUND, productDecider, productStreamId } from '@verdant/domain/catalog/product';
import {
  type BackInStockEvent,
  backInStockDecider,
  backInStockStreamId,
} from '@verdant/domain/engagement/back-in-stock';
import { conflict, notFound } from '@verdant/domain/shared/domain-error';
import {
  type CommandContext,
  type EventSourcing,
  handleCommand,
  loadAggregate,
  type OutgoingMail,
  streamEvents,
} from '@verdant/platform';
import { HAPPY_PLANTING } from '../mail/mail-content';
import { renderMail } from '../mail/render-mail';
import { productForCart } from '../shopping/product-for-cart';

export const IN_STOCK_NOW = 'This plant is in stock now';

/** The plant a visitor may wait for: active, and sold out now (counted, or so set by hand). */
export async function soldOutPlant(eventSourcing: EventSourcing, productId: string) {
  const product = await productForCart(eventSourcing, productId);
  if (product?.status !== 'active') throw notFound(PRODUCT_NOT_FOUND);
  if (product.stockStatus !== 'out_of_stock') throw conflict(IN_STOCK_NOW);
}

/** Tells everyone waiting for the plant, once it can be bought again; nothing while it cannot. */
export async function announceIfBack(
  eventSourcing: EventSourcing,
  productId: string,
  context: CommandContext,
) {
  const product = await productForCart(eventSourcing, productId);
  if (product?.status !== 'active' || product.stockStatus === 'out_of_stock') return 'not back';
  const { events } = await handleCommand(
    eventSourcing,
    backInStockDecider,
    backInStockStreamId(productId),
    { type: 'AnnounceBackInStock', data: { productId } },
    context,
  );
  return `${events.length} told`;
}

/**
 * The mail of one request, written when the plant is back: the email as the request keeps it (none once the
 * email was erased), the plant as its stream has it now. The mail is filed under the email's data subject,
 * so erasing the email overwrites it in the outbox too.
 */
export function backInStockMailWriter(deps: { eventSourcing: EventSourcing; shopUrl: string }) {
  return async (mailId: string, productId: string, requestId: string): Promise<OutgoingMail | null> => {
    const events = await streamEvents<BackInStockEvent>(deps.eventSourcing, backInStockStreamId(productId));
    const request = events.find(
      (event) => event.type === 'BackInStockRequested' && event.data.requestId === requestId,
    );
    if (request?.type !== 'BackInStockRequested' || !request.data.email) return null;
    const { state: plant } = await loadAggregate(
      deps.eventSourcing,
      productDecider,
      productStreamId(productId),
    );
    if (!plant) return null;
    return {
      id: mailId,
      to: request.data.email,
      accountId: request.data.dataSubjectId,
      ...renderMail({
        subject: `${plant.name} is back in stock`,
        name: 'there',
        blocks: [
          {
            type: 'paragraph',
            text: `Good news: ${plant.name} is back in stock at Verdant, as you asked us to tell you.`,
          },
          { type: 'link', label: `View ${plant.name}`, url: `${deps.shopUrl}/product/${plant.slug}` },
          { type: 'paragraph', text: 'We will not write about this plant again unless you ask.' },
        ],
        closing: HAPPY_PLANTING,
      }),
    };
  };
}
