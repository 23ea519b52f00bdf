import { cn, formatRupees } from '@verdant/web-kit';

export interface PriceFiguresProps {
  subtotal: number;
  discount: number;
  /** The coupon the discount comes from, named beside it. */
  couponCode: string | null;
  shipping: number;
  total: number;
  className?: string;
}

/** The server's figures for a cart or an order: subtotal, the coupon's discount, shipping, total. */
export function PriceFigures({
  subtotal,
  discount,
  couponCode,
  shipping,
  total,
  className,
}: PriceFiguresProps) {
  return (
    <dl className={cn('space-y-3', className)}>
      <div className="flex justify-between">
        <dt>Subtotal</dt>
        <dd>{formatRupees(subtotal)}</dd>
      </div>
      {discount > 0 && (
        <div className="flex justify-between text-leaf-800">
          <dt>{couponCode ? `Discount (${couponCode})` : 'Discount'}</dt>
          <dd>{formatRupees(-discount)}</dd>
        </div>
      )}
      <div className="flex justify-between">
        <dt>Shipping</dt>
        <dd>{shipping === 0 ? 'Free' : formatRupees(shipping)}</dd>
      </div>
      <div className="flex justify-between border-t border-stone-200 pt-3 text-lg font-semibold">
        <dt>Total</dt>
        <dd>{formatRupees(total)}</dd>
      </div>
    </dl>
  );
}
