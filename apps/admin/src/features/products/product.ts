import {
  PRODUCT_STATUSES,
  type ProductStatus,
  STOCK_KEEPING,
  STOCK_STATUSES,
  type StockKeeping,
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

export const keepingLabels: Record<StockKeeping, string> = {
  all: 'Counted or set by hand',
  counted: 'Counted',
  by_hand: 'Set by hand',
};

export type StatusFilter = ProductStatus | 'all';
export type StockFilter = StockStatus | 'all';

/** The status filter as a link may give it (?status=active); anything else shows every status. */
export const statusFilterOf = (value: string | null): StatusFilter =>
  PRODUCT_STATUSES.find((status) => status === value) ?? 'all';

/** The stock filter as a link may give it (?stock=low_stock); anything else shows all stock. */
export const stockFilterOf = (value: string | null): StockFilter =>
  STOCK_STATUSES.find((stock) => stock === value) ?? 'all';

/** Counted plants, plants set by hand, or both, as a link may give it (?keeping=counted). */
export const keepingFilterOf = (value: string | null): StockKeeping =>
  STOCK_KEEPING.find((keeping) => keeping === value) ?? 'all';

/** The products list narrowed to these filters, for other screens to link to. */
export function productsPath(filters: {
  status?: ProductStatus;
  stock?: StockStatus;
  keeping?: StockKeeping;
}): string {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.stock) query.set('stock', filters.stock);
  if (filters.keeping && filters.keeping !== 'all') query.set('keeping', filters.keeping);
  const search = query.toString();
  return search ? `/products?${search}` : '/products';
}

/** The 'Available' cell: how many are left over all sizes, or that the shop does not count this plant. */
export const availableLabel = (available: number | null) =>
  available === null ? 'Not counted' : available.toLocaleString('en-IN');
