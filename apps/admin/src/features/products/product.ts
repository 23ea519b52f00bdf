import type { ProductStatus, StockStatus } from '@verdant/domain/catalog/product-rules';
import type { RouterOutputs } from '@verdant/web-kit';

export type ProductRow = RouterOutputs['admin']['products']['list'][number];
export type ProductDetail = RouterOutputs['admin']['products']['get'];

export const stockLabels: Record<StockStatus, string> = {
  in_stock: 'In stock',
  low_stock: 'Low stock',
  out_of_stock: 'Out of stock',
};

export const statusLabels: Record<ProductStatus, string> = {
  active: 'Active',
  draft: 'Draft',
  archived: 'Archived',
};
