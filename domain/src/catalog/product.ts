import { z } from 'zod';
import { type GstRateTable, type ProductTax, productTaxSchema, rateInForce } from '../invoicing/gst-rates';
import type { Decider } from '../shared/decider';
import { conflict, notFound } from '../shared/domain-error';
import { defineEvent, type EventsOf } from '../shared/event-definition';
import { parseOrRefuse } from '../shared/validation';
import type { ProductPrices } from './pricing';
import { sameDetails, sameImages } from './product-comparisons';
import {
  PRODUCT_STATUSES,
  type ProductDetails,
  type ProductDetailsInput,
  type ProductImages,
  type ProductImagesInput,
  type ProductInput,
  type ProductPricesInput,
  type ProductStatus,
  productDetailsRules,
  productImagesRules,
  productPricesRules,
  productRules,
  productStatusRule,
  STOCK_STATUSES,
  type StockStatus,
  stockStatusRule,
  type VariantInput,
} from './product-rules';
import {
  checkedVariant,
  MAX_VARIANTS,
  type ProductVariant,
  refuseVariantsBelowZero,
  TOO_MANY_VARIANTS,
  VARIANT_EXISTS,
  VARIANT_NOT_FOUND,
} from './product-variants';

export const productStreamId = (productId: string) => `product-${productId}`;
export const PRODUCT_SLUG_SCOPE = 'product-slug';
export const PRODUCT_SLUG_TAKEN = 'A product with this slug already exists';
export const PRODUCT_NOT_FOUND = 'Product not found';
export const PRODUCT_EXISTS = 'This product already exists';

// Event schemas check the shape only: the rules may tighten later, and events recorded under the old rules
// must still be readable.
const productId = z.string().min(1);
const text = z.string().nullable();
const detailsFields = {
  name: z.string(),
  slug: z.string(),
  botanicalName: text,
  description: text,
  careGuide: text,
  tags: z.array(z.string()),
  seoTitle: text,
  metaDescription: text,
  categoryId: text,
};
const pricesFields = { basePrice: z.number().int(), salePrice: z.number().int().nullable() };
const imagesFields = {
  mainImageUrl: text,
  mainImageAlt: text,
  gallery: z.array(z.object({ url: z.string(), alt: z.string() })),
};
const variantFields = {
  productId,
  variantId: z.string().min(1),
  name: z.string(),
  priceAdjustment: z.number().int(),
};
const stockStatus = z.enum(STOCK_STATUSES);
const status = z.enum(PRODUCT_STATUSES);

export const ProductCreated = defineEvent(
  'ProductCreated',
  z.object({
    productId,
    ...detailsFields,
    ...pricesFields,
    ...imagesFields,
    stockStatus,
    status,
    featured: z.boolean(),
  }),
);
/** `previousSlug` tells the command handler which slug reservation to release when the slug changed. */
export const ProductDetailsEdited = defineEvent(
  'ProductDetailsEdited',
  z.object({ productId, ...detailsFields, previousSlug: z.string() }),
);
export const ProductPriced = defineEvent('ProductPriced', z.object({ productId, ...pricesFields }));
export const ProductImagesSet = defineEvent('ProductImagesSet', z.object({ productId, ...imagesFields }));
export const VariantAdded = defineEvent('VariantAdded', z.object(variantFields));
export const VariantChanged = defineEvent('VariantChanged', z.object(variantFields));
export const VariantRemoved = defineEvent(
  'VariantRemoved',
  z.object({ productId, variantId: z.string().min(1) }),
);
export const StockStatusChanged = defineEvent('StockStatusChanged', z.object({ productId, stockStatus }));
export const ProductFeatured = defineEvent('ProductFeatured', z.object({ productId }));
export const ProductUnfeatured = defineEvent('ProductUnfeatured', z.object({ productId }));
export const ProductStatusChanged = defineEvent('ProductStatusChanged', z.object({ productId, status }));
/** From now on the product's stock is counted per size, and its stock status follows the count. */
export const StockTrackingStarted = defineEvent('StockTrackingStarted', z.object({ productId }));
/** Back to the stock status an admin sets by hand. */
export const StockTrackingStopped = defineEvent('StockTrackingStopped', z.object({ productId }));
/** How the product is taxed from now on: its HSN code and the code of its GST rate ('5', 'exempt'). */
export const ProductTaxSet = defineEvent(
  'ProductTaxSet',
  z.object({ productId, hsn: z.string(), gstRate: z.string() }),
);

export const productEvents = [
  ProductCreated,
  ProductDetailsEdited,
  ProductPriced,
  ProductImagesSet,
  VariantAdded,
  VariantChanged,
  VariantRemoved,
  StockStatusChanged,
  ProductFeatured,
  ProductUnfeatured,
  ProductStatusChanged,
  StockTrackingStarted,
  StockTrackingStopped,
  ProductTaxSet,
] as const;
export type ProductEvent = EventsOf<typeof productEvents>;

type OfProduct<Data = unknown> = { productId: string } & Data;

/** The server saves the product form as these fine-grained commands; each records nothing when unchanged. */
export type ProductCommand =
  | { type: 'CreateProduct'; data: OfProduct<ProductInput> }
  | { type: 'EditProductDetails'; data: OfProduct<ProductDetailsInput> }
  | { type: 'PriceProduct'; data: OfProduct<ProductPricesInput> }
  | { type: 'SetProductImages'; data: OfProduct<ProductImagesInput> }
  | { type: 'AddVariant'; data: OfProduct<{ variantId: string } & VariantInput> }
  | { type: 'ChangeVariant'; data: OfProduct<{ variantId: string } & VariantInput> }
  | { type: 'RemoveVariant'; data: OfProduct<{ variantId: string }> }
  | { type: 'ChangeStockStatus'; data: OfProduct<{ stockStatus: StockStatus }> }
  | { type: 'FeatureProduct'; data: OfProduct }
  | { type: 'UnfeatureProduct'; data: OfProduct }
  | { type: 'ChangeProductStatus'; data: OfProduct<{ status: ProductStatus }> }
  | { type: 'TrackStock'; data: OfProduct<{ tracked: boolean }> }
  | {
      type: 'SetProductTax';
      /** `rates` and `day` (YYYY-MM-DD, India): the rate must be one in force that day. */
      data: OfProduct<{ hsn: unknown; gstRate: unknown; rates: GstRateTable; day: string }>;
    };

export interface Product extends ProductDetails, ProductPrices, ProductImages {
  productId: string;
  variants: readonly ProductVariant[];
  stockStatus: StockStatus;
  status: ProductStatus;
  featured: boolean;
  /** Whether the shop counts its stock; otherwise its stock status is the one an admin set. */
  tracksStock: boolean;
  /** How it is taxed on invoices; null until an admin sets it. */
  tax: ProductTax | null;
}

/** Products are archived, never deleted, so the state is the product or, before it is created, nothing. */
export type ProductState = Product | null;

const stockStatusChange = z.object({ stockStatus: stockStatusRule });
const statusChange = z.object({ status: productStatusRule });

export const productDecider: Decider<ProductCommand, ProductEvent, ProductState> = {
  initialState: () => null,

  decide(command, product) {
    if (command.type === 'CreateProduct') {
      if (product) throw conflict(PRODUCT_EXISTS);
      const form = parseOrRefuse(productRules, command.data);
      return [{ type: 'ProductCreated', data: { productId: command.data.productId, ...form } }];
    }
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return decideForProduct(command, product);
  },

  evolve(product, event) {
    if (event.type === 'ProductCreated')
      return { ...event.data, variants: [], tracksStock: false, tax: null };
    return product && evolveProduct(product, event);
  },
};

function decideForProduct(
  command: Exclude<ProductCommand, { type: 'CreateProduct' }>,
  product: Product,
): ProductEvent[] {
  const { productId } = product;
  switch (command.type) {
    case 'EditProductDetails': {
      const details = parseOrRefuse(productDetailsRules, command.data);
      if (sameDetails(product, details)) return [];
      return [{ type: 'ProductDetailsEdited', data: { productId, ...details, previousSlug: product.slug } }];
    }
    case 'PriceProduct': {
      const prices = parseOrRefuse(productPricesRules, command.data);
      if (prices.basePrice === product.basePrice && prices.salePrice === product.salePrice) return [];
      refuseVariantsBelowZero(product.variants, prices);
      return [{ type: 'ProductPriced', data: { productId, ...prices } }];
    }
    case 'SetProductImages': {
      const images = parseOrRefuse(productImagesRules, command.data);
      if (sameImages(product, images)) return [];
      return [{ type: 'ProductImagesSet', data: { productId, ...images } }];
    }
    case 'AddVariant':
    case 'ChangeVariant':
    case 'RemoveVariant':
      return decideVariantCommand(command, product);
    case 'ChangeStockStatus': {
      const { stockStatus } = parseOrRefuse(stockStatusChange, command.data);
      if (stockStatus === product.stockStatus) return [];
      return [{ type: 'StockStatusChanged', data: { productId, stockStatus } }];
    }
    case 'FeatureProduct':
      return product.featured ? [] : [{ type: 'ProductFeatured', data: { productId } }];
    case 'UnfeatureProduct':
      return product.featured ? [{ type: 'ProductUnfeatured', data: { productId } }] : [];
    case 'ChangeProductStatus': {
      const { status } = parseOrRefuse(statusChange, command.data);
      if (status === product.status) return [];
      return [{ type: 'ProductStatusChanged', data: { productId, status } }];
    }
    case 'TrackStock':
      if (command.data.tracked === product.tracksStock) return [];
      return [
        { type: command.data.tracked ? 'StockTrackingStarted' : 'StockTrackingStopped', data: { productId } },
      ];
    case 'SetProductTax': {
      const { rates, day } = command.data;
      const tax = parseOrRefuse(productTaxSchema, command.data);
      rateInForce(rates, tax.gstRate, day);
      if (product.tax?.hsn === tax.hsn && product.tax.gstRate === tax.gstRate) return [];
      return [{ type: 'ProductTaxSet', data: { productId, ...tax } }];
    }
  }
}

type VariantCommand = Extract<ProductCommand, { type: 'AddVariant' | 'ChangeVariant' | 'RemoveVariant' }>;

/** A product's variants: added, changed and removed one at a time, each with its own id. */
function decideVariantCommand(command: VariantCommand, product: Product): ProductEvent[] {
  const { productId, variants } = product;
  const { variantId } = command.data;
  const existing = variants.find((variant) => variant.variantId === variantId);
  switch (command.type) {
    case 'AddVariant': {
      if (existing) throw conflict(VARIANT_EXISTS);
      if (variants.length >= MAX_VARIANTS) throw conflict(TOO_MANY_VARIANTS);
      const variant = checkedVariant(command.data, product, variantId);
      return [{ type: 'VariantAdded', data: { productId, variantId, ...variant } }];
    }
    case 'ChangeVariant': {
      if (!existing) throw notFound(VARIANT_NOT_FOUND);
      const variant = checkedVariant(command.data, product, variantId);
      if (variant.name === existing.name && variant.priceAdjustment === existing.priceAdjustment) return [];
      return [{ type: 'VariantChanged', data: { productId, variantId, ...variant } }];
    }
    case 'RemoveVariant':
      if (!existing) throw notFound(VARIANT_NOT_FOUND);
      return [{ type: 'VariantRemoved', data: { productId, variantId } }];
  }
}

function evolveProduct(product: Product, event: Exclude<ProductEvent, { type: 'ProductCreated' }>): Product {
  switch (event.type) {
    case 'ProductDetailsEdited': {
      const { previousSlug: _released, ...details } = event.data;
      return { ...product, ...details };
    }
    case 'ProductPriced':
    case 'ProductImagesSet':
    case 'StockStatusChanged':
    case 'ProductStatusChanged':
      return { ...product, ...event.data };
    case 'VariantAdded': {
      const { productId: _product, ...variant } = event.data;
      return { ...product, variants: [...product.variants, variant] };
    }
    case 'VariantChanged': {
      const { productId: _product, ...changed } = event.data;
      const variants = product.variants.map((v) => (v.variantId === changed.variantId ? changed : v));
      return { ...product, variants };
    }
    case 'VariantRemoved': {
      const variants = product.variants.filter((v) => v.variantId !== event.data.variantId);
      return { ...product, variants };
    }
    case 'ProductFeatured':
      return { ...product, featured: true };
    case 'ProductUnfeatured':
      return { ...product, featured: false };
    case 'StockTrackingStarted':
      return { ...product, tracksStock: true };
    case 'StockTrackingStopped':
      return { ...product, tracksStock: false };
    case 'ProductTaxSet':
      return { ...product, tax: { hsn: event.data.hsn, gstRate: event.data.gstRate } };
  }
}
