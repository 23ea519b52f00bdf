import { monsteraInShop } from '@verdant/projections/catalog/products-test-events';
import type { ProductView } from '@verdant/projections/catalog/products-view';
import { describe, expect, it } from 'vitest';
import { toAdminProduct } from './product-queries';

/** A document written before products had a tax: it has no `tax` field at all. */
const savedBefore: ProductView = { ...monsteraInShop, status: 'active', counts: {} };

describe('the product as the admin’s form reads it', () => {
  it('carries the product’s tax', () => {
    const taxed = toAdminProduct({ ...savedBefore, tax: { hsn: '0602', gstRate: 'exempt' } }, 5);
    expect(taxed).toMatchObject({ id: 'p-1', tax: { hsn: '0602', gstRate: 'exempt' } });
  });

  it('reads a document from before products had a tax as having none', () => {
    expect(toAdminProduct(savedBefore, 5).tax).toBeNull();
  });
});
