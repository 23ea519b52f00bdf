import { Card, formatRupees } from '@verdant/web-kit';
import { IndianRupee, type LucideIcon, Package, ShoppingCart, Users } from 'lucide-react';
import { useId } from 'react';
import { ClaimsCard } from './claims-card';
import { CountedStock } from './counted-stock';
import { type DashboardSummary, formatCount, testModeNote } from './dashboard';
import { ReturnsCards } from './returns-cards';

interface TotalProps {
  term: string;
  value: string;
  Icon: LucideIcon;
  /** A word on what the figure leaves out, under it. */
  note?: string | null;
}

function Total({ term, value, Icon, note }: TotalProps) {
  return (
    <Card className="p-5">
      <dt className="flex items-center gap-2 text-sm text-stone-600">
        <Icon aria-hidden="true" className="size-5 text-leaf-600" />
        {term}
      </dt>
      <dd className="mt-2 font-display text-3xl text-leaf-900">{value}</dd>
      {note && <dd className="mt-1 text-xs text-stone-600">{note}</dd>}
    </Card>
  );
}

function Period({ title, figures }: { title: string; figures: DashboardSummary['today'] }) {
  const headingId = useId();
  return (
    <Card className="p-5">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="font-display text-xl text-leaf-900">
          {title}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-4">
          <div>
            <dt className="text-sm text-stone-600">Orders</dt>
            <dd className="text-2xl font-semibold text-ink">{formatCount(figures.orders)}</dd>
          </div>
          <div>
            <dt className="text-sm text-stone-600">Revenue</dt>
            <dd className="text-2xl font-semibold text-ink">{formatRupees(figures.revenue)}</dd>
          </div>
        </dl>
      </section>
    </Card>
  );
}

/**
 * The shop's totals, then orders and revenue today and over the last 7 days (shop days, in India), and the
 * counted plants running short.
 */
export function DashboardFigures({ summary }: { summary: DashboardSummary }) {
  return (
    <div className="space-y-4">
      <dl aria-label="Shop totals" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Total term="Total Products" value={formatCount(summary.totalProducts)} Icon={Package} />
        <Total term="Total Orders" value={formatCount(summary.totalOrders)} Icon={ShoppingCart} />
        <Total term="Total Customers" value={formatCount(summary.totalCustomers)} Icon={Users} />
        <Total
          term="Total Revenue"
          value={formatRupees(summary.totalRevenue)}
          Icon={IndianRupee}
          note={testModeNote(summary.testModePayments)}
        />
      </dl>
      <p className="text-sm text-stone-600">
        Revenue is the money received, online or in cash on delivery, less refunds; cancelled orders bring
        none.
      </p>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <Period title="Today" figures={summary.today} />
        <Period title="Last 7 days" figures={summary.last7Days} />
        <CountedStock stock={summary.countedStock} />
        <ClaimsCard claims={summary.claims} />
        <ReturnsCards summary={summary} />
      </div>
    </div>
  );
}
