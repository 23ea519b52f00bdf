import { Card } from '@verdant/web-kit';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { type DashboardSummary, formatCount } from './dashboard';

/** Claims under the 7-day guarantee waiting on the shop: how many are undecided, how many past their 24 hours. */
export function ClaimsCard({ claims }: { claims: DashboardSummary['claims'] }) {
  const headingId = useId();
  return (
    <Card className="p-5">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="font-display text-xl text-leaf-900">
          Claims
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          Problems customers reported, each reviewed within 24 hours.
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-4">
          <div>
            <dt className="text-sm text-stone-600">Open</dt>
            <dd className="text-2xl font-semibold text-ink">{formatCount(claims.open)}</dd>
          </div>
          <div>
            <dt className="text-sm text-stone-600">Overdue reviews</dt>
            <dd
              className={
                claims.overdue > 0 ? 'text-2xl font-semibold text-red-800' : 'text-2xl font-semibold text-ink'
              }
            >
              {formatCount(claims.overdue)}
            </dd>
          </div>
        </dl>
        {claims.open > 0 && (
          <Link
            to="/claims?status=open"
            className="mt-3 inline-block text-sm font-medium text-leaf-800 hover:underline"
          >
            Review open claims
          </Link>
        )}
      </section>
    </Card>
  );
}
