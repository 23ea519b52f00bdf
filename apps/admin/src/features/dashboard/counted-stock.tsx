import type { StockStatus } from '@verdant/domain/catalog/product-statuses';
import { Card } from '@verdant/web-kit';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { productsPath } from '../products/product';
import { type DashboardSummary, formatCount } from './dashboard';

interface ShortageProps {
  term: string;
  count: number;
  stock: StockStatus;
  linkText: string;
}

function Shortage({ term, count, stock, linkText }: ShortageProps) {
  return (
    <div>
      <dt className="text-sm text-stone-600">{term}</dt>
      <dd className="text-2xl font-semibold text-ink">{formatCount(count)}</dd>
      {count > 0 && (
        <dd>
          <Link
            to={productsPath({ status: 'active', stock, keeping: 'counted' })}
            className="text-sm font-medium text-leaf-800 hover:underline"
          >
            {linkText}
          </Link>
        </dd>
      )}
    </div>
  );
}

/** Active plants whose counted stock is low or gone: what to reorder. */
export function CountedStock({ stock }: { stock: DashboardSummary['countedStock'] }) {
  const headingId = useId();
  return (
    <Card className="p-5">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="font-display text-xl text-leaf-900">
          Counted stock
        </h2>
        <p className="mt-1 text-sm text-stone-600">Active plants whose stock the shop counts.</p>
        <dl className="mt-3 grid grid-cols-2 gap-4">
          <Shortage
            term="Low stock"
            count={stock.lowStock}
            stock="low_stock"
            linkText="Show low-stock plants"
          />
          <Shortage
            term="Out of stock"
            count={stock.outOfStock}
            stock="out_of_stock"
            linkText="Show sold-out plants"
          />
        </dl>
      </section>
    </Card>
  );
}
