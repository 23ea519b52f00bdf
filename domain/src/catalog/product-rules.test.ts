import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DomainError } from '../shared/domain-error';
import { parseOrRefuse } from '../shared/validation';
import {
  defaultGalleryAlt,
  imageUrlRule,
  MAIN_IMAGE_ALT_REQUIRED,
  productDetailsRules,
  productImagesRules,
  productPricesRules,
  productRules,
  SALE_NOT_BELOW_BASE,
  TOO_MANY_GALLERY_IMAGES,
  variantRules,
} from './product-rules';

/** The field messages a form shows for this input, exactly as the API and the decider refuse it. */
function fieldErrors(rules: z.ZodType, input: unknown): Record<string, string> {
  try {
    parseOrRefuse(rules, input);
  } catch (error) {
    if (error instanceof DomainError) return { ...error.fieldErrors };
    throw error;
  }
  return {};
}

const monstera = { name: 'Monstera Deliciosa', slug: 'monstera-deliciosa', basePrice: 89900 };
const photo = (n: number) => ({ url: `/uploads/product-images/gallery-${n}.webp`, alt: `Leaf ${n}` });

describe('product rules', () => {
  describe('the whole form', () => {
    it('makes a new product in stock, active and not featured, with every optional field empty', () => {
      expect(productRules.parse(monstera)).toEqual({
        ...monstera,
        botanicalName: null,
        description: null,
        careGuide: null,
        tags: [],
        seoTitle: null,
        metaDescription: null,
        categoryId: null,
        salePrice: null,
        mainImageUrl: null,
        mainImageAlt: null,
        gallery: [],
        stockStatus: 'in_stock',
        status: 'active',
        featured: false,
      });
    });

    it('saves empty SEO values, texts and category as null, and trims what is kept', () => {
      const parsed = productRules.parse({
        ...monstera,
        name: '  Monstera Deliciosa ',
        botanicalName: ' Monstera deliciosa ',
        description: '   ',
        careGuide: '',
        seoTitle: ' ',
        metaDescription: '',
        categoryId: '',
      });
      expect(parsed).toMatchObject({
        name: 'Monstera Deliciosa',
        botanicalName: 'Monstera deliciosa',
        description: null,
        careGuide: null,
        seoTitle: null,
        metaDescription: null,
        categoryId: null,
      });
    });

    it('requires name, slug and base price', () => {
      expect(fieldErrors(productRules, { name: ' ', slug: '' })).toEqual({
        name: 'Name is required',
        slug: 'Slug is required',
        basePrice: 'Base price is required',
      });
    });

    it('shows the price and image messages together with those of the other fields', () => {
      expect(
        fieldErrors(productRules, {
          ...monstera,
          name: '',
          salePrice: 89900,
          mainImageUrl: '/uploads/a.webp',
        }),
      ).toEqual({
        name: 'Name is required',
        salePrice: SALE_NOT_BELOW_BASE,
        mainImageAlt: MAIN_IMAGE_ALT_REQUIRED,
      });
    });

    it('refuses an unknown stock status or status', () => {
      expect(fieldErrors(productRules, { ...monstera, stockStatus: 'plenty', status: 'hidden' })).toEqual({
        stockStatus: 'Stock status must be in stock, low stock or out of stock',
        status: 'Status must be active, draft or archived',
      });
    });
  });

  describe('details', () => {
    it('uses the category slug rules for the slug', () => {
      expect(fieldErrors(productDetailsRules, { ...monstera, slug: 'Monstera Deliciosa' })).toEqual({
        slug: 'Slug may contain only lowercase letters, numbers and single hyphens',
      });
    });

    it('keeps the name short enough for the default gallery alt text to fit its limit', () => {
      expect(fieldErrors(productDetailsRules, { ...monstera, name: 'a'.repeat(101) })).toEqual({
        name: 'Name must be at most 100 characters',
      });
      expect(defaultGalleryAlt('a'.repeat(100)).length).toBeLessThanOrEqual(125);
    });

    it('caps the SEO title at 100 characters and the meta description at 160', () => {
      expect(productDetailsRules.parse({ ...monstera, seoTitle: 's'.repeat(100) }).seoTitle).toHaveLength(
        100,
      );
      expect(
        fieldErrors(productDetailsRules, {
          ...monstera,
          seoTitle: 's'.repeat(101),
          metaDescription: 'm'.repeat(161),
        }),
      ).toEqual({
        seoTitle: 'SEO title must be at most 100 characters',
        metaDescription: 'Meta description must be at most 160 characters',
      });
    });

    it('trims tags, drops empty ones and keeps the first spelling of each', () => {
      expect(
        productDetailsRules.parse({ ...monstera, tags: [' Pet Friendly ', 'low light', '', 'pet friendly'] })
          .tags,
      ).toEqual(['Pet Friendly', 'low light']);
    });

    it('allows 20 distinct tags, counted after removing repeats, and no more', () => {
      const twenty = Array.from({ length: 20 }, (_, n) => `tag-${n}`);
      expect(productDetailsRules.parse({ ...monstera, tags: [...twenty, 'TAG-0'] }).tags).toEqual(twenty);
      expect(fieldErrors(productDetailsRules, { ...monstera, tags: [...twenty, 'one more'] })).toEqual({
        tags: 'At most 20 tags are allowed',
      });
    });

    it('caps each tag at 40 characters', () => {
      expect(fieldErrors(productDetailsRules, { ...monstera, tags: ['t'.repeat(41)] })).toEqual({
        'tags.0': 'Each tag must be at most 40 characters',
      });
    });
  });

  describe('prices', () => {
    it('takes an optional sale price, none meaning not on sale', () => {
      expect(productPricesRules.parse({ basePrice: 89900 })).toEqual({ basePrice: 89900, salePrice: null });
      expect(productPricesRules.parse({ basePrice: 89900, salePrice: 69900 })).toEqual({
        basePrice: 89900,
        salePrice: 69900,
      });
    });

    it('refuses a sale price that is not lower than the base price', () => {
      expect(fieldErrors(productPricesRules, { basePrice: 89900, salePrice: 89900 })).toEqual({
        salePrice: SALE_NOT_BELOW_BASE,
      });
      expect(fieldErrors(productPricesRules, { basePrice: 89900, salePrice: 99900 })).toEqual({
        salePrice: SALE_NOT_BELOW_BASE,
      });
    });

    it('refuses prices that are zero, negative, fractions of a paisa, not numbers or too large', () => {
      expect(fieldErrors(productPricesRules, { basePrice: 0, salePrice: -1 })).toEqual({
        basePrice: 'Base price must be greater than 0',
        salePrice: 'Sale price must be greater than 0',
      });
      expect(fieldErrors(productPricesRules, { basePrice: 499.5 })).toEqual({
        basePrice: 'Base price must be a whole number of paise',
      });
      expect(fieldErrors(productPricesRules, { basePrice: '499' })).toEqual({
        basePrice: 'Base price must be a number',
      });
      expect(fieldErrors(productPricesRules, { basePrice: Number.NaN })).toEqual({
        basePrice: 'Base price must be a number',
      });
      expect(fieldErrors(productPricesRules, { basePrice: 100_000_001 })).toEqual({
        basePrice: 'Base price must be at most ₹10,00,000',
      });
    });
  });

  describe('images', () => {
    it('requires alt text once there is a main image, up to 125 characters', () => {
      expect(fieldErrors(productImagesRules, { mainImageUrl: '/uploads/m.webp', mainImageAlt: ' ' })).toEqual(
        {
          mainImageAlt: MAIN_IMAGE_ALT_REQUIRED,
        },
      );
      expect(
        fieldErrors(productImagesRules, { mainImageUrl: '/uploads/m.webp', mainImageAlt: 'a'.repeat(126) }),
      ).toEqual({ mainImageAlt: 'Alt text must be at most 125 characters' });
    });

    it('forgets alt text left behind by a removed main image', () => {
      expect(productImagesRules.parse({ mainImageUrl: '', mainImageAlt: 'A monstera leaf' })).toEqual({
        mainImageUrl: null,
        mainImageAlt: null,
        gallery: [],
      });
    });

    it('allows 5 gallery images and refuses a sixth', () => {
      const five = [1, 2, 3, 4, 5].map(photo);
      expect(productImagesRules.parse({ gallery: five }).gallery).toEqual(five);
      expect(fieldErrors(productImagesRules, { gallery: [...five, photo(6)] })).toEqual({
        gallery: TOO_MANY_GALLERY_IMAGES,
      });
    });

    it('requires alt text on every gallery image', () => {
      expect(fieldErrors(productImagesRules, { gallery: [{ ...photo(1), alt: ' ' }] })).toEqual({
        'gallery.0.alt': 'Alt text is required',
      });
    });

    it("starts a new gallery image's alt text from the product name", () => {
      expect(defaultGalleryAlt(' Snake Plant ')).toBe('Snake Plant - additional view');
    });
  });

  describe('image addresses', () => {
    it.each([
      'https://images.example.com/monstera.webp',
      '/uploads/1717000000-monstera.webp',
      '/uploads/product-images/gallery-1717000000-monstera.webp',
      '/images/plants/monstera-deliciosa.svg',
    ])('accepts %s', (url) => {
      expect(imageUrlRule.parse(` ${url} `)).toBe(url);
    });

    it.each([
      'http://images.example.com/monstera.webp',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/uploads/../config.json',
      '/uploads/.hidden',
      '/uploads/',
      '/static/monstera.webp',
      '/images/../events.sqlite',
      'https://example.com/my plant.webp',
    ])('refuses %s', (url) => {
      expect(fieldErrors(imageUrlRule, url)).toEqual({
        form: 'Image URL must be a secure web address (https://...) or an image of the shop',
      });
    });
  });

  describe('variants', () => {
    it('takes a name and a price adjustment in paise that may be negative, default none', () => {
      expect(variantRules.parse({ name: ' Large ', priceAdjustment: 30000 })).toEqual({
        name: 'Large',
        priceAdjustment: 30000,
      });
      expect(variantRules.parse({ name: 'Small', priceAdjustment: -10000 }).priceAdjustment).toBe(-10000);
      expect(variantRules.parse({ name: 'Medium' }).priceAdjustment).toBe(0);
    });

    it('requires a name and a whole number of paise', () => {
      expect(fieldErrors(variantRules, { name: '', priceAdjustment: 0.5 })).toEqual({
        name: 'Variant name is required',
        priceAdjustment: 'Price adjustment must be a whole number of paise',
      });
      expect(fieldErrors(variantRules, { name: 'Huge', priceAdjustment: -100_000_001 })).toEqual({
        priceAdjustment: 'Price adjustment must be at most ₹10,00,000 either way',
      });
    });
  });
});
