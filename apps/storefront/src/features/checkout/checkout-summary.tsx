import { Button, formatRupees } from '@verdant/web-kit';
import type { PricedCart } from '../../shared/cart/use-cart';
import { PriceFigures } from '../../shared/components/price-figures';
import { SummaryPanel } from '../../shared/components/summary-panel';

export interface CheckoutSummaryProps {
  cart: PricedCart;
  placing: boolean;
  onPlaceOrder: () => void;
}

/** The cart as the server prices it (lines, discount with its code, shipping, total), and Place Order. */
export function CheckoutSummary({ cart, placing, onPlaceOrder }: CheckoutSummaryProps) {
  return (
    <SummaryPanel className="h-fit space-y-5 lg:sticky lg:top-24">
      <ul aria-label="Items in your order" className="divide-y divide-stone-100">
        {cart.lines.map((line) => (
          <li key={`${line.productId}:${line.variantId ?? ''}`} className="flex justify-between gap-3 py-3">
            <span>
              <span className="font-medium text-ink">{line.name ?? 'A plant no longer sold'}</span>
              <span className="block text-sm text-stone-600">
                {line.variantName && `${line.variantName} · `}Qty {line.quantity}
              </span>
              {line.unavailable && <span className="block text-sm text-red-800">{line.unavailable}</span>}
              {line.onlyLeft !== null && !line.unavailable && (
                <span className="block text-sm text-amber-800">Only {line.onlyLeft} left</span>
              )}
            </span>
            <span className="font-medium">{formatRupees(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <PriceFigures
        subtotal={cart.subtotal}
        discount={cart.discount}
        couponCode={cart.coupon?.code ?? null}
        shipping={cart.shipping}
        total={cart.total}
      />
      <Button size="lg" className="w-full" disabled={placing} onClick={onPlaceOrder}>
        {placing ? 'Placing Order…' : 'Place Order'}
      </Button>
    </SummaryPanel>
  );
}
