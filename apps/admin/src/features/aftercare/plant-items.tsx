import type { ReactNode } from 'react';
import { OrderPanel } from '../orders/order-panel';

const cell = 'px-4 py-3';

/** A dash that reads as 'None' to a screen reader. */
const none = (
  <>
    <span aria-hidden="true">—</span>
    <span className="sr-only">None</span>
  </>
);

interface PlantItem {
  productId: string;
  variantId: string | null;
  productName: string | null;
  variantName: string | null;
  quantity: number;
}

/** The plants a claim or a return is about, named as they were sold. */
export function PlantItems({ items, caption }: { items: readonly PlantItem[]; caption: string }) {
  return (
    <OrderPanel title="Items">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[28rem] text-left">
          <caption className="sr-only">{caption}</caption>
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
                  {orNone(item.productName)}
                </th>
                <td className={cell}>{orNone(item.variantName)}</td>
                <td className={cell}>{item.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </OrderPanel>
  );
}

const orNone = (name: string | null): ReactNode => name ?? none;
