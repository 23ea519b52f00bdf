import { productDecider, productStreamId } from '@verdant/domain/catalog/product';
import { stockedItemDecider, stockedItemStreamId } from '@verdant/domain/inventory/stocked-item';
import { type CommandContext, type EventSourcing, handleCommand } from '@verdant/platform';
import { RUSH_ATTEMPTS } from './stock-movements';
import { stockedSize } from './stocked-sizes';

export interface DeliveryInput {
  productId: string;
  variantId: string | null;
  quantity: number;
  note?: string | null;
}

export interface AdjustmentInput {
  productId: string;
  variantId: string | null;
  change: number;
  reason: string;
  note?: string | null;
}

/** The back office's stock work: counting a product's stock or not, deliveries, adjustments. */
export class StockCommands {
  constructor(private readonly eventSourcing: EventSourcing) {}

  track(productId: string, tracked: boolean, context: CommandContext) {
    return handleCommand(
      this.eventSourcing,
      productDecider,
      productStreamId(productId),
      { type: 'TrackStock', data: { productId, tracked } },
      context,
    );
  }

  async receive({ productId, variantId, quantity, note }: DeliveryInput, context: CommandContext) {
    await stockedSize(this.eventSourcing, productId, variantId);
    return handleCommand(
      this.eventSourcing,
      stockedItemDecider,
      stockedItemStreamId(productId, variantId),
      { type: 'ReceiveStock', data: { productId, variantId, quantity, note } },
      context,
      { attempts: RUSH_ATTEMPTS },
    );
  }

  async adjust({ productId, variantId, change, reason, note }: AdjustmentInput, context: CommandContext) {
    await stockedSize(this.eventSourcing, productId, variantId);
    return handleCommand(
      this.eventSourcing,
      stockedItemDecider,
      stockedItemStreamId(productId, variantId),
      { type: 'AdjustStock', data: { productId, variantId, change, reason, note } },
      context,
      { attempts: RUSH_ATTEMPTS },
    );
  }
}
