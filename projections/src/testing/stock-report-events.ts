import type { ProductEvent } from '@verdant/domain/catalog/product';
import type { StockedItemEvent } from '@verdant/domain/inventory/stocked-item';
import { created, monstera } from '../catalog/products-test-events';

/** One plant in one size: a variant's id, or null for a plant sold in one size only. */
export interface Item {
  productId: string;
  variantId: string | null;
}

/** Stock movements and the product events that name them, for the stock reports' specs. */
export const product = (productId: string, name: string): ProductEvent =>
  created({ ...monstera, productId, slug: productId, name });
export const renamed = (productId: string, name: string): ProductEvent => {
  const { slug, botanicalName, description, careGuide, tags, seoTitle, metaDescription, categoryId } =
    monstera;
  const details = { botanicalName, description, careGuide, tags, seoTitle, metaDescription, categoryId };
  return {
    type: 'ProductDetailsEdited',
    data: { productId, name, slug, ...details, previousSlug: slug },
  };
};
export const size = (productId: string, variantId: string, name: string): ProductEvent => ({
  type: 'VariantAdded',
  data: { productId, variantId, name, priceAdjustment: 0 },
});
export const sizeRenamed = (productId: string, variantId: string, name: string): ProductEvent => ({
  type: 'VariantChanged',
  data: { productId, variantId, name, priceAdjustment: 0 },
});
export const sizeRemoved = (productId: string, variantId: string): ProductEvent => ({
  type: 'VariantRemoved',
  data: { productId, variantId },
});

export const received = (item: Item, quantity: number): StockedItemEvent => ({
  type: 'StockReceived',
  data: { ...item, quantity, note: null },
});
export const adjusted = (
  item: Item,
  change: number,
  reason: 'count_correction' | 'damaged' | 'died',
): StockedItemEvent => ({
  type: 'StockAdjusted',
  data: { ...item, change, reason, note: null },
});
export const reserved = (item: Item, orderId: string, quantity: number): StockedItemEvent => ({
  type: 'StockReserved',
  data: { ...item, orderId, customerId: 'c-asha', quantity },
});
export const released = (item: Item, orderId: string, quantity: number): StockedItemEvent => ({
  type: 'StockReservationReleased',
  data: { ...item, orderId, quantity, reason: 'cancelled' },
});
export const shipped = (item: Item, orderId: string, quantity: number): StockedItemEvent => ({
  type: 'StockShipped',
  data: { ...item, orderId, quantity },
});
