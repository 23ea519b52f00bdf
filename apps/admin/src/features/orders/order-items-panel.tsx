import { formatRupees } from '@verdant/web-kit';
import type { ReactNode } from 'react';
import type { OrderRecord } from './order';
import { OrderPanel } from './order-panel';

type OrderItems = Pick<OrderRecord, 'lines' | 'subtotal' | 'discount' | 'couponCode' | 'shipping' | 'total'>;

const cell = 'px-4 py-3';

/** What was sold, at the names and prices of the moment it was placed, and what it came to. */
export function OrderItemsPanel({ order }: { order: OrderItems }) {
  return (
    <OrderPanel title="Items">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left">
          <caption className="sr-only">Items in this order</caption>
          <thead className="bg-leaf-50 text-sm text-leaf-900">
            <tr>
              {['Product', 'Variant', 'Unit Price', 'Quantity', 'Total'].map((column) => (
                <th key={column} scope="col" className={`${cell} font-semibold`}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={`${line.productId}-${line.variantId}`} className="border-t border-stone-200">
                <th scope="row" className={`${cell} font-medium`}>
                  {line.productName}
                </th>
                <td className={cell}>
                  {line.variantName ?? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">None</span>
                    </>
                  )}
                </td>
                <td className={cell}>{formatRupees(line.unitPrice)}</td>
                <td className={cell}>{line.quantity}</td>
                <td className={cell}>{formatRupees(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto max-w-xs space-y-2">
        <Figure term="Subtotal">{formatRupees(order.subtotal)}</Figure>
        {order.discount > 0 && (
          <Figure term={order.couponCode ? `Discount (${order.couponCode})` : 'Discount'}>
            -{formatRupees(order.discount)}
          </Figure>
        )}
        <Figure term="Shipping">{order.shipping === 0 ? 'Free' : formatRupees(order.shipping)}</Figure>
        <div className="flex justify-between gap-6 border-t border-stone-200 pt-2 text-lg font-semibold">
          <dt>Total</dt>
          <dd>{formatRupees(order.total)}</dd>
        </div>
      </dl>
    </OrderPanel>
  );
}

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-6">
      <dt className="text-stone-600">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}
