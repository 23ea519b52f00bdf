import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cartQuantity, useCart } from '../../cart/cart-store';

/** SPEC.md 2.2: the cart icon's badge shows the sum of the cart's quantities. */
export function CartLink({ className }: { className: string }) {
  const count = cartQuantity(useCart());
  const label = count === 0 ? 'Cart' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <Link to="/cart" aria-label={label} title="Cart" className={`relative ${className}`}>
      <ShoppingBag aria-hidden="true" className="size-5" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-clay-700 px-1 text-xs font-semibold text-white"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
