import { Heart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useWishlist } from '../../wishlist/use-wishlist';
import { CountBadge, countedLabel } from './count-badge';

/** SPEC.md 2.2: the wishlist icon's badge shows the number of wishlisted plants. */
export function WishlistLink({ className }: { className: string }) {
  const count = useWishlist().items.length;
  return (
    <Link
      to="/wishlist"
      aria-label={countedLabel('Wishlist', count)}
      title="Wishlist"
      className={`relative ${className}`}
    >
      <Heart aria-hidden="true" className="size-5" />
      <CountBadge count={count} />
    </Link>
  );
}
