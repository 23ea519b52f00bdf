import { ErrorState, refusalOf, Spinner, trpc } from '@verdant/web-kit';
import { formatShopMoment } from '../history/shop-moment';

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
        <ol aria-label="Stock movements" className="space-y-4 border-l-2 border-leaf-200 pl-5">
          {movements.data.map((movement) => (
            <li key={movement.position} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.65rem] size-3 rounded-full border-2 border-white bg-leaf-600"
              />
              <p className="font-medium text-ink">
                {movement.size ? `${movement.size}: ` : ''}
                {movement.description}
              </p>
              <p className="text-sm text-stone-600">
                {movement.actor.name} · <time dateTime={movement.at}>{formatShopMoment(movement.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
