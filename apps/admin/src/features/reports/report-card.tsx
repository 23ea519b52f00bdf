import { Card, FormAlert } from '@verdant/web-kit';
import { useId } from 'react';
import { BuildButton } from './build-button';
import { BuildProgress } from './build-progress';
import { lastBuildLabel, type Report, reportTitle } from './report';
import { ReportPreview } from './report-preview';

/** One report: what it tells, its last build with the first rows, and the build under way if any. */
export function ReportCard({ report }: { report: Report }) {
  const headingId = useId();
  const title = reportTitle(report.name);
  const building = report.status === 'building';
  return (
    <Card className="p-6">
      <section aria-labelledby={headingId} className="space-y-4">
        <div>
          <div className="flex items-start justify-between gap-4">
            <h2 id={headingId} className="font-display text-2xl text-leaf-900">
              {title}
            </h2>
            <BuildButton name={report.name} title={title} building={building} />
          </div>
          <p className="mt-1 max-w-3xl text-stone-700">{report.description}</p>
          <p className="mt-2 text-sm text-stone-600">
            {report.lastBuild ? lastBuildLabel(report.lastBuild) : 'Not built yet.'}
          </p>
        </div>
        {building && <BuildProgress title={title} progress={report.progress} />}
        {report.status === 'failed' && (
          <FormAlert message={`The last build failed: ${report.error ?? 'no reason was given'}`} />
        )}
        {/* A failed or running build leaves the last one standing: its rows are still the latest. */}
        {report.lastBuild && <ReportPreview name={report.name} title={title} />}
      </section>
    </Card>
  );
}
