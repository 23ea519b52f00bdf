import { Spinner, trpc } from '@verdant/web-kit';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { NotFoundPage } from '../../shared/components/not-found-page';
import { ProductView } from './product-view';
import { RelatedProducts } from './related-products';

export function ProductPage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const product = trpc.products.bySlug.useQuery({ slug });
  const unknownPlant = product.error?.data?.code === 'NOT_FOUND';

  // Any failure but an unknown slug goes back to the shop.
  useEffect(() => {
    if (product.isError && !unknownPlant) navigate('/shop', { replace: true });
  }, [product.isError, unknownPlant, navigate]);

  // An unknown slug is shown the 404 page where it was asked for, so the server logs the path nobody found.
  if (unknownPlant) return <NotFoundPage />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <Link
        to="/shop"
        className="mb-6 inline-flex items-center gap-2 font-medium text-leaf-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to Shop
      </Link>
      {product.data ? (
        <>
          <ProductView key={product.data.id} product={product.data} />
          <RelatedProducts slug={slug} />
        </>
      ) : (
        // As tall as the screen, so the footer stays below it instead of jumping down when the plant arrives.
        <Spinner label="Loading plant…" className="min-h-screen" />
      )}
    </div>
  );
}
