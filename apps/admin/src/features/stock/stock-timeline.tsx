import { ErrorState, refusalOf, Spinner, trpc } from '@verdant/web-kit';
import { Timeline } from '../history/timeline';

/** Every movement of the plant's stock, newest first: what, for which size, who, and when. */
export function StockTimeline({ productId }: { productId: string }) {
  const movements = trpc.admin.stock.movements.useQuery({ productId });
  return (
    <div className="space-y-3">
      <h3 className="font-display text-xl text-leaf-900">Stock movements</h3>
      {movements.isPending ? (
        <Spinner label="Loading the movements…" />
      ) : movements.isError ? (
        <ErrorState
          message={refusalOf(movements.error)?.message ?? "We couldn't load the movements."}
          onRetry={() => void movements.refetch()}
        />
      ) : movements.data.length === 0 ? (
        <p className="text-sm text-stone-600">No movements yet.</p>
      ) : (
        <Timeline
          label="Stock movements"
          entries={movements.data.map((movement) => ({
            key: movement.position,
            title: `${movement.size ? `${movement.size}: ` : ''}${movement.description}`,
            who: movement.actor.name,
            at: movement.at,
          }))}
        />
      )}
    </div>
  );
}
