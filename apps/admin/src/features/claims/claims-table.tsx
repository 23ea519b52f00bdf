import { CLAIM_REASON_LABELS } from '@verdant/domain/sales/order-claim-rules';
import { DataTable, formatShopDateTime } from '@verdant/web-kit';
import { Link } from 'react-router-dom';
import type { ClaimRow } from './claim';
import { ClaimStatusBadge } from './claim-status-badge';
import { ReviewClockText } from './review-clock-text';

const cell = 'px-4 py-3';

/** The claims as the server orders them: open ones first, the one due soonest first. */
export function ClaimsTable({ claims }: { claims: readonly ClaimRow[] }) {
  return (
    <DataTable
      caption="Claims"
      minWidth="min-w-[56rem]"
      columns={['Claim opened', 'Order', 'Reason', 'Items', 'State', 'Review']}
    >
      {claims.map((claim) => (
        <tr key={claim.id} className="border-t border-stone-200 align-top">
          <td className={`${cell} text-sm`}>
            <time dateTime={claim.openedAt}>{formatShopDateTime(claim.openedAt)}</time>
          </td>
          <th scope="row" className={`${cell} text-left font-mono font-medium`}>
            <Link
              to={`/claims/${claim.id}`}
              aria-label={`View claim for order ${claim.orderNumber}`}
              className="text-leaf-700 underline underline-offset-2 hover:text-leaf-900"
            >
              {claim.orderNumber}
            </Link>
          </th>
          <td className={cell}>{CLAIM_REASON_LABELS[claim.reason]}</td>
          <td className={cell}>{claim.itemCount}</td>
          <td className={cell}>
            <ClaimStatusBadge status={claim.status} />
          </td>
          <td className={`${cell} text-sm`}>
            <ReviewClockText dueAt={claim.reviewDueAt} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
