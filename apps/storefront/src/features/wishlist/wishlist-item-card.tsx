import { Button } from '@verdant/web-kit';
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useCartActions } from '../../shared/cart/use-cart';
import { bundledImageFor, productImageUrl } from '../../shared/catalog/product-image';
import { ProductPrice } from '../../shared/catalog/product-price';
import { stockStatusText } from '../../shared/catalog/stock-status';
import type { WishlistItem } from '../../shared/wishlist/use-wishlist';
import { WishlistButton } from '../../shared/wishlist/wishlist-button';

/** A wishlisted plant with Add to Cart, which only a plant in stock allows. */
export function WishlistItemCard({ item }: { item: WishlistItem }) {
  const cart = useCartActions();
  const inStock = item.stockStatus !== 'out_of_stock';
  const addToCart = () =>
    cart.add(
      { productId: item.id, variantId: item.size?.id ?? null, quantity: 1 },
      { added: 'Added to cart!', updated: 'Added to cart!' },
    );
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-leaf-100 bg-white shadow-sm">
      <Link to={`/product/${item.slug}`} className="block aspect-square overflow-hidden bg-cream-100">
        <img
          src={productImageUrl(item.mainImageUrl, bundledImageFor(item.slug))}
          alt={item.mainImageAlt ?? item.name}
          loading="lazy"
          className="size-full object-cover"
        />
      </Link>
      <WishlistButton productId={item.id} productName={item.name} className="absolute top-3 right-3" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="font-display text-lg text-leaf-900">
          <Link to={`/product/${item.slug}`}>{item.name}</Link>
        </h2>
        <ProductPrice price={item.price} basePrice={item.basePrice} onSale={item.onSale} />
        <p className={inStock ? 'text-sm text-leaf-700' : 'text-sm text-red-800'}>
          {stockStatusText[item.stockStatus]}
          {item.size && ` · Size: ${item.size.name}`}
        </p>
        <Button className="mt-auto" disabled={!inStock || cart.pending} onClick={() => void addToCart()}>
          <ShoppingBag aria-hidden="true" className="size-4" /> Add to Cart
        </Button>
      </div>
    </article>
  );
}
