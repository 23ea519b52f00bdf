import {
  MAIN_IMAGE_ALT_REQUIRED,
  type ProductInput,
  type ProductStatus,
  productRules,
  SALE_NOT_BELOW_BASE,
  type StockStatus,
  type VariantInput,
} from '@verdant/domain/catalog/product-rules';
import { variantListErrors } from '@verdant/domain/catalog/product-variants';
import { type ProductTax, productTaxSchema } from '@verdant/domain/invoicing/gst-rates';
import { fieldErrorsFromIssues } from '@verdant/domain/shared/field-errors';
import { paiseToRupees, rupeesToPaise } from '@verdant/domain/shared/money';
import type { CheckedForm, ShopForm } from '@verdant/web-kit';
import type { ProductDetail } from './product';

export interface GalleryImage {
  url: string;
  alt: string;
}

export interface VariantRow {
  /** The saved variant's id; absent for a row added in this form. */
  variantId?: string;
  name: string;
  priceAdjustment: string;
}

/** What the form holds: prices as the rupees typed, tags as one comma separated line. */
export interface ProductFormValues {
  name: string;
  slug: string;
  botanicalName: string;
  description: string;
  careGuide: string;
  tags: string;
  categoryId: string;
  basePrice: string;
  salePrice: string;
  stockStatus: StockStatus;
  status: ProductStatus;
  featured: boolean;
  mainImageUrl: string;
  mainImageAlt: string;
  gallery: GalleryImage[];
  seoTitle: string;
  metaDescription: string;
  variants: VariantRow[];
  hsn: string;
  /** The code of the rate ('18', 'exempt'); empty until one is chosen. */
  gstRate: string;
}

type ProductFieldErrors = Record<string, string>;

export interface ProductSubmission {
  product: ProductInput;
  variants: (VariantInput & { id?: string })[];
  tax: ProductTax;
}

export type ProductForm = ShopForm<ProductFormValues, ProductSubmission>;

/** The parts of a saved product the form edits. */
export type EditableProduct = Pick<
  ProductDetail,
  | 'name'
  | 'slug'
  | 'botanicalName'
  | 'description'
  | 'careGuide'
  | 'tags'
  | 'categoryId'
  | 'basePrice'
  | 'salePrice'
  | 'stockStatus'
  | 'status'
  | 'isFeatured'
  | 'mainImageUrl'
  | 'mainImageAlt'
  | 'gallery'
  | 'seoTitle'
  | 'metaDescription'
  | 'variants'
  | 'tax'
>;

export const newVariantRow = (): VariantRow => ({ name: '', priceAdjustment: '0' });

/** A blank form starts in stock, active and not featured. */
export function initialProductForm(product?: EditableProduct): ProductFormValues {
  if (!product) {
    return {
      name: '',
      slug: '',
      botanicalName: '',
      description: '',
      careGuide: '',
      tags: '',
      categoryId: '',
      basePrice: '',
      salePrice: '',
      stockStatus: 'in_stock',
      status: 'active',
      featured: false,
      mainImageUrl: '',
      mainImageAlt: '',
      gallery: [],
      seoTitle: '',
      metaDescription: '',
      variants: [],
      hsn: '',
      gstRate: '',
    };
  }
  return {
    name: product.name,
    slug: product.slug,
    botanicalName: product.botanicalName ?? '',
    description: product.description ?? '',
    careGuide: product.careGuide ?? '',
    tags: product.tags.join(', '),
    categoryId: product.categoryId ?? '',
    basePrice: paiseToRupees(product.basePrice),
    salePrice: product.salePrice === null ? '' : paiseToRupees(product.salePrice),
    stockStatus: product.stockStatus,
    status: product.status,
    featured: product.isFeatured,
    mainImageUrl: product.mainImageUrl ?? '',
    mainImageAlt: product.mainImageAlt ?? '',
    gallery: product.gallery.map(({ url, alt }) => ({ url, alt })),
    seoTitle: product.seoTitle ?? '',
    metaDescription: product.metaDescription ?? '',
    variants: product.variants.map((variant) => ({
      variantId: variant.variantId,
      name: variant.name,
      priceAdjustment: paiseToRupees(variant.priceAdjustment),
    })),
    // A product saved before products had a tax starts with empty fields, to be filled at this save.
    hsn: product.tax?.hsn ?? '',
    gstRate: product.tax?.gstRate ?? '',
  };
}

/** Rupees typed in a price field as paise; blank is left for the rules to call required or absent. */
function readPaise(
  text: string,
  field: string,
  errors: ProductFieldErrors,
  options?: { allowNegative: boolean },
): number | undefined {
  if (text.trim() === '') return undefined;
  try {
    return rupeesToPaise(text, options);
  } catch (error) {
    errors[field] = error instanceof RangeError ? error.message : String(error);
    return undefined;
  }
}

/** The tags are typed as one line: a message about one of them belongs to that line. */
function tagsAsOneField(errors: ProductFieldErrors): ProductFieldErrors {
  const merged: ProductFieldErrors = {};
  for (const [field, message] of Object.entries(errors))
    merged[/^tags\.\d+$/.test(field) ? 'tags' : field] ??= message;
  return merged;
}

/** The domain's own rules, so the form says exactly what the server would, before anything is sent. */
export function checkProductForm(values: ProductFormValues): CheckedForm<ProductSubmission> {
  const errors: ProductFieldErrors = {};
  const basePrice = readPaise(values.basePrice, 'basePrice', errors);
  const salePrice = readPaise(values.salePrice, 'salePrice', errors);
  const candidate = {
    name: values.name,
    slug: values.slug,
    botanicalName: values.botanicalName,
    description: values.description,
    careGuide: values.careGuide,
    tags: values.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    categoryId: values.categoryId,
    // Blank is left to the rules ('Base price is required'); an unreadable amount already has its message.
    basePrice,
    salePrice: salePrice ?? null,
    mainImageUrl: values.mainImageUrl,
    mainImageAlt: values.mainImageAlt,
    gallery: values.gallery,
    stockStatus: values.stockStatus,
    status: values.status,
    featured: values.featured,
    seoTitle: values.seoTitle,
    metaDescription: values.metaDescription,
  };
  const parsed = productRules.safeParse(candidate);
  if (!parsed.success) {
    Object.assign(errors, { ...tagsAsOneField(fieldErrorsFromIssues(parsed.error.issues)), ...errors });
    // zod skips the cross-field rules while any field fails; say everything wrong in one go.
    if (values.mainImageUrl && !values.mainImageAlt.trim()) errors.mainImageAlt ??= MAIN_IMAGE_ALT_REQUIRED;
    if (basePrice !== undefined && salePrice !== undefined && salePrice >= basePrice) {
      errors.salePrice ??= SALE_NOT_BELOW_BASE;
    }
  }

  const variants = values.variants.map((row, index) => {
    const priceAdjustment =
      readPaise(row.priceAdjustment, `variants.${index}.priceAdjustment`, errors, { allowNegative: true }) ??
      0;
    return { ...(row.variantId ? { id: row.variantId } : {}), name: row.name, priceAdjustment };
  });
  // The whole list at once, as the server checks it: a name used twice, a row taking the price below ₹0.
  const prices = basePrice === undefined ? null : { basePrice, salePrice: salePrice ?? null };
  for (const [field, message] of Object.entries(variantListErrors(prices, variants))) {
    errors[field] ??= message;
  }

  // Every product must be invoiceable, so the tax is required here though the API takes a product without.
  const tax = productTaxSchema.safeParse({ hsn: values.hsn, gstRate: values.gstRate });
  if (!tax.success) {
    for (const [field, message] of Object.entries(fieldErrorsFromIssues(tax.error.issues))) {
      errors[field] ??= message;
    }
  }

  if (!parsed.success || !tax.success || Object.keys(errors).length > 0) return { ok: false, errors };
  // The parsed form: trimmed, with empty optional values (SEO fields, category) as null, the HSN code unspaced.
  return { ok: true, data: { product: parsed.data, variants, tax: tax.data } };
}

/** The server keys the product's field errors as `product.name`; the form's fields are named `name`. */
export function productFieldErrors(serverErrors: Record<string, string>): ProductFieldErrors {
  const errors: ProductFieldErrors = {};
  for (const [key, message] of Object.entries(serverErrors)) {
    errors[key.startsWith('product.') ? key.slice('product.'.length) : key] = message;
  }
  return errors;
}
