import { Card } from '@verdant/web-kit';
import { ChartColumn, type LucideIcon, Plus, TicketPercent, Truck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';

const actions: readonly { to: string; label: string; Icon: LucideIcon }[] = [
  { to: '/products/new', label: 'Add Product', Icon: Plus },
  { to: '/orders?status=processing', label: 'Orders awaiting dispatch', Icon: Truck },
  { to: '/coupons', label: 'Add Coupon', Icon: TicketPercent },
  { to: '/reports', label: 'Reports', Icon: ChartColumn },
];

export function QuickActions() {
  const headingId = useId();
  return (
    <Card className="p-6">
      <section aria-labelledby={headingId} className="space-y-4">
        <h2 id={headingId} className="font-display text-2xl text-leaf-900">
          Quick Actions
        </h2>
        <ul className="grid gap-3">
          {actions.map(({ to, label, Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex items-center gap-3 rounded-xl border border-stone-200 px-4 py-3 font-medium text-leaf-900 transition-colors hover:border-leaf-300 hover:bg-leaf-50"
              >
                <Icon aria-hidden="true" className="size-5 text-leaf-600" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
