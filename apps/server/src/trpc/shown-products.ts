import { productCatalogProjection } from '@verdant/projections/catalog/product-catalog';
import { stockSettingsProjection } from '@verdant/projections/inventory/stock-settings';

/**
 * The read models a product's shown stock status comes from: its counts in the catalogue, and the shop's
 * low-stock threshold they are judged by. Queries that show it wait for, and are cached by, both.
 */
export const SHOWN_PRODUCTS = [productCatalogProjection.name, stockSettingsProjection.name] as const;
