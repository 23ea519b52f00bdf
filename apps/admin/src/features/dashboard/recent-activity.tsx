import { Card, formatShopDateTime } from '@verdant/web-kit';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { activityPath, type DashboardSummary } from './dashboard';

/** The latest happenings in the shop, newest first, each linking to its record. */
export function RecentActivity({ activity }: { activity: DashboardSummary['recentActivity'] }) {
  const headingId = useId();
  return (
    <Card className="p-6">
      <section aria-labelledby={headingId} className="space-y-4">
        <h2 id={headingId} className="font-display text-2xl text-leaf-900">
          Recent Activity
        </h2>
        {activity.length === 0 ? (
          <p className="text-stone-600">Nothing has happened in the shop yet.</p>
        ) : (
          <ol aria-labelledby={headingId} className="divide-y divide-stone-200">
            {activity.map((item) => (
              <li
                key={item.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
              >
                <Link to={activityPath(item.link)} className="font-medium text-leaf-800 hover:underline">
                  {item.description}
                </Link>
                <time dateTime={item.at} className="text-sm text-stone-600">
                  {formatShopDateTime(item.at)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </section>
    </Card>
  );
}
