import { cn } from '@verdant/web-kit';
import { Heart } from 'lucide-react';
import { useWishlist } from './use-wishlist';

interface WishlistButtonProps {
  productId: string;
  productName: string;
  className?: string;
}

/** The heart on product cards and pages: a toggle button whose pressed state says whether it is wishlisted. */
export function WishlistButton({ productId, productName, className }: WishlistButtonProps) {
  const wishlist = useWishlist();
  const listed = wishlist.has(productId);
  return (
    <button
      type="button"
      aria-label={`Wishlist ${productName}`}
      aria-pressed={listed}
      title={listed ? 'Remove from wishlist' : 'Add to wishlist'}
      disabled={wishlist.toggling === productId}
      onClick={() => void wishlist.toggle(productId)}
      className={cn(
        'grid size-10 place-items-center rounded-full bg-white/90 text-leaf-800 shadow-sm transition-colors hover:bg-white disabled:opacity-60',
        className,
      )}
    >
      <Heart aria-hidden="true" className={cn('size-5', listed && 'fill-clay-700 text-clay-700')} />
    </button>
  );
}
