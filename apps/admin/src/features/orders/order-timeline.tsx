import { ErrorState, refusalOf, Spinner, trpc } from '@verdant/web-kit';
import { useEffect, useRef } from 'react';
import { formatShopMoment } from '../history/shop-moment';
import { actorLabel } from './order';
import { OrderPanel } from './order-panel';

/**
 * Everything that happened to the order, oldest first: what, who (and in what role), and when, to the second,
 * so that the moment between two changes can be typed in 'View as of'.
 */
export function OrderTimeline({ orderId, updatedAt }: { orderId: string; updatedAt: string }) {
  const timeline = trpc.admin.orders.timeline.useQuery({ orderId });
  const { refetch } = timeline;
  const shownFor = useRef(updatedAt);
  // The order changed since (a refund settled at the gateway, a status moved): what happened is read again.
  useEffect(() => {
    if (shownFor.current === updatedAt) return;
    shownFor.current = updatedAt;
    void refetch();
  }, [updatedAt, refetch]);
  return (
    <OrderPanel title="Order Timeline">
      {timeline.isPending ? (
        <Spinner label="Loading the timeline…" />
      ) : timeline.isError ? (
        <ErrorState
          message={refusalOf(timeline.error)?.message ?? "We couldn't load the order's timeline."}
          onRetry={() => void timeline.refetch()}
        />
      ) : (
        <ol aria-label="Order timeline" className="space-y-4 border-l-2 border-leaf-200 pl-5">
          {timeline.data.map((entry) => (
            <li key={entry.position} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.65rem] size-3 rounded-full border-2 border-white bg-leaf-600"
              />
              <p className="font-medium text-ink">{entry.description}</p>
              <p className="text-sm text-stone-600">
                {actorLabel(entry.actor)} · <time dateTime={entry.at}>{formatShopMoment(entry.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </OrderPanel>
  );
}
