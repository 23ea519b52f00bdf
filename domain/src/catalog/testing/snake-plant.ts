import type { ProductEvent } from '../product';

/** A product for decider tests: a snake plant at ₹499, not on sale, with a large and a small size. */
export const productId = 'p-1';

export const snakePlantDetails = {
  name: 'Snake Plant',
  slug: 'snake-plant',
  botanicalName: null,
  description: null,
  careGuide: null,
  tags: [],
  seoTitle: null,
  metaDescription: null,
  categoryId: null,
};

export const snakePlantCreated: ProductEvent = {
  type: 'ProductCreated',
  data: {
    productId,
    ...snakePlantDetails,
    basePrice: 49900,
    salePrice: null,
    mainImageUrl: null,
    mainImageAlt: null,
    gallery: [],
    stockStatus: 'in_stock',
    status: 'active',
    featured: false,
  },
};

/** A variant's data in a command or an event of the snake plant. */
export const variant = (variantId: string, name: string, priceAdjustment: number) => ({
  productId,
  variantId,
  name,
  priceAdjustment,
});

export const largeAdded: ProductEvent = { type: 'VariantAdded', data: variant('v-large', 'Large', 30000) };
export const smallAdded: ProductEvent = { type: 'VariantAdded', data: variant('v-small', 'Small', -10000) };
