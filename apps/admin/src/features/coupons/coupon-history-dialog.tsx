import { Button, Dialog, trpc } from '@verdant/web-kit';
import { useState } from 'react';
import { AsOfControls } from '../history/as-of-controls';
import type { Coupon } from './coupon';
import { type CouponState, CouponTerms } from './coupon-terms';

export function CouponHistoryDialog({ coupon, onClose }: { coupon: Coupon | null; onClose: () => void }) {
  return (
    <Dialog
      open={coupon !== null}
      onClose={onClose}
      title={`Coupon History: ${coupon?.code ?? ''}`}
      description="The coupon's terms now, or as they stood at a past moment."
      className="max-w-2xl"
    >
      {coupon && <CouponHistory key={coupon.code} coupon={coupon} onClose={onClose} />}
    </Dialog>
  );
}

function CouponHistory({ coupon, onClose }: { coupon: Coupon; onClose: () => void }) {
  const [past, setPast] = useState<{ at: string; coupon: CouponState } | null>(null);
  const utils = trpc.useUtils();
  const view = async (at: string) =>
    setPast({ at, coupon: await utils.admin.coupons.asOf.fetch({ code: coupon.code, at }) });
  return (
    <div className="space-y-5">
      <AsOfControls subject="coupon" asOf={past?.at ?? null} view={view} onBackToNow={() => setPast(null)} />
      <CouponTerms coupon={past?.coupon ?? coupon} />
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}
