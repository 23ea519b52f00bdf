// No zod here: the back office's dashboard links to the products list by these, and its first scripts build
// no schema (one built before the app turns zod's code generation off is a Content-Security-Policy violation).

export const STOCK_STATUSES = ['in_stock', 'low_stock', 'out_of_stock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];
export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
/** Which plants the back office lists by how their stock is kept: counted, set by hand, or both. */
export const STOCK_KEEPING = ['all', 'counted', 'by_hand'] as const;
export type StockKeeping = (typeof STOCK_KEEPING)[number];
