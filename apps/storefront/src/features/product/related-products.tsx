import { trpc } from '@verdant/web-kit';
import { ProductCard } from '../../shared/catalog/product-card';

/** Up to 8 other active products. */
export function RelatedProducts({ slug }: { slug: string }) {
  const related = trpc.products.related.useQuery({ slug });
  if (!related.data || related.data.length === 0) return null;
  return (
    <section aria-labelledby="related-products" className="mt-20">
      <h2 id="related-products" className="mb-8 font-display text-3xl text-leaf-900">
        You May Also Like
      </h2>
      <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
        {related.data.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
