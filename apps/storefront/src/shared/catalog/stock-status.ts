import type { ProductDetail } from './product-types';

export const stockStatusText: Record<ProductDetail['stockStatus'], string> = {
  in_stock: 'In Stock',
  low_stock: 'Low Stock',
  out_of_stock: 'Out of Stock',
};
