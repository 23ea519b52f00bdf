import { EmptyState, ErrorState, Spinner, trpc } from '@verdant/web-kit';
import { CategoryCard } from './category-card';

export function ShopByCategory() {
  const categories = trpc.catalog.categories.useQuery();
  return (
    <section aria-labelledby="shop-by-category" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <div className="mb-10 max-w-2xl">
        <h2 id="shop-by-category" className="font-display text-4xl text-leaf-900">
          Shop by Category
        </h2>
        <p className="mt-3 text-lg text-stone-700">
          A green for every corner, every light level and every routine.
        </p>
      </div>
      {categories.isPending ? (
        <Spinner label="Loading categories…" />
      ) : categories.isError ? (
        <ErrorState
          message="We couldn't load the plant categories just now."
          onRetry={() => void categories.refetch()}
        />
      ) : categories.data.length === 0 ? (
        <EmptyState title="No categories to show yet" />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {categories.data.map((category) => (
            <li key={category.id}>
              <CategoryCard category={category} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
