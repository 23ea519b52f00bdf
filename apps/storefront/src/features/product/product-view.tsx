import { PageMeta } from '@verdant/web-kit';
import { LowStockBadge, SaleBadge } from '../../shared/catalog/product-badges';
import type { ProductDetail } from '../../shared/catalog/product-types';
import { ProductGallery } from './product-gallery';
import { ProductPurchase } from './product-purchase';
import { ProductTabs } from './product-tabs';
import { ShareButton } from './share-button';

export function ProductView({ product }: { product: ProductDetail }) {
  return (
    <article>
      {/* An SEO title is the whole title the admin wrote for search results, shop name included. */}
      <PageMeta
        title={product.seoTitle ?? `${product.name} | Verdant`}
        description={product.metaDescription ?? product.description ?? `${product.name} from Verdant.`}
      />
      <div className="grid gap-10 lg:grid-cols-2">
        <ProductGallery product={product} />
        <div className="space-y-5">
          <div className="flex flex-wrap gap-2">
            {product.onSale && <SaleBadge />}
            {product.stockStatus === 'low_stock' && <LowStockBadge />}
          </div>
          <div>
            <h1 className="font-display text-4xl text-leaf-900 sm:text-5xl">{product.name}</h1>
            {product.botanicalName && (
              <p className="mt-1 text-lg text-stone-600 italic">{product.botanicalName}</p>
            )}
          </div>
          <ProductPurchase product={product} />
          <ShareButton />
        </div>
      </div>
      <ProductTabs product={product} />
    </article>
  );
}
