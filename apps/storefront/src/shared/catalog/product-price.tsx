import { cn, formatRupees } from '@verdant/web-kit';

interface ProductPriceProps {
  /** What the shopper pays, in paise. */
  price: number;
  /** The price before the sale, struck through when on sale. */
  basePrice: number;
  onSale: boolean;
  className?: string;
}

/** On sale, the sale price shows with the base price struck through. */
export function ProductPrice({ price, basePrice, onSale, className }: ProductPriceProps) {
  return (
    <p className={cn('flex flex-wrap items-baseline gap-2', className)}>
      <span className="font-semibold text-leaf-800">{formatRupees(price)}</span>
      {onSale && (
        <s className="text-sm text-stone-500">
          <span className="sr-only">Was </span>
          {formatRupees(basePrice)}
        </s>
      )}
    </p>
  );
}
