import { formatRupees } from '@verdant/web-kit';
import type { CustomerOrder } from './customer-order';

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
            <th scope="col" className="py-2 pr-4 font-medium">
              Size
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              Quantity
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
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
              </th>
              <td className="py-3 pr-4">{line.variantName ?? '—'}</td>
              <td className="py-3 pr-4 text-right">{line.quantity}</td>
              <td className="py-3 pr-4 text-right">{formatRupees(line.unitPrice)}</td>
              <td className="py-3 text-right font-medium">{formatRupees(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
