import { ErrorState, refusalOf, Spinner, trpc } from '@verdant/web-kit';
import { FormSection } from '../products/form-section';
import { StockAdjustmentForm } from './stock-adjustment-form';
import { StockDeliveryForm } from './stock-delivery-form';
import { StockLevelsTable } from './stock-levels-table';
import { StockTimeline } from './stock-timeline';
import { TrackStockToggle } from './track-stock-toggle';

/**
 * The product's stock, under its form: whether the shop counts it, each size's count, deliveries and
 * adjustments with their reason, and every movement with who and when.
 */
export function StockPanel({ productId }: { productId: string }) {
  const stock = trpc.admin.stock.levels.useQuery({ productId });
  return (
    <FormSection title="Stock">
      {stock.isPending ? (
        <Spinner label="Loading stock…" />
      ) : stock.isError ? (
        <ErrorState
          message={refusalOf(stock.error)?.message ?? "We couldn't load the stock."}
          onRetry={() => void stock.refetch()}
        />
      ) : (
        <div className="space-y-6">
          <TrackStockToggle productId={productId} tracked={stock.data.tracksStock} />
          {stock.data.tracksStock && (
            <>
              <StockLevelsTable levels={stock.data.levels} />
              <div className="grid gap-6 lg:grid-cols-2">
                <StockDeliveryForm productId={productId} sizes={stock.data.levels} />
                <StockAdjustmentForm productId={productId} sizes={stock.data.levels} />
              </div>
              <StockTimeline productId={productId} />
            </>
          )}
        </div>
      )}
    </FormSection>
  );
}
