import { ErrorState, PageMeta, refusalOf, Spinner, trpc } from '@verdant/web-kit';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { AsOfControls } from '../history/as-of-controls';
import { StockPanel } from '../stock/stock-panel';
import type { ProductDetail } from './product';
import { ProductEditor } from './product-editor';

function EditorScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-6">
      <PageMeta
        title={`${title} | Verdant Admin`}
        description="The plant's details, prices, images and variants."
      />
      <Link
        to="/products"
        className="inline-flex items-center gap-1 text-sm font-medium text-leaf-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Products
      </Link>
      <h1 className="font-display text-4xl text-leaf-900">{title}</h1>
      {children}
    </section>
  );
}

/** /admin/products/new */
export function NewProductPage() {
  return (
    <EditorScreen title="Add Product">
      <ProductEditor />
    </EditorScreen>
  );
}

/** /admin/products/{id}: the product now, to edit, or as it stood at a past moment, to read. */
export function EditProductPage() {
  const { id = '' } = useParams();
  // The form starts from what this loads and then stops following it, so it must never start from a copy
  // cached on an earlier visit: dropped as soon as the page is left, it is loaded afresh every time.
  const product = trpc.admin.products.get.useQuery({ id }, { gcTime: 0, refetchOnWindowFocus: false });
  const [past, setPast] = useState<{ at: string; product: ProductDetail } | null>(null);
  const utils = trpc.useUtils();
  const view = async (at: string) =>
    setPast({ at, product: await utils.admin.products.asOf.fetch({ id, at }) });
  return (
    <EditorScreen title="Edit Product">
      {product.isPending ? (
        <Spinner label="Loading product…" />
      ) : product.isError ? (
        <ErrorState
          message={refusalOf(product.error)?.message ?? "We couldn't load the product."}
          onRetry={() => void product.refetch()}
        />
      ) : (
        <>
          <AsOfControls
            subject="product"
            asOf={past?.at ?? null}
            view={view}
            onBackToNow={() => setPast(null)}
          />
          {past && <ProductEditor key={past.at} product={past.product} readOnly />}
          {/* Kept while a past state is shown, so changes not yet saved are still there after. */}
          <div hidden={past !== null} className="space-y-6">
            <ProductEditor key={product.data.id} product={product.data} />
            <StockPanel productId={product.data.id} />
          </div>
        </>
      )}
    </EditorScreen>
  );
}
