import { Link } from 'react-router-dom';
import { SaleBadge } from './product-badges';
import { productImageUrl } from './product-image';
import { ProductPrice } from './product-price';
import type { ProductCardData } from './product-types';

interface ProductCardProps {
  product: ProductCardData;
  /** Artwork shown when the product has no image of its own. */
  fallbackImage?: string;
}

export function ProductCard({ product, fallbackImage }: ProductCardProps) {
  return (
    <Link
      to={`/product/${product.slug}`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-leaf-100 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative aspect-square overflow-hidden bg-cream-100">
        <img
          src={productImageUrl(product.mainImageUrl, fallbackImage)}
          alt={product.mainImageAlt ?? product.name}
          loading="lazy"
          className="size-full object-cover motion-safe:transition-transform motion-safe:group-hover:scale-105"
        />
        {product.onSale && <SaleBadge className="absolute top-3 left-3" />}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="font-display text-lg text-leaf-900">{product.name}</h3>
        <ProductPrice price={product.price} basePrice={product.basePrice} onSale={product.onSale} />
      </div>
    </Link>
  );
}
