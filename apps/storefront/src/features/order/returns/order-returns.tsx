import { returnsEnded } from '@verdant/domain/sales/order-return-rules';
import { Button, trpc } from '@verdant/web-kit';
import { useState } from 'react';
import { ReturnItemsForm } from './return-items-form';
import { ReturnStory } from './return-story';

/**
 * Returns of a delivered order: 'Return items' while the 7 days after delivery last and a plant is left to
 * send back (or the day they ended), and every return with its steps.
 */
export function OrderReturnsPanel({ orderId }: { orderId: string }) {
  const returns = trpc.returns.ofOrder.useQuery({ orderId });
  const [requesting, setRequesting] = useState(false);
  if (!returns.data) return null;
  const { returnableUntil, lines } = returns.data;
  if (returnableUntil === null && returns.data.returns.length === 0)
    return <p className="text-stone-700">This order cannot be returned.</p>;
  const open = returnableUntil !== null && Date.parse(returnableUntil) >= Date.now();
  const anyLeft = lines.some((line) => line.returnable > 0);

  return (
    <div className="space-y-4">
      {returns.data.returns.map((returned) => (
        <ReturnStory key={returned.returnId} returned={returned} />
      ))}
      {requesting && open ? (
        <ReturnItemsForm orderId={orderId} lines={lines} onDone={() => setRequesting(false)} />
      ) : open && anyLeft ? (
        <div className="space-y-2">
          <p className="text-stone-700">
            Changed your mind? Undamaged plants can be sent back within 7 days of delivery; we refund them
            within 10 business days of receiving them.
          </p>
          <Button variant="secondary" onClick={() => setRequesting(true)}>
            Return items
          </Button>
        </div>
      ) : (
        !open &&
        returnableUntil && <p className="text-stone-700">{returnsEnded(new Date(returnableUntil))}</p>
      )}
    </div>
  );
}
