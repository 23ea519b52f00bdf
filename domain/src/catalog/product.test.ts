import { describe, expect, it } from 'vitest';
import { DEFAULT_GST_RATES } from '../invoicing/gst-rates';
import { foldEvents } from '../shared/decider';
import { deciderSpecification } from '../shared/testing/decider-specification';
import {
  PRODUCT_EXISTS,
  PRODUCT_NOT_FOUND,
  type ProductCommand,
  type ProductEvent,
  productDecider,
  productEvents,
} from './product';
import { MAIN_IMAGE_ALT_REQUIRED, SALE_NOT_BELOW_BASE, TOO_MANY_GALLERY_IMAGES } from './product-rules';

const spec = deciderSpecification(productDecider);
const productId = 'p-1';

const details = {
  name: 'Monstera Deliciosa',
  slug: 'monstera-deliciosa',
  botanicalName: 'Monstera deliciosa',
  description: 'Big, split leaves.',
  careGuide: 'Bright, indirect light.',
  tags: ['air-purifying', 'large'],
  seoTitle: null,
  metaDescription: null,
  categoryId: 'c-indoor',
};
const noImages = { mainImageUrl: null, mainImageAlt: null, gallery: [] };
const created: ProductEvent = {
  type: 'ProductCreated',
  data: {
    productId,
    ...details,
    basePrice: 89900,
    salePrice: null,
    ...noImages,
    stockStatus: 'in_stock',
    status: 'active',
    featured: false,
  },
};
const images = {
  mainImageUrl: '/uploads/product-images/monstera.webp',
  mainImageAlt: 'A monstera in a terracotta pot',
  gallery: [
    { url: '/uploads/product-images/gallery-leaf.webp', alt: 'Monstera Deliciosa - additional view' },
  ],
};

describe('product', () => {
  describe('create', () => {
    it('records a new product in stock, active and not featured, with blank fields as null', () => {
      spec
        .given([])
        .when({
          type: 'CreateProduct',
          data: { productId, ...details, seoTitle: ' ', metaDescription: '', basePrice: 89900 },
        })
        .thenEvents([created]);
    });

    it('records the stock status, status, featuring, sale price and images the form gives', () => {
      spec
        .given([])
        .when({
          type: 'CreateProduct',
          data: {
            productId,
            ...details,
            basePrice: 89900,
            salePrice: 69900,
            ...images,
            stockStatus: 'low_stock',
            status: 'draft',
            featured: true,
          },
        })
        .thenEvents([
          {
            type: 'ProductCreated',
            data: {
              ...created.data,
              salePrice: 69900,
              ...images,
              stockStatus: 'low_stock',
              status: 'draft',
              featured: true,
            },
          },
        ]);
    });

    it('refuses a form that breaks the rules, naming each field', () => {
      spec
        .given([])
        .when({
          type: 'CreateProduct',
          data: { productId, name: '', slug: 'monstera', basePrice: 89900, salePrice: 99900 },
        })
        .thenRefused('invalid', 'Name is required', {
          name: 'Name is required',
          salePrice: SALE_NOT_BELOW_BASE,
        });
    });

    it('refuses to create the same product twice', () => {
      spec
        .given([created])
        .when({ type: 'CreateProduct', data: { productId, ...details, basePrice: 89900 } })
        .thenRefused('conflict', PRODUCT_EXISTS);
    });
  });

  describe('edit details', () => {
    const renamed = {
      ...details,
      name: 'Swiss Cheese Plant',
      slug: 'swiss-cheese-plant',
      seoTitle: 'Swiss Cheese Plant | Verdant',
      categoryId: null,
    };
    const edited: ProductEvent = {
      type: 'ProductDetailsEdited',
      data: { productId, ...renamed, previousSlug: 'monstera-deliciosa' },
    };

    it('records the new details with the slug they replace', () => {
      spec
        .given([created])
        .when({ type: 'EditProductDetails', data: { productId, ...renamed, categoryId: '' } })
        .thenEvents([edited]);
    });

    it('records nothing when nothing changed', () => {
      spec
        .given([created])
        .when({
          type: 'EditProductDetails',
          data: { productId, ...details, seoTitle: '', tags: [' air-purifying ', 'large', 'Large'] },
        })
        .thenNothingHappens();
      spec
        .given([created, edited])
        .when({ type: 'EditProductDetails', data: { productId, ...renamed } })
        .thenNothingHappens();
    });

    it('records a change of tags alone', () => {
      spec
        .given([created])
        .when({
          type: 'EditProductDetails',
          data: { productId, ...details, tags: ['large', 'air-purifying'] },
        })
        .thenEvents([
          {
            type: 'ProductDetailsEdited',
            data: { productId, ...details, tags: ['large', 'air-purifying'], previousSlug: details.slug },
          },
        ]);
    });

    it('refuses details that break the rules', () => {
      spec
        .given([created])
        .when({ type: 'EditProductDetails', data: { productId, ...details, seoTitle: 's'.repeat(101) } })
        .thenRefused('invalid', 'SEO title must be at most 100 characters', {
          seoTitle: 'SEO title must be at most 100 characters',
        });
    });

    it('refuses to edit a product that does not exist', () => {
      spec
        .given([])
        .when({ type: 'EditProductDetails', data: { productId, ...details } })
        .thenRefused('not_found', PRODUCT_NOT_FOUND);
    });
  });

  describe('price', () => {
    const onSale: ProductEvent = {
      type: 'ProductPriced',
      data: { productId, basePrice: 89900, salePrice: 69900 },
    };
    const small: ProductEvent = {
      type: 'VariantAdded',
      data: { productId, variantId: 'v-small', name: 'Small', priceAdjustment: -40000 },
    };

    it('puts a product on sale and takes it off again', () => {
      spec
        .given([created])
        .when({ type: 'PriceProduct', data: { productId, basePrice: 89900, salePrice: 69900 } })
        .thenEvents([onSale]);
      spec
        .given([created, onSale])
        .when({ type: 'PriceProduct', data: { productId, basePrice: 89900, salePrice: null } })
        .thenEvents([{ type: 'ProductPriced', data: { productId, basePrice: 89900, salePrice: null } }]);
    });

    it('records nothing when the prices are unchanged', () => {
      spec
        .given([created])
        .when({ type: 'PriceProduct', data: { productId, basePrice: 89900 } })
        .thenNothingHappens();
      spec
        .given([created, onSale])
        .when({ type: 'PriceProduct', data: { productId, basePrice: 89900, salePrice: 69900 } })
        .thenNothingHappens();
    });

    it('refuses a sale price that is not below the base price', () => {
      spec
        .given([created])
        .when({ type: 'PriceProduct', data: { productId, basePrice: 89900, salePrice: 89900 } })
        .thenRefused('invalid', SALE_NOT_BELOW_BASE, { salePrice: SALE_NOT_BELOW_BASE });
    });

    it('refuses a base price that would make a variant cost less than ₹0', () => {
      const message = 'At this price the Small variant would cost less than ₹0';
      spec
        .given([created, small])
        .when({ type: 'PriceProduct', data: { productId, basePrice: 39900 } })
        .thenRefused('invalid', message, { basePrice: message });
    });

    it('refuses a sale price that would make a variant cost less than ₹0', () => {
      const message = 'At this price the Small variant would cost less than ₹0';
      spec
        .given([created, small])
        .when({ type: 'PriceProduct', data: { productId, basePrice: 89900, salePrice: 39900 } })
        .thenRefused('invalid', message, { salePrice: message });
    });

    it('lets a variant cost exactly ₹0, and ignores removed variants', () => {
      spec
        .given([created, small])
        .when({ type: 'PriceProduct', data: { productId, basePrice: 40000 } })
        .thenEvents([{ type: 'ProductPriced', data: { productId, basePrice: 40000, salePrice: null } }]);
      spec
        .given([created, small, { type: 'VariantRemoved', data: { productId, variantId: 'v-small' } }])
        .when({ type: 'PriceProduct', data: { productId, basePrice: 100 } })
        .thenEvents([{ type: 'ProductPriced', data: { productId, basePrice: 100, salePrice: null } }]);
    });

    it('judges a variant by its latest adjustment', () => {
      spec
        .given([
          created,
          small,
          {
            type: 'VariantChanged',
            data: { productId, variantId: 'v-small', name: 'Small', priceAdjustment: -100 },
          },
        ])
        .when({ type: 'PriceProduct', data: { productId, basePrice: 100 } })
        .thenEvents([{ type: 'ProductPriced', data: { productId, basePrice: 100, salePrice: null } }]);
    });

    it('refuses to price a product that does not exist', () => {
      spec
        .given([])
        .when({ type: 'PriceProduct', data: { productId, basePrice: 89900 } })
        .thenRefused('not_found', PRODUCT_NOT_FOUND);
    });
  });

  describe('images', () => {
    const imagesSet: ProductEvent = { type: 'ProductImagesSet', data: { productId, ...images } };

    it('records the main image and the gallery with their alt texts', () => {
      spec
        .given([created])
        .when({ type: 'SetProductImages', data: { productId, ...images } })
        .thenEvents([imagesSet]);
    });

    it('records removing every image', () => {
      spec
        .given([created, imagesSet])
        .when({ type: 'SetProductImages', data: { productId, mainImageUrl: '', mainImageAlt: 'left over' } })
        .thenEvents([{ type: 'ProductImagesSet', data: { productId, ...noImages } }]);
    });

    it('records nothing when the images are unchanged', () => {
      spec
        .given([created, imagesSet])
        .when({ type: 'SetProductImages', data: { productId, ...images } })
        .thenNothingHappens();
      spec
        .given([created])
        .when({ type: 'SetProductImages', data: { productId, mainImageAlt: 'no image to describe' } })
        .thenNothingHappens();
    });

    it('records a changed gallery alt text', () => {
      const gallery = [{ ...images.gallery[0]!, alt: 'The underside of a leaf' }];
      spec
        .given([created, imagesSet])
        .when({ type: 'SetProductImages', data: { productId, ...images, gallery } })
        .thenEvents([{ type: 'ProductImagesSet', data: { productId, ...images, gallery } }]);
    });

    it('refuses a main image without alt text', () => {
      spec
        .given([created])
        .when({ type: 'SetProductImages', data: { productId, ...images, mainImageAlt: ' ' } })
        .thenRefused('invalid', MAIN_IMAGE_ALT_REQUIRED, { mainImageAlt: MAIN_IMAGE_ALT_REQUIRED });
    });

    it('refuses a sixth gallery image', () => {
      const six = Array.from({ length: 6 }, (_, n) => ({ url: `/uploads/g-${n}.webp`, alt: `View ${n}` }));
      spec
        .given([created])
        .when({ type: 'SetProductImages', data: { productId, ...images, gallery: six } })
        .thenRefused('invalid', TOO_MANY_GALLERY_IMAGES, { gallery: TOO_MANY_GALLERY_IMAGES });
    });

    it('refuses to set images of a product that does not exist', () => {
      spec
        .given([])
        .when({ type: 'SetProductImages', data: { productId, ...images } })
        .thenRefused('not_found', PRODUCT_NOT_FOUND);
    });
  });

  describe('stock status', () => {
    const outOfStock: ProductEvent = {
      type: 'StockStatusChanged',
      data: { productId, stockStatus: 'out_of_stock' },
    };

    it('records a new stock status, and nothing when it is the same', () => {
      spec
        .given([created])
        .when({ type: 'ChangeStockStatus', data: { productId, stockStatus: 'out_of_stock' } })
        .thenEvents([outOfStock]);
      spec
        .given([created, outOfStock])
        .when({ type: 'ChangeStockStatus', data: { productId, stockStatus: 'out_of_stock' } })
        .thenNothingHappens();
      spec
        .given([created])
        .when({ type: 'ChangeStockStatus', data: { productId, stockStatus: 'in_stock' } })
        .thenNothingHappens();
    });

    it('refuses an unknown stock status and an unknown product', () => {
      const message = 'Stock status must be in stock, low stock or out of stock';
      spec
        .given([created])
        .when({ type: 'ChangeStockStatus', data: { productId, stockStatus: 'plenty' as 'in_stock' } })
        .thenRefused('invalid', message, { stockStatus: message });
      spec
        .given([])
        .when({ type: 'ChangeStockStatus', data: { productId, stockStatus: 'low_stock' } })
        .thenRefused('not_found', PRODUCT_NOT_FOUND);
    });
  });

  describe('featuring', () => {
    const featured: ProductEvent = { type: 'ProductFeatured', data: { productId } };
    const unfeatured: ProductEvent = { type: 'ProductUnfeatured', data: { productId } };

    it('features a product once', () => {
      spec.given([created]).when({ type: 'FeatureProduct', data: { productId } }).thenEvents([featured]);
      spec
        .given([created, featured])
        .when({ type: 'FeatureProduct', data: { productId } })
        .thenNothingHappens();
    });

    it('unfeatures a featured product once', () => {
      spec
        .given([created, featured])
        .when({ type: 'UnfeatureProduct', data: { productId } })
        .thenEvents([unfeatured]);
      spec
        .given([created, featured, unfeatured])
        .when({ type: 'UnfeatureProduct', data: { productId } })
        .thenNothingHappens();
      spec.given([created]).when({ type: 'UnfeatureProduct', data: { productId } }).thenNothingHappens();
    });

    it('refuses to feature a product that does not exist', () => {
      spec
        .given([])
        .when({ type: 'FeatureProduct', data: { productId } })
        .thenRefused('not_found', PRODUCT_NOT_FOUND);
      spec
        .given([])
        .when({ type: 'UnfeatureProduct', data: { productId } })
        .thenRefused('not_found', PRODUCT_NOT_FOUND);
    });
  });

  describe('status', () => {
    const archived: ProductEvent = { type: 'ProductStatusChanged', data: { productId, status: 'archived' } };

    it('archives a product, and brings it back as a draft', () => {
      spec
        .given([created])
        .when({ type: 'ChangeProductStatus', data: { productId, status: 'archived' } })
        .thenEvents([archived]);
      spec
        .given([created, archived])
        .when({ type: 'ChangeProductStatus', data: { productId, status: 'draft' } })
        .thenEvents([{ type: 'ProductStatusChanged', data: { productId, status: 'draft' } }]);
    });

    it('records nothing when the status is the same', () => {
      spec
        .given([created])
        .when({ type: 'ChangeProductStatus', data: { productId, status: 'active' } })
        .thenNothingHappens();
      spec
        .given([created, archived])
        .when({ type: 'ChangeProductStatus', data: { productId, status: 'archived' } })
        .thenNothingHappens();
    });

    it('refuses an unknown status and an unknown product', () => {
      const message = 'Status must be active, draft or archived';
      spec
        .given([created])
        .when({ type: 'ChangeProductStatus', data: { productId, status: 'deleted' as 'archived' } })
        .thenRefused('invalid', message, { status: message });
      spec
        .given([])
        .when({ type: 'ChangeProductStatus', data: { productId, status: 'archived' } })
        .thenRefused('not_found', PRODUCT_NOT_FOUND);
    });
  });

  describe('tracking stock', () => {
    const started: ProductEvent = { type: 'StockTrackingStarted', data: { productId } };
    const stopped: ProductEvent = { type: 'StockTrackingStopped', data: { productId } };
    const track = (tracked: boolean): ProductCommand => ({
      type: 'TrackStock',
      data: { productId, tracked },
    });

    it('starts counting, and goes back to the status set by hand, each only when it changes', () => {
      spec.given([created]).when(track(true)).thenEvents([started]);
      spec.given([created, started]).when(track(true)).thenNothingHappens();
      spec.given([created, started]).when(track(false)).thenEvents([stopped]);
      spec.given([created]).when(track(false)).thenNothingHappens();
    });

    it('is off for a new product', () => {
      expect(foldEvents(productDecider, [created])?.tracksStock).toBe(false);
      expect(foldEvents(productDecider, [created, started])?.tracksStock).toBe(true);
    });
  });

  it('records every event type with every field its schema keeps, so nothing is lost when stored', () => {
    const variant = { productId, variantId: 'v-large', name: 'Large', priceAdjustment: 30000 };
    const commands: ProductCommand[] = [
      { type: 'CreateProduct', data: { productId, ...details, basePrice: 89900, ...images, featured: true } },
      { type: 'EditProductDetails', data: { productId, ...details, slug: 'swiss-cheese-plant' } },
      { type: 'PriceProduct', data: { productId, basePrice: 89900, salePrice: 69900 } },
      { type: 'SetProductImages', data: { productId, ...noImages } },
      { type: 'AddVariant', data: variant },
      { type: 'ChangeVariant', data: { ...variant, priceAdjustment: 35000 } },
      { type: 'RemoveVariant', data: { productId, variantId: 'v-large' } },
      { type: 'ChangeStockStatus', data: { productId, stockStatus: 'low_stock' } },
      { type: 'UnfeatureProduct', data: { productId } },
      { type: 'FeatureProduct', data: { productId } },
      { type: 'ChangeProductStatus', data: { productId, status: 'draft' } },
      { type: 'TrackStock', data: { productId, tracked: true } },
      { type: 'TrackStock', data: { productId, tracked: false } },
      {
        type: 'SetProductTax',
        data: { productId, hsn: '0602', gstRate: 'exempt', rates: DEFAULT_GST_RATES, day: '2026-11-28' },
      },
    ];
    let product = productDecider.initialState();
    const recorded: ProductEvent[] = [];
    for (const command of commands) {
      const events = productDecider.decide(command, product);
      recorded.push(...events);
      product = events.reduce(productDecider.evolve, product);
    }
    expect(new Set(recorded.map((event) => event.type))).toEqual(new Set(productEvents.map((e) => e.type)));
    for (const event of recorded) {
      const definition = productEvents.find((candidate) => candidate.type === event.type);
      expect(definition?.schema.parse(event.data)).toEqual(event.data);
    }
  });
});
