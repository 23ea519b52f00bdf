import { Link } from 'react-router-dom';
import { WishlistButton } from '../wishlist/wishlist-button';
import { SaleBadge } from './product-badges';
import { bundledImageFor, PRODUCT_IMAGE_SIZE, productImageUrl } from './product-image';
import { ProductPrice } from './product-price';
import type { ProductCardData } from './product-types';

interface ProductCardProps {
  product: ProductCardData;
  /** Artwork shown when the product has no image of its own; by default the artwork bundled for its slug. */
  fallbackImage?: string;
  /** On the first screen: its picture loads at once instead of when scrolled near. */
  eager?: boolean;
}

/** The heart sits beside the link, not in it: a button inside a link is neither valid nor usable by keyboard. */
export function ProductCard({ product, fallbackImage, eager = false }: ProductCardProps) {
  return (
    <div className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-leaf-100 bg-white shadow-sm transition-shadow hover:shadow-md">
      <Link to={`/product/${product.slug}`} className="flex flex-1 flex-col">
        <div className="relative aspect-square overflow-hidden bg-cream-100">
          <img
            src={productImageUrl(product.mainImageUrl, fallbackImage ?? bundledImageFor(product.slug))}
            alt={product.mainImageAlt ?? product.name}
            width={PRODUCT_IMAGE_SIZE}
            height={PRODUCT_IMAGE_SIZE}
            loading={eager ? 'eager' : 'lazy'}
            className="size-full object-cover motion-safe:transition-transform motion-safe:group-hover:scale-105"
          />
          {product.onSale && <SaleBadge className="absolute top-3 left-3" />}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-4">
          <h3 className="font-display text-lg text-leaf-900">{product.name}</h3>
          <ProductPrice price={product.price} basePrice={product.basePrice} onSale={product.onSale} />
        </div>
      </Link>
      <WishlistButton productId={product.id} productName={product.name} className="absolute top-3 right-3" />
    </div>
  );
}
