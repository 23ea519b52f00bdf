import type { ReadModels } from '@verdant/platform';
import { type WishlistView, wishlistsProjection } from '@verdant/projections/shopping/wishlists';
import { PRODUCT_CARD_FIELDS, storefrontProducts, toProductCard } from '../catalog/product-queries';
import { lowStockThreshold } from '../inventory/stock-settings';

/** A customer's wishlist. */
export class WishlistQueries {
  constructor(private readonly readModels: ReadModels) {}

  /**
   * The wishlisted plants still on sale, the most recently added first, each with the size Add to Cart puts
   * in the cart (the first, as on the product page).
   */
  async wishlistedPlants(customerId: string) {
    const wishlists = await this.readModels.collection<WishlistView>(wishlistsProjection, 'wishlists');
    const productIds = (await wishlists.findOne({ _id: customerId }))?.productIds ?? [];
    const products = await (await storefrontProducts(this.readModels)).find(
      { _id: { $in: productIds } },
      { projection: { ...PRODUCT_CARD_FIELDS, variants: 1 } },
    );
    const lowAt = await lowStockThreshold(this.readModels);
    const byId = new Map(products.map((product) => [product._id, product]));
    return productIds.toReversed().flatMap((productId) => {
      const product = byId.get(productId);
      if (!product) return [];
      const size = product.variants[0] ?? null;
      return [{ ...toProductCard(product, lowAt), size: size && { id: size.variantId, name: size.name } }];
    });
  }
}
