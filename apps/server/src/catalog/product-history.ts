import { PRODUCT_NOT_FOUND, type ProductEvent, productStreamId } from '@verdant/domain/catalog/product';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@verdant/domain/inventory/stock-levels';
import { STOCK_SETTINGS_STREAM, type StockSettingsEvent } from '@verdant/domain/inventory/stock-settings';
import { invalid, notFound } from '@verdant/domain/shared/domain-error';
import { type EventSourcing, stateAt, streamEvents } from '@verdant/platform';
import { evolveProductView } from '@verdant/projections/catalog/products-view';
import { toAdminProduct } from './product-queries';

export const PRODUCT_NOT_YET = 'This product did not exist yet at that moment';

/** Products as they stood at past moments, folded from their streams. */
export class ProductHistory {
  constructor(private readonly eventSourcing: EventSourcing) {}

  /** The product as it stood at a past moment, folded from its stream, as the admin's form reads it. */
  async productAsOf(productId: string, moment: Date) {
    const events = await streamEvents<ProductEvent>(this.eventSourcing, productStreamId(productId));
    if (events.length === 0) throw notFound(PRODUCT_NOT_FOUND);
    const product = stateAt(events, moment, evolveProductView);
    if (!product) throw invalid(PRODUCT_NOT_YET);
    return toAdminProduct(product, await this.#lowStockThresholdAt(moment));
  }

  /** The low-stock threshold in force at that moment. */
  async #lowStockThresholdAt(moment: Date) {
    const events = await streamEvents<StockSettingsEvent>(this.eventSourcing, STOCK_SETTINGS_STREAM);
    const settings = stateAt<StockSettingsEvent, number>(
      events,
      moment,
      (_threshold, event) => event.data.threshold,
    );
    return settings ?? DEFAULT_LOW_STOCK_THRESHOLD;
  }
}
