import { useSearchParams } from 'react-router-dom';

/** The price slider runs from ₹0 to ₹5,000 in steps of ₹10. */
export const PRICE_MIN = 0;
export const PRICE_MAX = 5_000;
export const PRICE_STEP = 10;

export const SORTS = [
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
] as const;
export type Sort = (typeof SORTS)[number]['value'];

export interface ShopFilters {
  categories: string[];
  /** Whole rupees, as the slider shows them. */
  minPrice: number;
  maxPrice: number;
  inStockOnly: boolean;
  onSaleOnly: boolean;
  sort: Sort;
}

const clampRupees = (raw: string | null, fallback: number) => {
  const value = Number(raw);
  if (raw === null || raw === '' || !Number.isFinite(value)) return fallback;
  return Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(value / PRICE_STEP) * PRICE_STEP));
};

/** Every filter lives in the address, so a filtered page can be bookmarked and shared. */
export function parseFilters(params: URLSearchParams): ShopFilters {
  const sort = SORTS.find((option) => option.value === params.get('sort'))?.value ?? 'newest';
  const minPrice = clampRupees(params.get('minPrice'), PRICE_MIN);
  return {
    categories: params.getAll('category').filter(Boolean),
    minPrice,
    maxPrice: Math.max(minPrice, clampRupees(params.get('maxPrice'), PRICE_MAX)),
    inStockOnly: params.get('inStock') === 'true',
    onSaleOnly: params.get('onSale') === 'true',
    sort,
  };
}

/** Only what differs from the defaults is written, so the plain shop stays at /shop. */
export function filtersToParams(filters: ShopFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const slug of filters.categories) params.append('category', slug);
  if (filters.minPrice !== PRICE_MIN) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== PRICE_MAX) params.set('maxPrice', String(filters.maxPrice));
  if (filters.inStockOnly) params.set('inStock', 'true');
  if (filters.onSaleOnly) params.set('onSale', 'true');
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  return params;
}

export function useShopFilters() {
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params);
  const update = (change: Partial<ShopFilters>) =>
    setParams(filtersToParams({ ...filters, ...change }), { replace: true });
  const clear = () => setParams(new URLSearchParams(), { replace: true });
  return { filters, update, clear };
}

/** The API counts money in paise. */
export const listInput = (filters: ShopFilters) => ({
  categories: filters.categories,
  minPrice: filters.minPrice * 100,
  maxPrice: filters.maxPrice * 100,
  inStockOnly: filters.inStockOnly,
  onSaleOnly: filters.onSaleOnly,
  sort: filters.sort,
});

export const plantsFound = (total: number) => `${total} ${total === 1 ? 'plant' : 'plants'} found`;
