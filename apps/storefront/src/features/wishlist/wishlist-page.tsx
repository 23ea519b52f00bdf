import { buttonStyles, EmptyState, ErrorState, Spinner, useAuth } from '@verdant/web-kit';
import { Heart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageSection } from '../../shared/components/page-section';
import { useWishlist } from '../../shared/wishlist/use-wishlist';
import { WishlistItemCard } from './wishlist-item-card';

/** /wishlist: the signed-in customer's wishlisted plants. */
export function WishlistPage() {
  const { user, loading } = useAuth();
  const wishlist = useWishlist();

  return (
    <PageSection
      title="My Wishlist"
      description="The plants you have saved on Verdant, ready to add to your cart."
      className="max-w-7xl"
    >
      {loading || wishlist.isPending ? (
        <Spinner label="Loading your wishlist…" className="min-h-[30vh]" />
      ) : !user ? (
        <EmptyState
          icon={<Heart className="size-10" />}
          title="Sign in to see your wishlist"
          className="mt-8"
          action={
            <Link to="/auth" className={buttonStyles()}>
              Sign In
            </Link>
          }
        >
          Save the plants you love and find them here on any device.
        </EmptyState>
      ) : wishlist.error ? (
        <ErrorState message="We couldn't load your wishlist. Please try again." className="mt-8" />
      ) : wishlist.items.length === 0 ? (
        <EmptyState
          icon={<Heart className="size-10" />}
          title="Your wishlist is empty"
          className="mt-8"
          action={
            <Link to="/shop" className={buttonStyles()}>
              Browse Plants
            </Link>
          }
        >
          Tap the heart on any plant to save it here.
        </EmptyState>
      ) : (
        <ul aria-label="Wishlist" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {wishlist.items.map((item) => (
            <li key={item.id}>
              <WishlistItemCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
