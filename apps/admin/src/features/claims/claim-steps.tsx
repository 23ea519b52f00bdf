import { formatRupees } from '@verdant/web-kit';
import { Link } from 'react-router-dom';
import { Timeline } from '../history/timeline';
import { OrderPanel } from '../orders/order-panel';
import type { ClaimStep } from './claim';
import { ClaimPhotos } from './claim-photos';

/** What each step is, in the back office's words. */
const stepTitles: Record<ClaimStep['kind'], string> = {
  opened: 'The customer reported the problem',
  photos_requested: 'The shop asked for more photos',
  photos_added: 'The customer added photos',
  declined: 'The shop declined the claim',
  replaced: 'The shop sent a replacement',
  refunded: 'The shop refunded the claimed plants',
};

/**
 * Every step of the claim, oldest first, with the words each side wrote and the customer's photos. The photos
 * are numbered through the whole claim, so 'Photo 3' means the same photo wherever it is named.
 */
export function ClaimSteps({ steps }: { steps: readonly ClaimStep[] }) {
  let photosBefore = 0;
  const entries = steps.map((step) => {
    const firstPhoto = photosBefore + 1;
    const photos = 'photos' in step ? step.photos : [];
    photosBefore += photos.length;
    return {
      key: `${step.kind}-${step.at}`,
      title: stepTitles[step.kind],
      who: step.by ?? 'The customer',
      at: step.at,
      details: (
        <>
          <StepWords step={step} />
          {photos.length > 0 && <ClaimPhotos urls={photos} firstNumber={firstPhoto} />}
        </>
      ),
    };
  });
  return (
    <OrderPanel title="Steps">
      <Timeline label="Claim steps" entries={entries} />
    </OrderPanel>
  );
}

/** The words written at this step: the customer's description or note, or the shop's message to them. */
function StepWords({ step }: { step: ClaimStep }) {
  if (step.kind === 'replaced')
    return (
      <p className="text-ink">
        Replacement order{' '}
        <Link
          to={`/orders/${step.replacementOrderId}`}
          className="text-leaf-700 underline underline-offset-2 hover:text-leaf-900"
        >
          {step.replacementOrderNumber}
        </Link>
        , free of charge
      </p>
    );
  if (step.kind === 'refunded') return <p className="text-ink">{formatRupees(step.amount)} given back</p>;
  const words = wordsOf(step);
  if (words === null) {
    // A note is optional; a description is gone only when the customer's data was erased.
    return step.kind === 'opened' ? (
      <p className="text-stone-500 italic">The customer's words were erased with their account.</p>
    ) : null;
  }
  return (
    <blockquote className="rounded-lg bg-cream-100 px-4 py-3 whitespace-pre-line text-ink">
      {words}
    </blockquote>
  );
}

function wordsOf(step: Exclude<ClaimStep, { kind: 'replaced' | 'refunded' }>): string | null {
  switch (step.kind) {
    case 'opened':
      return step.description;
    case 'photos_requested':
      return step.message;
    case 'photos_added':
      return step.note;
    case 'declined':
      return step.reason;
  }
}
