import { formatWholeRupees } from '@verdant/domain/shared/format-rupees';
import { Button, trpc } from '@verdant/web-kit';
import { useId } from 'react';
import { PRICE_MAX, PRICE_MIN, PRICE_STEP, type ShopFilters } from './shop-filters';
import { Switch } from './switch';

interface FilterPanelProps {
  filters: ShopFilters;
  onChange: (change: Partial<ShopFilters>) => void;
  onClear: () => void;
}

/** Categories, a price range, in-stock and on-sale switches, and Clear All Filters. */
export function FilterPanel({ filters, onChange, onClear }: FilterPanelProps) {
  const id = useId();
  const categories = trpc.catalog.categories.useQuery();
  const toggleCategory = (slug: string, checked: boolean) =>
    onChange({
      categories: checked ? [...filters.categories, slug] : filters.categories.filter((c) => c !== slug),
    });

  return (
    <div className="space-y-8">
      <fieldset>
        <legend className="mb-3 font-display text-lg text-leaf-900">Categories</legend>
        <ul className="space-y-2">
          {categories.data?.map((category) => (
            <li key={category.id}>
              <label className="flex items-center gap-3">
                <input
                  type="checkbox"
                  checked={filters.categories.includes(category.slug)}
                  onChange={(event) => toggleCategory(category.slug, event.target.checked)}
                  className="size-4 accent-leaf-700"
                />
                {category.name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset>
        <legend className="mb-3 font-display text-lg text-leaf-900">Price Range</legend>
        <p className="mb-2 text-stone-700" aria-live="polite">
          {formatWholeRupees(filters.minPrice)} – {formatWholeRupees(filters.maxPrice)}
        </p>
        <label htmlFor={`${id}-min`} className="text-sm text-stone-600">
          Minimum price (₹)
        </label>
        <input
          id={`${id}-min`}
          type="range"
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={PRICE_STEP}
          value={filters.minPrice}
          onChange={(event) => onChange({ minPrice: Math.min(Number(event.target.value), filters.maxPrice) })}
          className="w-full accent-leaf-700"
        />
        <label htmlFor={`${id}-max`} className="text-sm text-stone-600">
          Maximum price (₹)
        </label>
        <input
          id={`${id}-max`}
          type="range"
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={PRICE_STEP}
          value={filters.maxPrice}
          onChange={(event) => onChange({ maxPrice: Math.max(Number(event.target.value), filters.minPrice) })}
          className="w-full accent-leaf-700"
        />
      </fieldset>

      <div className="space-y-3">
        <Switch
          label="In stock only"
          checked={filters.inStockOnly}
          onChange={(inStockOnly) => onChange({ inStockOnly })}
        />
        <Switch
          label="On sale"
          checked={filters.onSaleOnly}
          onChange={(onSaleOnly) => onChange({ onSaleOnly })}
        />
      </div>

      <Button variant="secondary" className="w-full" onClick={onClear}>
        Clear All Filters
      </Button>
    </div>
  );
}
