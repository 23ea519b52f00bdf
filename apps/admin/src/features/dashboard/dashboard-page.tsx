import { ErrorState, PageMeta, Spinner, trpc } from '@verdant/web-kit';
import { DashboardFigures } from './dashboard-figures';
import { FailedRefunds } from './failed-refunds';
import { InvoicesOff } from './invoices-off';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';

export function DashboardPage() {
  // An overview of a shop that moves while nobody here acts: fetched afresh on every visit.
  const summary = trpc.admin.dashboard.summary.useQuery(undefined, { staleTime: 0 });
  return (
    <section className="space-y-6">
      <PageMeta title="Dashboard | Verdant Admin" description="An overview of the Verdant shop." />
      <div>
        <h1 className="font-display text-4xl text-leaf-900">Dashboard</h1>
        <p className="mt-2 max-w-2xl text-stone-700">
          How the shop is doing, and what happened in it lately.
        </p>
      </div>
      {summary.isPending ? (
        <Spinner label="Loading the dashboard…" />
      ) : summary.isError ? (
        <ErrorState message="We couldn't load the dashboard." onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <InvoicesOff off={summary.data.invoicesOff} />
          <FailedRefunds refunds={summary.data.failedRefunds} />
          <DashboardFigures summary={summary.data} />
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <RecentActivity activity={summary.data.recentActivity} />
            </div>
            <QuickActions />
          </div>
        </>
      )}
    </section>
  );
}
