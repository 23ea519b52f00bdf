import type { RouterOutputs } from '@verdant/web-kit';

export type StockLevel = RouterOutputs['admin']['stock']['levels']['levels'][number];

export const sizeName = (level: Pick<StockLevel, 'name'>) => level.name ?? 'One size';

/** On hand, reserved by orders, and available, per size. */
export function StockLevelsTable({ levels }: { levels: readonly StockLevel[] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Stock per size</caption>
      <thead className="text-stone-600">
        <tr>
          <th scope="col" className="py-2 font-medium">
            Size
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            On hand
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Reserved
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Available
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-200">
        {levels.map((level) => (
          <tr key={level.variantId ?? 'one-size'}>
            <th scope="row" className="py-2 font-medium text-ink">
              {sizeName(level)}
            </th>
            <td className="py-2 text-right tabular-nums">{level.onHand}</td>
            <td className="py-2 text-right tabular-nums">{level.reserved}</td>
            <td className="py-2 text-right tabular-nums">{level.available}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
