import { buttonStyles, EmptyState } from '@verdant/web-kit';
import { Package } from 'lucide-react';
import { Link } from 'react-router-dom';

/** Order history. Checkout is not built yet, so no shopper can have orders: said plainly, not faked. */
export function OrdersPanel() {
  return (
    <section aria-labelledby="order-history-title" className="space-y-4">
      <h2 id="order-history-title" className="font-display text-2xl text-leaf-900">
        Order History
      </h2>
      <EmptyState
        icon={<Package className="size-10" />}
        title="No orders yet"
        action={
          <Link to="/shop" className={buttonStyles({ size: 'sm' })}>
            Start Shopping
          </Link>
        }
      >
        Your orders will appear here once you place one.
      </EmptyState>
    </section>
  );
}
