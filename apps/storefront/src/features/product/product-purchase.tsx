import { MAX_LINE_QUANTITY } from '@verdant/domain/shopping/cart-line';
import { Button, cn } from '@verdant/web-kit';
import { Minus, Plus, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { useCartActions } from '../../shared/cart/use-cart';
import { ProductPrice } from '../../shared/catalog/product-price';
import type { ProductDetail } from '../../shared/catalog/product-types';
import { stockStatusText } from '../../shared/catalog/stock-status';
import { WishlistButton } from '../../shared/wishlist/wishlist-button';
import { BackInStockForm } from './back-in-stock-form';

/** Price, size, stock, quantity and Add to Cart. Each size comes priced by the server. */
export function ProductPurchase({ product }: { product: ProductDetail }) {
  const [variantId, setVariantId] = useState(product.variants[0]?.id ?? null);
  const [wanted, setQuantity] = useState(1);
  const variant = product.variants.find((candidate) => candidate.id === variantId);
  // How many of the chosen size are left, where the shop counts this plant's stock; null where it does not.
  const left = variant ? variant.available : product.available;
  const soldOut = product.stockStatus === 'out_of_stock' || left === 0;
  const most = left === null ? MAX_LINE_QUANTITY : Math.max(1, Math.min(MAX_LINE_QUANTITY, left));
  const quantity = Math.min(wanted, most);
  const cart = useCartActions();

  return (
    <div className="space-y-5">
      <ProductPrice
        price={variant?.price ?? product.price}
        basePrice={variant?.basePrice ?? product.basePrice}
        onSale={product.onSale}
        className="text-2xl"
      />
      <p className={cn('font-medium', soldOut ? 'text-red-800' : 'text-leaf-700')}>
        {soldOut ? stockStatusText.out_of_stock : stockStatusText[product.stockStatus]}
        {!soldOut && left !== null && left <= product.lowStockThreshold && (
          <span className="text-amber-800"> · Only {left} left</span>
        )}
      </p>

      {product.variants.length > 0 && (
        <fieldset>
          <legend className="mb-2 font-medium text-leaf-900">Size</legend>
          <div className="flex flex-wrap gap-2">
            {product.variants.map((option) => (
              <Button
                key={option.id}
                size="sm"
                variant={option.id === variantId ? 'primary' : 'secondary'}
                aria-pressed={option.id === variantId}
                onClick={() => setVariantId(option.id)}
              >
                {option.available === 0 ? `${option.name} (sold out)` : option.name}
              </Button>
            ))}
          </div>
        </fieldset>
      )}

      <div className="flex flex-wrap items-center gap-4">
        <fieldset className="flex items-center rounded-full border border-stone-300">
          <legend className="sr-only">Quantity</legend>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Decrease quantity"
            disabled={soldOut || quantity <= 1}
            onClick={() => setQuantity(Math.max(1, quantity - 1))}
          >
            <Minus aria-hidden="true" className="size-4" />
          </Button>
          <output aria-live="polite" className="w-10 text-center font-medium">
            {quantity}
          </output>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Increase quantity"
            disabled={soldOut || quantity >= most}
            onClick={() => setQuantity(Math.min(most, quantity + 1))}
          >
            <Plus aria-hidden="true" className="size-4" />
          </Button>
        </fieldset>
        <Button
          size="lg"
          disabled={soldOut || cart.pending}
          onClick={() => void cart.add({ productId: product.id, variantId, quantity })}
        >
          <ShoppingBag aria-hidden="true" className="size-5" /> Add to Cart
        </Button>
        <WishlistButton
          productId={product.id}
          productName={product.name}
          className="border border-leaf-200"
        />
      </div>
      {product.stockStatus === 'out_of_stock' && <BackInStockForm productId={product.id} />}
    </div>
  );
}
