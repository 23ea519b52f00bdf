import { longShopDay } from '@verdant/domain/shared/shop-calendar';
import { Card } from '@verdant/web-kit';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { type DashboardSummary, formatCount } from './dashboard';

function Figure({
  term,
  children,
  alarming = false,
}: {
  term: string;
  children: ReactNode;
  alarming?: boolean;
}) {
  return (
    <div>
      <dt className="text-sm text-stone-600">{term}</dt>
      <dd className={`text-2xl font-semibold ${alarming ? 'text-red-800' : 'text-ink'}`}>{children}</dd>
    </div>
  );
}

function ReturnsCard({
  title,
  about,
  link,
  children,
}: {
  title: string;
  about: string;
  link: { to: string; label: string } | null;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card className="p-5">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="font-display text-xl text-leaf-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{about}</p>
        <dl className="mt-3 grid grid-cols-2 gap-4">{children}</dl>
        {link && (
          <Link to={link.to} className="mt-3 inline-block text-sm font-medium text-leaf-800 hover:underline">
            {link.label}
          </Link>
        )}
      </section>
    </Card>
  );
}

/**
 * Returns waiting on the shop: approved ones whose plants have not come back yet, and received ones whose
 * refund is still owed (due within 10 business days), the soonest due and how many are past due.
 */
export function ReturnsCards({ summary }: { summary: DashboardSummary }) {
  const awaiting = summary.returnsAwaitingReceipt;
  const due = summary.refundsFallingDue;
  return (
    <>
      <ReturnsCard
        title="Returns awaiting receipt"
        about="Approved returns whose plants have not reached the shop yet."
        link={awaiting > 0 ? { to: '/returns?status=approved', label: 'See returns awaiting receipt' } : null}
      >
        <Figure term="Approved">{formatCount(awaiting)}</Figure>
      </ReturnsCard>
      <ReturnsCard
        title="Refunds falling due"
        about="Returned plants received, refunded within 10 business days."
        link={due.count > 0 ? { to: '/returns?status=refund_due', label: 'See refunds due' } : null}
      >
        <Figure term="Owed">{formatCount(due.count)}</Figure>
        <Figure term="Overdue" alarming={due.overdue > 0}>
          {formatCount(due.overdue)}
        </Figure>
        {due.soonestDueBy && (
          <div className="col-span-2">
            <dt className="text-sm text-stone-600">Soonest due</dt>
            <dd className="font-medium text-ink">{longShopDay(due.soonestDueBy)}</dd>
          </div>
        )}
      </ReturnsCard>
    </>
  );
}
