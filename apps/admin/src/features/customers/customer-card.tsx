import { buttonStyles, Card, formatRupees } from '@verdant/web-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type Customer, customerInitial, formatDate } from './customer';
import { CustomerBadges } from './customer-badges';

const Missing = ({ children }: { children: string }) => (
  <span className="text-stone-500 italic">{children}</span>
);

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-stone-600">{term}</dt>
      <dd className="font-medium text-ink">{children}</dd>
    </div>
  );
}

export function CustomerCard({ customer }: { customer: Customer }) {
  const headingId = `customer-${customer.id}`;
  return (
    <Card className="h-full p-5">
      <article aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex items-center gap-4">
          {/* Decoration: the heading beside it already names the customer. */}
          <span
            aria-hidden="true"
            className="grid size-12 shrink-0 place-items-center rounded-full bg-leaf-100 font-display text-xl text-leaf-800"
          >
            {customerInitial(customer)}
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="font-display text-xl text-leaf-900">
              {customer.fullName || <Missing>Unknown</Missing>}
            </h2>
            <p className="text-sm break-all text-stone-700">
              {customer.email || <Missing>No email</Missing>}
            </p>
          </div>
        </div>
        <CustomerBadges badges={customer.badges} />
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <Detail term="Phone">{customer.phone || <Missing>No phone</Missing>}</Detail>
          <Detail term="Joined">{formatDate(customer.joinedAt)}</Detail>
          <Detail term="Orders">{customer.orderCount}</Detail>
          <Detail term="Total spent">{formatRupees(customer.totalSpent)}</Detail>
          <Detail term="Last order">
            {customer.lastOrderAt ? formatDate(customer.lastOrderAt) : <Missing>No orders yet</Missing>}
          </Detail>
        </dl>
        <Link
          to={`/orders?customer=${encodeURIComponent(customer.id)}`}
          className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'self-start' })}
        >
          View orders
        </Link>
      </article>
    </Card>
  );
}
