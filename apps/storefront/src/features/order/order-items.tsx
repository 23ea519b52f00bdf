import { formatRupees } from '@verdant/web-kit';
import type { CustomerOrder } from './customer-order';

/** Columns a phone has no room for: the plant's cell says its size, quantity and unit price there instead. */
const WIDE_ONLY = 'hidden sm:table-cell';

/** The lines as they were sold: names and prices from the moment the order was placed. */
export function OrderItems({ lines }: { lines: CustomerOrder['lines'] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left">
        <caption className="sr-only">The plants in this order</caption>
        <thead className="border-b border-stone-200 text-sm text-stone-600">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              Plant
            </th>
            <th scope="col" className={`${WIDE_ONLY} py-2 pr-4 font-medium`}>
              Size
            </th>
            <th scope="col" className={`${WIDE_ONLY} py-2 pr-4 text-right font-medium`}>
              Quantity
            </th>
            <th scope="col" className={`${WIDE_ONLY} py-2 pr-4 text-right font-medium`}>
              Unit price
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {lines.map((line) => (
            <tr key={`${line.productId}:${line.variantId ?? ''}`}>
              <th scope="row" className="py-3 pr-4 font-medium text-ink">
                {line.productName}
                <span className="block text-sm font-normal text-stone-600 sm:hidden">
                  {[line.variantName, `${line.quantity} × ${formatRupees(line.unitPrice)}`]
                    .filter((part) => part !== null)
                    .join(' · ')}
                </span>
              </th>
              <td className={`${WIDE_ONLY} py-3 pr-4`}>{line.variantName ?? '—'}</td>
              <td className={`${WIDE_ONLY} py-3 pr-4 text-right`}>{line.quantity}</td>
              <td className={`${WIDE_ONLY} py-3 pr-4 text-right`}>{formatRupees(line.unitPrice)}</td>
              <td className="py-3 text-right font-medium">{formatRupees(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
