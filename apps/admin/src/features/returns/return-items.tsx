import { OrderPanel } from '../orders/order-panel';
import type { ReturnStory } from './return';

const cell = 'px-4 py-3';

/** The plants coming back, named as they were sold. */
export function ReturnItems({ items }: { items: ReturnStory['items'] }) {
  return (
    <OrderPanel title="Items">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[28rem] text-left">
          <caption className="sr-only">Items in this return</caption>
          <thead className="bg-leaf-50 text-sm text-leaf-900">
            <tr>
              {['Plant', 'Size', 'Quantity'].map((column) => (
                <th key={column} scope="col" className={`${cell} font-semibold`}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={`${item.productId}-${item.variantId}`} className="border-t border-stone-200">
                <th scope="row" className={`${cell} font-medium`}>
                  {item.productName ?? 'A plant no longer in the order'}
                </th>
                <td className={cell}>{item.variantName ?? '—'}</td>
                <td className={cell}>{item.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </OrderPanel>
  );
}
