import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useCartCount } from '../../cart/use-cart';
import { CountBadge, countedLabel } from './count-badge';

/** SPEC.md 2.2: the cart icon's badge shows the sum of the cart's quantities. */
export function CartLink({ className }: { className: string }) {
  const count = useCartCount();
  return (
    <Link
      to="/cart"
      aria-label={countedLabel('Cart', count)}
      title="Cart"
      className={`relative ${className}`}
    >
      <ShoppingBag aria-hidden="true" className="size-5" />
      <CountBadge count={count} />
    </Link>
  );
}
