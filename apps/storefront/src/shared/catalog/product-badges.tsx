import { cn } from '@verdant/web-kit';

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** A product on sale carries a 'Sale' badge. */
export function SaleBadge({ className }: { className?: string }) {
  return <span className={cn(badge, 'bg-clay-700 text-white', className)}>Sale</span>;
}

/** The stock badge follows the product's stock status; only low stock is called out. */
export function LowStockBadge() {
  return <span className={cn(badge, 'bg-amber-100 text-amber-900')}>Only a few left</span>;
}
