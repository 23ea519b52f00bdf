import { describe, expect, it } from 'vitest';
import {
  checkProductForm,
  type EditableProduct,
  initialProductForm,
  type ProductFormValues,
  productFieldErrors,
} from './product-form-values';

const form = (changes: Partial<ProductFormValues>): ProductFormValues => ({
  ...initialProductForm(),
  name: 'Snake Plant',
  slug: 'snake-plant',
  basePrice: '499.50',
  hsn: '0602',
  gstRate: 'exempt',
  ...changes,
});

describe('the product form', () => {
  it('starts in stock, active and not featured', () => {
    expect(initialProductForm()).toMatchObject({
      stockStatus: 'in_stock',
      status: 'active',
      featured: false,
    });
  });

  it('sends prices as paise, tags as a list, and empty optional values as none', () => {
    const checked = checkProductForm(
      form({
        salePrice: '399',
        tags: ' pet friendly, low light ,, ',
        seoTitle: '  ',
        variants: [{ name: 'Large', priceAdjustment: '-50.25' }],
      }),
    );
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.data.product).toMatchObject({
      basePrice: 49950,
      salePrice: 39900,
      tags: ['pet friendly', 'low light'],
      seoTitle: null,
      metaDescription: null,
      categoryId: null,
    });
    expect(checked.data.variants).toEqual([{ name: 'Large', priceAdjustment: -5025 }]);
  });

  it('refuses with the domain’s messages, keyed by the form’s field names', () => {
    const checked = checkProductForm(
      form({
        name: '',
        basePrice: '',
        salePrice: '1.999',
        mainImageUrl: '/uploads/a.png',
        variants: [{ variantId: 'v1', name: ' ', priceAdjustment: '5' }],
      }),
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        basePrice: 'Base price is required',
        salePrice: 'Amount can have at most 2 decimal places',
        mainImageAlt: 'Main image alt text is required',
        'variants.0.name': 'Variant name is required',
      },
    });
  });

  it('says what is wrong with one tag under the line of tags', () => {
    const checked = checkProductForm(form({ tags: `low light, ${'x'.repeat(41)}, ${'y'.repeat(42)}` }));
    expect(checked).toEqual({ ok: false, errors: { tags: 'Each tag must be at most 40 characters' } });
  });

  it('sends a saved variant with its id, to keep it', () => {
    const checked = checkProductForm(
      form({ variants: [{ variantId: 'v1', name: 'Small', priceAdjustment: '0' }] }),
    );
    expect(checked.ok && checked.data.variants).toEqual([{ id: 'v1', name: 'Small', priceAdjustment: 0 }]);
  });

  it('checks the variants as one list, as the server does, before anything is sent', () => {
    const checked = checkProductForm(
      form({
        basePrice: '499',
        salePrice: '299',
        variants: [
          { name: 'Large', priceAdjustment: '100' },
          { name: 'large', priceAdjustment: '0' },
          { name: 'Tiny', priceAdjustment: '-299.01' },
        ],
      }),
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        'variants.1.name': 'This product already has a variant named Large',
        'variants.2.priceAdjustment': 'Price adjustment cannot take the price below ₹0',
      },
    });
  });

  it('reads an existing product back into rupees', () => {
    const saved: EditableProduct = {
      name: 'Pothos',
      slug: 'pothos',
      botanicalName: null,
      description: null,
      careGuide: null,
      tags: ['trailing'],
      seoTitle: null,
      metaDescription: null,
      categoryId: null,
      basePrice: 29900,
      salePrice: null,
      mainImageUrl: null,
      mainImageAlt: null,
      gallery: [],
      variants: [{ variantId: 'v1', name: 'Small', priceAdjustment: -5000 }],
      stockStatus: 'low_stock',
      status: 'draft',
      isFeatured: true,
      tax: { hsn: '06029090', gstRate: '5' },
    };
    expect(initialProductForm(saved)).toMatchObject({
      basePrice: '299.00',
      salePrice: '',
      tags: 'trailing',
      stockStatus: 'low_stock',
      status: 'draft',
      featured: true,
      variants: [{ variantId: 'v1', name: 'Small', priceAdjustment: '-50.00' }],
      hsn: '06029090',
      gstRate: '5',
    });
    // Saved before products had a tax: empty fields, which this save must fill.
    const untaxed = initialProductForm({ ...saved, tax: null });
    expect({ hsn: untaxed.hsn, gstRate: untaxed.gstRate }).toEqual({ hsn: '', gstRate: '' });
    expect(checkProductForm(untaxed)).toEqual({
      ok: false,
      errors: { hsn: 'An HSN code is 4, 6 or 8 digits', gstRate: 'Please choose the GST rate' },
    });
  });

  it('sends the tax with the product, the HSN code without its spaces', () => {
    const checked = checkProductForm(form({ hsn: ' 0602 90 ', gstRate: '5' }));
    expect(checked.ok && checked.data.tax).toEqual({ hsn: '060290', gstRate: '5' });
  });

  it('requires an HSN code of 4, 6 or 8 digits and a GST rate, with the rest of the form’s messages', () => {
    for (const hsn of ['', '123', '06021', '0602a', '123456789']) {
      expect(checkProductForm(form({ hsn }))).toEqual({
        ok: false,
        errors: { hsn: 'An HSN code is 4, 6 or 8 digits' },
      });
    }
    expect(checkProductForm(form({ name: '', gstRate: '' }))).toEqual({
      ok: false,
      errors: { name: 'Name is required', gstRate: 'Please choose the GST rate' },
    });
  });

  it('places the server’s product field errors under the form’s fields', () => {
    expect(
      productFieldErrors({
        'product.slug': 'taken',
        'variants.1.name': 'too long',
        gstRate: '12% is not a GST rate in force',
      }),
    ).toEqual({ slug: 'taken', 'variants.1.name': 'too long', gstRate: '12% is not a GST rate in force' });
  });
});
