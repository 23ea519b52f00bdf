import {
  PRODUCT_NOT_FOUND,
  type Product,
  productDecider,
  productStreamId,
} from '@verdant/domain/catalog/product';
import { VARIANT_NOT_FOUND } from '@verdant/domain/catalog/product-variants';
import type { StockedItem } from '@verdant/domain/inventory/stocked-item';
import { notFound } from '@verdant/domain/shared/domain-error';
import { type EventSourcing, loadAggregate } from '@verdant/platform';

/** A size whose stock is counted: a product's variant, or the product itself when it comes in one size. */
export interface StockedSize extends StockedItem {
  /** The size's name; null for a one-size product. */
  name: string | null;
}

/** The product, from its own stream, and the sizes it is stocked in. */
export async function stockedSizesOf(eventSourcing: EventSourcing, productId: string) {
  const { state: product } = await loadAggregate(eventSourcing, productDecider, productStreamId(productId));
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return { product, sizes: sizesOf(product) };
}

export function sizesOf(product: Product): StockedSize[] {
  const { productId, variants } = product;
  if (variants.length === 0) return [{ productId, variantId: null, name: null }];
  return variants.map(({ variantId, name }) => ({ productId, variantId, name }));
}

/** The size named, refused when the product has no such size. */
export async function stockedSize(eventSourcing: EventSourcing, productId: string, variantId: string | null) {
  const { product, sizes } = await stockedSizesOf(eventSourcing, productId);
  const size = sizes.find((candidate) => candidate.variantId === variantId);
  if (!size) throw notFound(VARIANT_NOT_FOUND);
  return { product, size };
}
