import { cn } from '@verdant/web-kit';
import { useState } from 'react';
import { bundledImageFor, PRODUCT_IMAGE_SIZE, productImageUrl } from '../../shared/catalog/product-image';
import type { ProductDetail } from '../../shared/catalog/product-types';

/** The main image first, then the gallery; thumbnails choose which one is shown large. */
export function ProductGallery({ product }: { product: ProductDetail }) {
  const images = [
    {
      url: productImageUrl(product.mainImageUrl, bundledImageFor(product.slug)),
      alt: product.mainImageAlt ?? product.name,
    },
    ...product.gallery,
  ];
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0];

  return (
    <div className="space-y-4">
      <div className="aspect-square overflow-hidden rounded-2xl bg-cream-100">
        {/* The page's largest picture: fetched before the rest. */}
        <img
          src={current?.url}
          alt={current?.alt}
          width={PRODUCT_IMAGE_SIZE}
          height={PRODUCT_IMAGE_SIZE}
          fetchPriority="high"
          className="size-full object-cover"
        />
      </div>
      {images.length > 1 && (
        <ul aria-label="Product images" className="flex flex-wrap gap-3">
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                aria-label={`Show image ${index + 1}: ${image.alt}`}
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
                className={cn(
                  'size-20 overflow-hidden rounded-lg border-2',
                  index === shown ? 'border-leaf-700' : 'border-transparent',
                )}
              >
                <img src={image.url} alt="" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
