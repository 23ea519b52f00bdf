import type { ProductStatus, StockStatus } from '@verdant/domain/catalog/product-rules';
import { Badge } from '@verdant/web-kit';
import { statusLabels, stockLabels } from './product';

/** Green for active, gray for draft, red for archived. */
const statusColours: Record<ProductStatus, string> = {
  active: 'bg-leaf-100 text-leaf-800',
  draft: 'bg-stone-200 text-stone-800',
  archived: 'bg-red-100 text-red-800',
};

const stockColours: Record<StockStatus, string> = {
  in_stock: 'bg-leaf-50 text-leaf-800',
  low_stock: 'bg-amber-100 text-amber-900',
  out_of_stock: 'bg-stone-200 text-stone-800',
};

export const StatusBadge = ({ status }: { status: ProductStatus }) => (
  <Badge className={statusColours[status]}>{statusLabels[status]}</Badge>
);

export const StockBadge = ({ stock }: { stock: StockStatus }) => (
  <Badge className={stockColours[stock]}>{stockLabels[stock]}</Badge>
);
