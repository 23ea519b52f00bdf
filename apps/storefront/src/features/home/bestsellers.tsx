import { buttonStyles, Spinner, trpc } from '@verdant/web-kit';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ProductCard } from '../../shared/catalog/product-card';
import { bundledImageFor, homeFallbackImage } from '../../shared/catalog/product-image';

/** Four featured plants and a way into the whole shop. */
export function Bestsellers() {
  const featured = trpc.products.featured.useQuery();
  // A failed featured query displays no message; the rest of the home page still shows.
  if (featured.isError) return null;
  return (
    <section aria-labelledby="bestsellers" className="bg-leaf-50/60">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <div className="mb-10 flex flex-wrap items-end justify-between gap-4">
          <h2 id="bestsellers" className="font-display text-4xl text-leaf-900">
            Bestsellers
          </h2>
          <Link to="/shop" className={buttonStyles({ variant: 'secondary' })}>
            View All Plants <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        {featured.isPending ? (
          <Spinner label="Loading bestsellers…" />
        ) : (
          <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
            {featured.data.map((product, index) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  fallbackImage={bundledImageFor(product.slug, homeFallbackImage(index))}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
