import { DataTable, EmptyState } from '@verdant/web-kit';
import { TicketPercent } from 'lucide-react';
import type { Coupon } from './coupon';
import { CouponRow } from './coupon-row';

const columns = ['Code', 'Discount', 'Min Purchase', 'Usage', 'Status', 'Actions'];

interface CouponTableProps {
  coupons: readonly Coupon[];
  onEdit: (coupon: Coupon) => void;
  onDelete: (coupon: Coupon) => void;
  onHistory: (coupon: Coupon) => void;
}

export function CouponTable({ coupons, onEdit, onDelete, onHistory }: CouponTableProps) {
  return (
    <DataTable caption="Coupons" minWidth="min-w-[48rem]" columns={columns}>
      {coupons.map((coupon) => (
        <CouponRow
          key={coupon.code}
          coupon={coupon}
          onEdit={() => onEdit(coupon)}
          onDelete={() => onDelete(coupon)}
          onHistory={() => onHistory(coupon)}
        />
      ))}
    </DataTable>
  );
}

/** No coupons at all, or none whose code contains the search. */
export function NoCoupons({ searched }: { searched: string }) {
  return (
    <EmptyState
      icon={<TicketPercent className="size-10" />}
      title={searched ? 'No matching coupons' : 'No coupons yet'}
    >
      {searched
        ? `No coupon's code contains “${searched}”. Try another search.`
        : 'Add a coupon to give shoppers a discount code.'}
    </EmptyState>
  );
}
