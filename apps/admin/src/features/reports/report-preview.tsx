import { ErrorState, refusalOf, Spinner, trpc } from '@verdant/web-kit';
import { DownloadCsvButton } from './download-csv-button';
import { formatCount, type ReportPreview as Preview } from './report';

/** The last build's first rows as the CSV has them, and the whole CSV to download. */
export function ReportPreview({ name, title }: { name: string; title: string }) {
  const preview = trpc.admin.reports.preview.useQuery({ name });
  if (preview.isPending) return <Spinner label={`Loading the rows of ${title}…`} />;
  if (preview.isError)
    return (
      <ErrorState
        message={refusalOf(preview.error)?.message ?? "We couldn't load the report's rows."}
        onRetry={() => void preview.refetch()}
      />
    );

  const { rows, total } = preview.data;
  return (
    <div className="space-y-3">
      {total === 0 ? (
        <p className="text-stone-700">The last build found nothing to report.</p>
      ) : (
        <PreviewTable title={title} preview={preview.data} />
      )}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {rows.length < total && (
          <p className="mr-auto text-sm text-stone-600">
            Showing {formatCount(rows.length)} of {formatCount(total)} rows
          </p>
        )}
        <DownloadCsvButton name={name} title={title} />
      </div>
    </div>
  );
}

function PreviewTable({ title, preview: { columns, rows } }: { title: string; preview: Preview }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200">
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="sr-only">{title}</caption>
        <thead className="bg-leaf-50 text-leaf-900">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {/* A report's rows are one per group (a day and category, a reason…), so no two are alike. */}
          {rows.map((row) => (
            <tr key={JSON.stringify(row)} className="border-t border-stone-200">
              {row.map((cell, index) =>
                // The first column names the group the row counts.
                index === 0 ? (
                  <th key={columns[index]} scope="row" className="px-3 py-2 font-medium">
                    {cell}
                  </th>
                ) : (
                  <td key={columns[index]} className="px-3 py-2">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
