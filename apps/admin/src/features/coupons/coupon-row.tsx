import { Badge, Button, formatRupees, ItemActions } from '@verdant/web-kit';
import { History, Trash2 } from 'lucide-react';
import { type Coupon, discountLabel, usageLabel } from './coupon';

export function CouponRow({
  coupon,
  onEdit,
  onDelete,
  onHistory,
}: {
  coupon: Coupon;
  onEdit: () => void;
  onDelete: () => void;
  onHistory: () => void;
}) {
  return (
    <tr className="border-t border-stone-200">
      <th scope="row" className="px-4 py-3 text-left font-medium">
        <span className="font-mono tracking-wide">{coupon.code}</span>
        {coupon.description && (
          <span className="block max-w-72 truncate text-sm font-normal text-stone-600">
            {coupon.description}
          </span>
        )}
      </th>
      <td className="px-4 py-3">{discountLabel(coupon)}</td>
      <td className="px-4 py-3">{formatRupees(coupon.minPurchase)}</td>
      <td className="px-4 py-3">{usageLabel(coupon)}</td>
      <td className="px-4 py-3">
        {/* Green when shoppers can apply it, gray when not, as the products' status badges. */}
        <Badge className={coupon.isActive ? 'bg-leaf-100 text-leaf-800' : 'bg-stone-200 text-stone-800'}>
          {coupon.isActive ? 'Active' : 'Inactive'}
        </Badge>
      </td>
      <td className="px-4 py-3">
        <span className="flex gap-2">
          <ItemActions
            itemName={coupon.code}
            onEdit={onEdit}
            removal={{ label: 'Delete', icon: Trash2, onClick: onDelete }}
          />
          <Button variant="ghost" size="sm" aria-label={`History of ${coupon.code}`} onClick={onHistory}>
            <History aria-hidden="true" className="size-4" />
            History
          </Button>
        </span>
      </td>
    </tr>
  );
}
