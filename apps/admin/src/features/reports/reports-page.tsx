import { ErrorState, PageMeta, refusalOf, Spinner, trpc } from '@verdant/web-kit';
import { ReportCard } from './report-card';
import { useFinishedBuilds } from './use-finished-builds';

/** The server saves a build's progress about twice a second; asking more often would show nothing new. */
const POLL_WHILE_BUILDING_MS = 500;

/**
 * Admin > Reports: the analysts' reports, each built over the shop's whole history on the server. Whether
 * one is building comes from the server, so a reload (or another admin's screen) follows it too.
 */
export function ReportsPage() {
  const reports = trpc.admin.reports.list.useQuery(undefined, {
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.some((report) => report.status === 'building') ? POLL_WHILE_BUILDING_MS : false,
  });
  useFinishedBuilds(reports.data);

  return (
    <section className="space-y-6">
      <PageMeta title="Reports | Verdant Admin" description="Reports over the shop's whole history." />
      <div>
        <h1 className="font-display text-4xl text-leaf-900">Reports</h1>
        <p className="mt-1 max-w-3xl text-stone-700">
          Each report reads the shop's whole history. Build one to see its first rows here and download all of
          them as CSV; amounts are in rupees and times in India Standard Time.
        </p>
      </div>
      {reports.isPending ? (
        <Spinner label="Loading reports…" />
      ) : !reports.data ? (
        <ErrorState
          message={refusalOf(reports.error)?.message ?? "We couldn't load the reports."}
          onRetry={() => void reports.refetch()}
        />
      ) : (
        // A failed poll keeps the reports already shown rather than blanking the screen mid-build.
        <ul aria-label="Reports" className="space-y-6">
          {reports.data.map((report) => (
            <li key={report.name}>
              <ReportCard report={report} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
