import { RETURN_REASON_LABELS } from '@verdant/domain/sales/order-return-rules';
import { DataTable, formatRupees, formatShopDateTime } from '@verdant/web-kit';
import { Link } from 'react-router-dom';
import { RefundDue } from './refund-due';
import type { ReturnRow } from './return';
import { ReturnStatusBadge } from './return-status-badge';

const cell = 'px-4 py-3';

/** The returns as the server orders them: what waits on the shop first, the refund due soonest first. */
export function ReturnsTable({ returns }: { returns: readonly ReturnRow[] }) {
  return (
    <DataTable
      caption="Returns"
      minWidth="min-w-[60rem]"
      columns={['Requested', 'Order', 'Reason', 'Items', 'State', 'Refund', 'Refund due']}
    >
      {returns.map((row) => (
        <tr key={row.id} className="border-t border-stone-200 align-top">
          <td className={`${cell} text-sm`}>
            <time dateTime={row.requestedAt}>{formatShopDateTime(row.requestedAt)}</time>
          </td>
          <th scope="row" className={`${cell} text-left font-mono font-medium`}>
            <Link
              to={`/returns/${row.id}`}
              aria-label={`View return for order ${row.orderNumber}`}
              className="text-leaf-700 underline underline-offset-2 hover:text-leaf-900"
            >
              {row.orderNumber}
            </Link>
          </th>
          <td className={cell}>{RETURN_REASON_LABELS[row.reason]}</td>
          <td className={cell}>{row.itemCount}</td>
          <td className={cell}>
            <ReturnStatusBadge status={row.status} />
          </td>
          <td className={cell}>{row.refundAmount === null ? '—' : formatRupees(row.refundAmount)}</td>
          <td className={`${cell} text-sm`}>
            <RefundDue dueBy={row.status === 'refund_due' ? row.refundDueBy : null} overdue={row.overdue} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
