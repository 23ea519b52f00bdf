import { ErrorState, refusalOf, Spinner, trpc } from '@verdant/web-kit';
import { useEffect, useRef } from 'react';
import { Timeline } from '../history/timeline';
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
        <Timeline
          label="Order timeline"
          entries={timeline.data.map((entry) => ({
            key: entry.position,
            title: entry.description,
            who: actorLabel(entry.actor),
            at: entry.at,
          }))}
        />
      )}
    </OrderPanel>
  );
}
