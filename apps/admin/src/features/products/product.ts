import {
  PRODUCT_STATUSES,
  type ProductStatus,
  STOCK_STATUSES,
  type StockStatus,
} from '@verdant/domain/catalog/product-statuses';
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

export type StatusFilter = ProductStatus | 'all';
export type StockFilter = StockStatus | 'all';

/** The status filter as a link may give it (?status=active); anything else shows every status. */
export const statusFilterOf = (value: string | null): StatusFilter =>
  PRODUCT_STATUSES.find((status) => status === value) ?? 'all';

/** The stock filter as a link may give it (?stock=low_stock); anything else shows all stock. */
export const stockFilterOf = (value: string | null): StockFilter =>
  STOCK_STATUSES.find((stock) => stock === value) ?? 'all';

/** The products list narrowed to these filters, for other screens to link to. */
export function productsPath(filters: { status?: ProductStatus; stock?: StockStatus }): string {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.stock) query.set('stock', filters.stock);
  const search = query.toString();
  return search ? `/products?${search}` : '/products';
}

/** The 'Available' cell: how many are left over all sizes, or that the shop does not count this plant. */
export const availableLabel = (available: number | null) =>
  available === null ? 'Not counted' : available.toLocaleString('en-IN');
