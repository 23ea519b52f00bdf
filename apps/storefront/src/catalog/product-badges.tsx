import { cn } from '@verdant/web-kit';

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** SPEC.md 9: a product on sale carries a 'Sale' badge. */
export function SaleBadge({ className }: { className?: string }) {
  return <span className={cn(badge, 'bg-clay-700 text-white', className)}>Sale</span>;
}

/** SPEC.md 4: the stock badge follows stock_status; only low stock is called out. */
export function LowStockBadge() {
  return <span className={cn(badge, 'bg-amber-100 text-amber-900')}>Only a few left</span>;
}
