import { notify, trpc } from '@verdant/web-kit';
import { useEffect, useRef } from 'react';
import { type Report, reportTitle } from './report';

/**
 * Says so when a report's build lands while the screen is open, and drops the rows kept from the build
 * before it. A quick build may finish before the screen ever sees it building, so what counts is a new
 * build time, not the status going from building to built.
 */
export function useFinishedBuilds(reports: readonly Report[] | undefined) {
  const utils = trpc.useUtils();
  const seen = useRef(new Map<string, string | null>());
  useEffect(() => {
    for (const { name, lastBuild } of reports ?? []) {
      const builtAt = lastBuild?.builtAt ?? null;
      if (builtAt && seen.current.has(name) && seen.current.get(name) !== builtAt) {
        notify.success(`Report built: ${reportTitle(name)}`);
        void utils.admin.reports.preview.invalidate({ name });
      }
      seen.current.set(name, builtAt);
    }
  }, [reports, utils]);
}
