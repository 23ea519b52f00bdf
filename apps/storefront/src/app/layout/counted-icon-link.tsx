import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface CountedIconLinkProps {
  to: string;
  name: string;
  count: number;
  icon: ReactNode;
  className: string;
}

/**
 * A header icon with a count badge (the cart and the wishlist). The link's name says the count in
 * words ('Cart, 3 items'), so the badge itself is hidden from screen readers.
 */
export function CountedIconLink({ to, name, count, icon, className }: CountedIconLinkProps) {
  const label = count === 0 ? name : `${name}, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <Link to={to} aria-label={label} title={name} className={`relative ${className}`}>
      {icon}
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
