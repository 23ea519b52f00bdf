import { z } from 'zod';
import { blankAsNull } from '../shared/validation';
import { slugPattern } from './category-rules';
import { PRODUCT_STATUSES, STOCK_STATUSES } from './product-statuses';

export { PRODUCT_STATUSES, type ProductStatus, STOCK_STATUSES, type StockStatus } from './product-statuses';

export const MAX_GALLERY_IMAGES = 5;
export const MAX_TAGS = 20;
export const ALT_TEXT_MAX_LENGTH = 125;
export const SEO_TITLE_MAX_LENGTH = 100;
export const META_DESCRIPTION_MAX_LENGTH = 160;
/** ₹10,00,000: far above any plant, and low enough that a line of many items stays an exact integer. */
export const MAX_PRICE = 100_000_000;
export const SALE_NOT_BELOW_BASE = 'Sale price must be lower than the base price';
export const TOO_MANY_GALLERY_IMAGES = 'Maximum 5 gallery images allowed';
export const MAIN_IMAGE_ALT_REQUIRED = 'Main image alt text is required';

const GALLERY_ALT_SUFFIX = ' - additional view';
/** The alt text a new gallery image starts with: the product's name, then ' - additional view'. */
export const defaultGalleryAlt = (productName: string) => `${productName.trim()}${GALLERY_ALT_SUFFIX}`;

const maxText = (label: string, maxLength: number) =>
  z.string().trim().max(maxLength, `${label} must be at most ${maxLength} characters`);
const requiredText = (label: string, maxLength: number) =>
  maxText(label, maxLength).min(1, `${label} is required`);

const isHttpsUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
};
// Path segments may not start with a dot, so '/uploads/../secrets' is not an upload.
/** Uploaded images (/uploads/...) and the artwork bundled with the storefront (/images/...). */
const shopImagePath = /^\/(?:uploads|images)(?:\/[\w-]+(?:\.[\w-]+)*)+$/;

/** Where an image may live: a secure web address, or a file uploaded to the shop's own storage. */
export const imageUrlRule = z
  .string()
  .trim()
  .max(2048, 'Image URL is too long')
  .refine(
    (url) => !/\s/.test(url) && (isHttpsUrl(url) || shopImagePath.test(url)),
    'Image URL must be a secure web address (https://...) or an image of the shop',
  );

const altTextRule = maxText('Alt text', ALT_TEXT_MAX_LENGTH);

/** Tags are compared without case, so 'Pet Friendly' and 'pet friendly' are one tag; the first spelling stays. */
function distinctTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const detailsShape = {
  // 100 leaves room for the default gallery alt text (name + ' - additional view') within 125 characters.
  name: requiredText('Name', 100),
  slug: requiredText('Slug', 100).regex(
    slugPattern,
    'Slug may contain only lowercase letters, numbers and single hyphens',
  ),
  botanicalName: blankAsNull(maxText('Botanical name', 100)),
  description: blankAsNull(maxText('Description', 5000)),
  careGuide: blankAsNull(maxText('Care guide', 5000)),
  tags: z
    .array(maxText('Each tag', 40))
    .default([])
    .transform(distinctTags)
    .pipe(z.array(z.string()).max(MAX_TAGS, `At most ${MAX_TAGS} tags are allowed`)),
  seoTitle: blankAsNull(maxText('SEO title', SEO_TITLE_MAX_LENGTH)),
  metaDescription: blankAsNull(maxText('Meta description', META_DESCRIPTION_MAX_LENGTH)),
  categoryId: blankAsNull(maxText('Category', 100)),
};

const priceRule = (label: string) =>
  z
    .number({
      error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be a number`),
    })
    .int(`${label} must be a whole number of paise`)
    .positive(`${label} must be greater than 0`)
    .max(MAX_PRICE, `${label} must be at most ₹10,00,000`);

const pricesShape = {
  basePrice: priceRule('Base price'),
  salePrice: priceRule('Sale price')
    .nullish()
    .transform((price) => price ?? null),
};

const imagesShape = {
  mainImageUrl: blankAsNull(imageUrlRule),
  mainImageAlt: blankAsNull(altTextRule),
  gallery: z
    .array(z.object({ url: imageUrlRule, alt: altTextRule.min(1, 'Alt text is required') }))
    .max(MAX_GALLERY_IMAGES, TOO_MANY_GALLERY_IMAGES)
    .default([]),
};

type Prices = { basePrice: number; salePrice: number | null };
type Images = { mainImageUrl: string | null; mainImageAlt: string | null };

function checkSaleBelowBase({ basePrice, salePrice }: Prices, context: z.RefinementCtx) {
  if (salePrice !== null && salePrice >= basePrice) {
    context.addIssue({ code: 'custom', message: SALE_NOT_BELOW_BASE, path: ['salePrice'] });
  }
}

function checkMainImageAlt({ mainImageUrl, mainImageAlt }: Images, context: z.RefinementCtx) {
  if (mainImageUrl !== null && mainImageAlt === null) {
    context.addIssue({ code: 'custom', message: MAIN_IMAGE_ALT_REQUIRED, path: ['mainImageAlt'] });
  }
}

/** Alt text describes an image; once the image is removed the form may still hold it, and it means nothing. */
const withoutOrphanAlt = <Value extends Images>(images: Value): Value =>
  images.mainImageUrl === null ? { ...images, mainImageAlt: null } : images;

/** Name, slug, texts, tags, SEO fields and category; empty values become null. */
export const productDetailsRules = z.object(detailsShape);

/** Base price required; sale price optional and below it. Both in paise. */
export const productPricesRules = z.object(pricesShape).superRefine(checkSaleBelowBase);

/** The main image with its alt text, and up to 5 gallery images, each with its own alt text. */
export const productImagesRules = z
  .object(imagesShape)
  .superRefine(checkMainImageAlt)
  .transform(withoutOrphanAlt);

export const stockStatusRule = z.enum(STOCK_STATUSES, {
  error: 'Stock status must be in stock, low stock or out of stock',
});
export const productStatusRule = z.enum(PRODUCT_STATUSES, {
  error: 'Status must be active, draft or archived',
});

/**
 * The whole product form, as the admin saves it. A new product is in stock, active and not featured unless
 * the form says otherwise.
 */
export const productRules = z
  .object({
    ...detailsShape,
    ...pricesShape,
    ...imagesShape,
    stockStatus: stockStatusRule.default('in_stock'),
    status: productStatusRule.default('active'),
    featured: z.boolean().default(false),
  })
  .superRefine((product, context) => {
    checkSaleBelowBase(product, context);
    checkMainImageAlt(product, context);
  })
  .transform(withoutOrphanAlt);

/** A size or other option of a product; its price adjustment in paise may be negative. */
export const variantRules = z.object({
  name: requiredText('Variant name', 50),
  priceAdjustment: z
    .number({ error: 'Price adjustment must be a number' })
    .int('Price adjustment must be a whole number of paise')
    .min(-MAX_PRICE, 'Price adjustment must be at most ₹10,00,000 either way')
    .max(MAX_PRICE, 'Price adjustment must be at most ₹10,00,000 either way')
    .default(0),
});

export type ProductInput = z.input<typeof productRules>;
/** The whole product as its rules leave it: trimmed, with its defaults filled in. */
export type CheckedProduct = z.output<typeof productRules>;
export type ProductDetailsInput = z.input<typeof productDetailsRules>;
export type ProductDetails = z.output<typeof productDetailsRules>;
export type ProductPricesInput = z.input<typeof productPricesRules>;
export type ProductImagesInput = z.input<typeof productImagesRules>;
export type ProductImages = z.output<typeof productImagesRules>;
export type VariantInput = z.input<typeof variantRules>;
export type Variant = z.output<typeof variantRules>;
