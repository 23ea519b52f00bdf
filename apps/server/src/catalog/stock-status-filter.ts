import type { StockStatus } from '@verdant/domain/catalog/product-statuses';

/**
 * The catalogue's products showing a stock status: those not counted by the status set by hand, counted ones
 * by how many are left against the low-stock threshold (the read model keeps counts, not the judgement).
 */
export function stockStatusFilter(status: StockStatus, lowAt: number) {
  const counted = {
    out_of_stock: { available: 0 },
    low_stock: { available: { $gt: 0, $lte: lowAt } },
    in_stock: { available: { $gt: lowAt } },
  }[status];
  return {
    $or: [
      { tracksStock: false, stockStatus: status },
      { tracksStock: true, ...counted },
    ],
  };
}
