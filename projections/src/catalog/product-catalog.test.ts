import type { ProductEvent } from '@verdant/domain/catalog/product';
import type { StockedItemEvent } from '@verdant/domain/inventory/stocked-item';
import { projectionSpecification, recordedAt } from '@verdant/platform/testing';
import { describe, expect, it } from 'vitest';
import { productCatalogProjection } from './product-catalog';
import {
  catalogWith,
  created,
  featured,
  monstera,
  monsteraInShop,
  priced,
  statusChanged,
  stockChanged,
  unfeatured,
  variantAdded,
  variantChanged,
  variantRemoved,
} from './products-test-events';
import type { ProductView, StorefrontProductView } from './products-view';

const spec = projectionSpecification(productCatalogProjection);

const adminDocument = (
  shown: StorefrontProductView,
  status: ProductView['status'],
  tax: ProductView['tax'] = null,
): ProductView => ({
  ...shown,
  status,
  counts: {},
  tax,
});

const renamed: ProductEvent = {
  type: 'ProductDetailsEdited',
  data: {
    productId: 'p-1',
    name: 'Swiss Cheese Plant',
    slug: 'swiss-cheese-plant',
    botanicalName: 'Monstera deliciosa var. borsigiana',
    description: 'Holey, glossy leaves.',
    careGuide: 'Water when the top soil is DRY.',
    tags: ['easy-care'],
    seoTitle: 'Buy a Swiss Cheese Plant',
    metaDescription: 'A statement plant for bright rooms.',
    categoryId: 'c-tropical',
    previousSlug: 'monstera-deliciosa',
  },
};
const renamedInShop = (updatedAt: string): StorefrontProductView => ({
  ...monsteraInShop,
  name: 'Swiss Cheese Plant',
  slug: 'swiss-cheese-plant',
  botanicalName: 'Monstera deliciosa var. borsigiana',
  description: 'Holey, glossy leaves.',
  careGuide: 'Water when the top soil is DRY.',
  tags: ['easy-care'],
  seoTitle: 'Buy a Swiss Cheese Plant',
  metaDescription: 'A statement plant for bright rooms.',
  categoryId: 'c-tropical',
  searchText: 'swiss cheese plant\nholey, glossy leaves.\nwater when the top soil is dry.',
  updatedAt,
});

describe('product catalogue read model', () => {
  it('lists a new active product in both collections at its base price, in stock, unfeatured, with no variants', async () => {
    await spec.given([created()]).thenReadModel(catalogWith(monsteraInShop, 'active'));
  });

  it('keeps a product created as a draft out of the storefront', async () => {
    await spec
      .given([created({ ...monstera, status: 'draft' })])
      .thenReadModel(catalogWith(monsteraInShop, 'draft'));
  });

  it('takes a sale price, low stock and featuring from the creation form', async () => {
    await spec
      .given([created({ ...monstera, salePrice: 69900, stockStatus: 'low_stock', featured: true })])
      .thenReadModel(
        catalogWith(
          {
            ...monsteraInShop,
            salePrice: 69900,
            price: 69900,
            onSale: true,
            stockStatus: 'low_stock',
            isFeatured: true,
          },
          'active',
        ),
      );
  });

  it('searches only the texts a product has', async () => {
    await spec
      .given([created({ ...monstera, description: null, careGuide: null })])
      .thenReadModel(
        catalogWith(
          { ...monsteraInShop, description: null, careGuide: null, searchText: 'monstera deliciosa' },
          'active',
        ),
      );
  });

  it('shows edited details under the new slug, with the search text following and the creation time kept', async () => {
    await spec.given([created(), renamed]).thenReadModel(catalogWith(renamedInShop(recordedAt(1)), 'active'));
  });

  it('charges the sale price while there is one and the base price once the sale ends', async () => {
    const onSale = {
      ...monsteraInShop,
      salePrice: 69900,
      price: 69900,
      onSale: true,
      updatedAt: recordedAt(1),
    };
    await spec.given([created(), priced('p-1', 89900, 69900)]).thenReadModel(catalogWith(onSale, 'active'));
    await spec
      .given([created(), priced('p-1', 89900, 69900), priced('p-1', 99900, null)])
      .thenReadModel(
        catalogWith(
          { ...monsteraInShop, basePrice: 99900, price: 99900, updatedAt: recordedAt(2) },
          'active',
        ),
      );
  });

  it('shows the main image and the gallery as last set', async () => {
    const images = (mainImageUrl: string, gallery: { url: string; alt: string }[]): ProductEvent => ({
      type: 'ProductImagesSet',
      data: { productId: 'p-1', mainImageUrl, mainImageAlt: 'A monstera in a pot', gallery },
    });
    const leaf = { url: '/uploads/leaf.webp', alt: 'Monstera Deliciosa - additional view' };
    const pot = { url: '/uploads/pot.webp', alt: 'The terracotta pot' };
    await spec
      .given([
        created(),
        images('/uploads/first.webp', [leaf]),
        images('/uploads/monstera.webp', [pot, leaf]),
      ])
      .thenReadModel(
        catalogWith(
          {
            ...monsteraInShop,
            mainImageUrl: '/uploads/monstera.webp',
            mainImageAlt: 'A monstera in a pot',
            gallery: [pot, leaf],
            updatedAt: recordedAt(2),
          },
          'active',
        ),
      );
  });

  it('keeps the variants in the order they were added as they are changed and removed', async () => {
    await spec
      .given([
        created(),
        variantAdded('v-small', 'Small', -20000),
        variantAdded('v-medium', 'Medium', 0),
        variantAdded('v-large', 'Large', 30000),
        variantChanged('v-small', 'Small (4 inch)', -25000),
        variantRemoved('v-medium'),
      ])
      .thenReadModel(
        catalogWith(
          {
            ...monsteraInShop,
            variants: [
              { variantId: 'v-small', name: 'Small (4 inch)', priceAdjustment: -25000 },
              { variantId: 'v-large', name: 'Large', priceAdjustment: 30000 },
            ],
            updatedAt: recordedAt(5),
          },
          'active',
        ),
      );
  });

  it('counts a product as in stock while it is in stock or low, and not once it is out of stock', async () => {
    const history = [
      created(),
      stockChanged('low_stock'),
      stockChanged('out_of_stock'),
      stockChanged('in_stock'),
    ];
    const after = (events: number, stockStatus: StorefrontProductView['stockStatus'], inStock: boolean) =>
      spec
        .given(history.slice(0, events))
        .thenReadModel(
          catalogWith(
            { ...monsteraInShop, stockStatus, inStock, updatedAt: recordedAt(events - 1) },
            'active',
          ),
        );
    await after(2, 'low_stock', true);
    await after(3, 'out_of_stock', false);
    await after(4, 'in_stock', true);
  });

  it('follows featuring and unfeaturing', async () => {
    await spec
      .given([created(), featured('p-1')])
      .thenReadModel(
        catalogWith({ ...monsteraInShop, isFeatured: true, updatedAt: recordedAt(1) }, 'active'),
      );
    await spec
      .given([created(), featured('p-1'), unfeatured('p-1')])
      .thenReadModel(catalogWith({ ...monsteraInShop, updatedAt: recordedAt(2) }, 'active'));
  });

  it('hides a draft or archived product from the storefront and shows its latest details once active again', async () => {
    const history = [
      created(),
      statusChanged('p-1', 'draft'),
      statusChanged('p-1', 'archived'),
      renamed,
      statusChanged('p-1', 'active'),
    ];
    await spec
      .given(history.slice(0, 2))
      .thenReadModel(catalogWith({ ...monsteraInShop, updatedAt: recordedAt(1) }, 'draft'));
    await spec
      .given(history.slice(0, 4))
      .thenReadModel(catalogWith(renamedInShop(recordedAt(3)), 'archived'));
    await spec.given(history).thenReadModel(catalogWith(renamedInShop(recordedAt(4)), 'active'));
  });

  it('changes only the product an event is about', async () => {
    const pothos = { ...monstera, productId: 'p-2', name: 'Golden Pothos', slug: 'golden-pothos' };
    const pothosInShop: StorefrontProductView = {
      ...monsteraInShop,
      _id: 'p-2',
      name: 'Golden Pothos',
      slug: 'golden-pothos',
      isFeatured: true,
      createdAt: recordedAt(1),
      updatedAt: recordedAt(3),
      createdSequence: 2,
      searchText: 'golden pothos\nbig, split leaves.\nbright, indirect light.',
    };
    await spec
      .given([created(), created(pothos), statusChanged('p-1', 'draft'), featured('p-2')])
      .thenReadModel({
        all_products: [
          { ...adminDocument(monsteraInShop, 'draft'), updatedAt: recordedAt(2) },
          adminDocument(pothosInShop, 'active'),
        ],
        storefront_products: [pothosInShop],
      });
  });

  it('stores nothing for an event about a product it has not seen created', async () => {
    await spec
      .given([featured('p-9'), statusChanged('p-9', 'active')])
      .thenReadModel({ all_products: [], storefront_products: [] });
  });

  it('keeps a product’s tax for the back office, out of the storefront’s documents', async () => {
    const taxed: ProductEvent = {
      type: 'ProductTaxSet',
      data: { productId: 'p-1', hsn: '0602', gstRate: 'exempt' },
    };
    await spec.given([created(), taxed]).thenReadModel({
      all_products: [expect.objectContaining({ tax: { hsn: '0602', gstRate: 'exempt' } })],
      storefront_products: [expect.not.objectContaining({ tax: expect.anything() })],
    });
  });

  describe('a plant whose stock is counted', () => {
    const tracking = (started: boolean): ProductEvent => ({
      type: started ? 'StockTrackingStarted' : 'StockTrackingStopped',
      data: { productId: 'p-1' },
    });
    const one = { productId: 'p-1', variantId: null };
    const received = (quantity: number): StockedItemEvent => ({
      type: 'StockReceived',
      data: { ...one, quantity, note: null },
    });
    const reserved = (orderId: string, quantity: number): StockedItemEvent => ({
      type: 'StockReserved',
      data: { ...one, orderId, customerId: 'c-asha', quantity },
    });
    const released = (orderId: string, quantity: number): StockedItemEvent => ({
      type: 'StockReservationReleased',
      data: { ...one, orderId, quantity, reason: 'cancelled' },
    });
    const left = (available: number) =>
      expect.objectContaining({
        stockStatus: 'in_stock',
        inStock: available > 0,
        available,
        availableBySize: { 'one-size': available },
      });

    it('keeps how many are left, and whether any can be bought, whatever the status set by hand', async () => {
      await spec.given([created(), tracking(true)]).thenReadModel({ storefront_products: [left(0)] });
      await spec
        .given([created(), tracking(true), received(6)])
        .thenReadModel({ storefront_products: [left(6)] });
      await spec
        .given([created(), tracking(true), received(6), reserved('o-1', 2)])
        .thenReadModel({ storefront_products: [left(4)] });
      await spec
        .given([created(), tracking(true), received(6), reserved('o-1', 2), released('o-1', 2)])
        .thenReadModel({ storefront_products: [left(6)] });
      await spec
        .given([created(), tracking(true), received(2), reserved('o-1', 2)])
        .thenReadModel({ storefront_products: [left(0)] });
      await spec.given([created(), stockChanged('out_of_stock'), tracking(true), received(3)]).thenReadModel({
        storefront_products: [
          expect.objectContaining({ stockStatus: 'out_of_stock', inStock: true, available: 3 }),
        ],
      });
    });

    it('goes back to the status set by hand when the shop stops counting, and keeps it for the form', async () => {
      await spec
        .given([created(), stockChanged('low_stock'), tracking(true), received(9), tracking(false)])
        .thenReadModel({
          all_products: [
            expect.objectContaining({
              stockStatus: 'low_stock',
              inStock: true,
              available: null,
              availableBySize: null,
              counts: { 'one-size': { onHand: 9, reserved: 0 } },
            }),
          ],
        });
    });
  });
});
