import { type ClaimReason, guaranteeEnded } from '@verdant/domain/sales/order-claim-rules';
import { Button, trpc } from '@verdant/web-kit';
import { useState } from 'react';
import { ClaimStory } from './claim-story';
import type { OrderClaims as Claims } from './claim-words';
import { ReportProblemForm } from './report-problem-form';

/** The problems that may still be reported at `now`, and when the last window closed (or closes). */
function reportable(until: Claims['reportableUntil'], now: number) {
  if (!until) return { reasons: [], lastEnd: null };
  const entries = Object.entries(until) as [ClaimReason, string][];
  const reasons = entries.filter(([, end]) => Date.parse(end) >= now).map(([reason]) => reason);
  const lastEnd =
    entries
      .map(([, end]) => end)
      .sort()
      .at(-1) ?? null;
  return { reasons, lastEnd };
}

/**
 * The 7-day guarantee on a delivered order: 'Report a problem' while a window is open (or why it is gone),
 * and every claim with its steps.
 */
export function OrderClaimsPanel({ orderId }: { orderId: string }) {
  const claims = trpc.claims.ofOrder.useQuery({ orderId });
  const [reporting, setReporting] = useState(false);
  if (!claims.data || (claims.data.reportableUntil === null && claims.data.claims.length === 0)) return null;
  const { reasons, lastEnd } = reportable(claims.data.reportableUntil, Date.now());

  return (
    <div className="space-y-4">
      {claims.data.claims.map((claim) => (
        <ClaimStory key={claim.claimId} claim={claim} />
      ))}
      {reporting ? (
        <ReportProblemForm
          orderId={orderId}
          lines={claims.data.lines}
          reasons={reasons}
          onDone={() => setReporting(false)}
        />
      ) : reasons.length > 0 ? (
        <div className="space-y-2">
          <p className="text-stone-700">
            Something wrong with your plants? Our 7-day guarantee covers damage on arrival (report it within
            48 hours), poor health, wrong or missing items and plants not as described.
          </p>
          <Button variant="secondary" onClick={() => setReporting(true)}>
            Report a problem
          </Button>
        </div>
      ) : (
        lastEnd && <p className="text-stone-700">{guaranteeEnded(new Date(lastEnd))}</p>
      )}
    </div>
  );
}
