import { CLAIM_REASON_LABELS } from '@verdant/domain/sales/order-claim-rules';
import { formatRupees, formatShopDateTime } from '@verdant/web-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { lineName } from '../plant-quantities';
import { AddClaimPhotosForm } from './add-claim-photos-form';
import { CLAIM_STATUS_WORDS, type CustomerClaim } from './claim-words';

/** What each step of a claim says to the customer. */
function stepWords(step: CustomerClaim['steps'][number]): ReactNode {
  switch (step.kind) {
    case 'opened':
      return step.description ?? 'You reported the problem.';
    case 'photos_requested':
      return `We asked for more photos: ${step.message}`;
    case 'photos_added':
      return step.note ? `You sent more photos: ${step.note}` : 'You sent more photos.';
    case 'declined':
      return `Declined: ${step.reason}`;
    case 'replaced':
      return (
        <>
          We are sending a replacement free of charge:{' '}
          <Link
            to={`/order/${step.replacementOrderId}`}
            className="text-leaf-700 underline underline-offset-2"
          >
            order {step.replacementOrderNumber}
          </Link>
          .
        </>
      );
    case 'refunded':
      return `We are refunding ${formatRupees(step.amount)}.`;
  }
}

/** Where the claim's money stands, once refunded. */
function refundWords(refund: NonNullable<CustomerClaim['refund']>): string {
  const amount = formatRupees(refund.amount);
  if (refund.byHand) return `${amount} paid back to you by transfer (reference ${refund.reference}).`;
  if (refund.status === 'completed') return `${amount} refunded to the way you paid.`;
  return `${amount} is on its way back to the way you paid: banks take 5 to 7 business days to show it.`;
}

/** One claim on the order: what it is about, where it stands, and each step with its time. */
export function ClaimStory({ claim }: { claim: CustomerClaim }) {
  const headingId = `claim-${claim.claimId}`;
  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-xl border border-stone-200 p-4">
      <h3 id={headingId} className="font-semibold text-ink">
        {CLAIM_REASON_LABELS[claim.reason]}:{' '}
        {claim.items.map((item) => `${item.quantity} × ${lineName(item)}`).join(', ')}
      </h3>
      <p className="font-medium text-leaf-800">{CLAIM_STATUS_WORDS[claim.status]}</p>
      {claim.refund && <p className="text-stone-800">{refundWords(claim.refund)}</p>}
      <ol aria-label="Claim steps" className="space-y-2 border-l-2 border-leaf-100 pl-4">
        {claim.steps.map((step) => (
          <li key={`${step.kind}-${step.at}`} className="space-y-1">
            <p className="text-sm text-stone-600">{formatShopDateTime(step.at)}</p>
            <p className="text-stone-800">{stepWords(step)}</p>
            {'photos' in step && step.photos.length > 0 && (
              <ul aria-label="Photos sent" className="flex flex-wrap gap-2">
                {step.photos.map((url, index) => (
                  <li key={url}>
                    <a href={url} target="_blank" rel="noreferrer">
                      <img
                        src={url}
                        alt={`What you sent, ${index + 1} of ${step.photos.length}`}
                        className="size-16 rounded-lg border border-stone-200 object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {claim.status === 'awaiting_photos' && (
        <AddClaimPhotosForm orderId={claim.orderId} claimId={claim.claimId} />
      )}
    </article>
  );
}
