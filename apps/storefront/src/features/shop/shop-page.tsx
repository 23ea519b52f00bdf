import { Button, Dialog, EmptyState, ErrorState, PageMeta, Spinner, trpc } from '@verdant/web-kit';
import { LoaderCircle, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { ProductCard } from '../../shared/catalog/product-card';
import { FilterPanel } from './filter-panel';
import { listInput, plantsFound, SORTS, type Sort, useShopFilters } from './shop-filters';

/** The plants a phone shows before any scrolling: two rows of two. */
const FIRST_SCREEN_PLANTS = 4;

export function ShopPage() {
  const { filters, update, clear } = useShopFilters();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const sortId = useId();
  const list = trpc.products.list.useInfiniteQuery(listInput(filters), {
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: (previous) => previous,
  });
  const total = list.data?.pages[0]?.total;
  const plants = list.data?.pages.flatMap((page) => page.products) ?? [];
  const panel = <FilterPanel filters={filters} onChange={update} onClear={clear} />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <PageMeta
        title="Shop Plants | Verdant"
        description="Browse indoor plants, succulents, cacti, snake plants and air-purifying plants. Filter by category, price, stock and sale, delivered across India."
      />
      <h1 className="font-display text-4xl text-leaf-900 sm:text-5xl">Shop Plants</h1>

      <div className="mt-8 grid gap-10 lg:grid-cols-[16rem_1fr]">
        <aside aria-label="Filters" className="hidden lg:block">
          {panel}
        </aside>

        <div>
          <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
            <p role="status" className="text-stone-700">
              {total === undefined ? '' : plantsFound(total)}
            </p>
            <div className="flex items-center gap-3">
              <Button variant="secondary" size="sm" className="lg:hidden" onClick={() => setDrawerOpen(true)}>
                <SlidersHorizontal aria-hidden="true" className="size-4" /> Filters
              </Button>
              <label htmlFor={sortId} className="text-sm text-stone-700">
                Sort by
              </label>
              <select
                id={sortId}
                value={filters.sort}
                onChange={(event) => update({ sort: event.target.value as Sort })}
                className="h-9 rounded-full border border-stone-300 bg-white px-3 text-sm"
              >
                {SORTS.map((sort) => (
                  <option key={sort.value} value={sort.value}>
                    {sort.label}
                  </option>
                ))}
              </select>
            </div>
          </div>

          {list.isPending ? (
            // As tall as the screen, so the footer stays below it instead of jumping down when plants arrive.
            <Spinner label="Loading plants…" className="min-h-screen" />
          ) : list.isError ? (
            <ErrorState message="We couldn't load the plants just now." onRetry={() => void list.refetch()} />
          ) : plants.length === 0 ? (
            <EmptyState title="No plants found matching your filters." />
          ) : (
            <>
              <ul aria-label="Plants" className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3">
                {plants.map((product, index) => (
                  <li key={product.id}>
                    <ProductCard product={product} eager={index < FIRST_SCREEN_PLANTS} />
                  </li>
                ))}
              </ul>
              {list.hasNextPage && (
                <div className="mt-10 flex justify-center">
                  {/* Stays enabled while loading, so keyboard focus is not lost; repeated clicks wait. */}
                  <Button
                    variant="secondary"
                    aria-busy={list.isFetchingNextPage}
                    onClick={() => void list.fetchNextPage({ cancelRefetch: false })}
                  >
                    {list.isFetchingNextPage && (
                      <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
                    )}
                    Show more plants
                  </Button>
                </div>
              )}
            </>
          )}
        </div>
      </div>

      <Dialog
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        title="Filters"
        className="max-h-[85dvh] overflow-y-auto"
      >
        {panel}
        <Button className="mt-6 w-full" onClick={() => setDrawerOpen(false)}>
          Show plants
        </Button>
      </Dialog>
    </div>
  );
}
