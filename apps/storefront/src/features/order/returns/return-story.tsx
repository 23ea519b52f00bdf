import { RETURN_REASON_LABELS } from '@verdant/domain/sales/order-return-rules';
import { formatShopDateTime } from '@verdant/web-kit';
import { lineName } from '../plant-quantities';
import { type CustomerReturn, returnStatusWords, returnStepWords } from './return-words';

/** One return on the order: what goes back, where it stands, and each step with its time. */
export function ReturnStory({ returned }: { returned: CustomerReturn }) {
  const headingId = `return-${returned.returnId}`;
  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-xl border border-stone-200 p-4">
      <h3 id={headingId} className="font-semibold text-ink">
        {RETURN_REASON_LABELS[returned.reason]}:{' '}
        {returned.items.map((item) => `${item.quantity} × ${lineName(item)}`).join(', ')}
      </h3>
      <p className="font-medium text-leaf-800">{returnStatusWords(returned)}</p>
      <ol aria-label="Return steps" className="space-y-2 border-l-2 border-leaf-100 pl-4">
        {returned.steps.map((step) => (
          <li key={`${step.kind}-${step.at}`} className="space-y-1">
            <p className="text-sm text-stone-600">{formatShopDateTime(step.at)}</p>
            <p className="break-words whitespace-pre-line text-stone-800">{returnStepWords(step)}</p>
          </li>
        ))}
      </ol>
    </article>
  );
}
