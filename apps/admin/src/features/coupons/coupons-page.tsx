import { keepPreviousData } from '@tanstack/react-query';
import { Button, ErrorState, PageMeta, refusalOf, SearchInput, Spinner, trpc } from '@verdant/web-kit';
import { Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import type { Coupon } from './coupon';
import { type CouponEditor, CouponFormDialog } from './coupon-form-dialog';
import { CouponHistoryDialog } from './coupon-history-dialog';
import { CouponTable, NoCoupons } from './coupon-table';
import { DeleteCouponDialog } from './delete-coupon-dialog';

/** A code has at most 30 characters, so a longer search matches none and is not sent. */
const LONGEST_CODE = 30;

/** Admin > Coupons: every coupon, newest first, searchable by code; add, edit, delete, and each one's history. */
export function CouponsPage() {
  const [search, setSearch] = useState('');
  const searched = useDeferredValue(search.trim());
  const searchable = searched.length <= LONGEST_CODE;
  const coupons = trpc.admin.coupons.list.useQuery(
    { search: searched },
    // Keep showing the last results while the next ones load, instead of flashing a spinner per keystroke.
    { placeholderData: keepPreviousData, enabled: searchable },
  );
  const [editor, setEditor] = useState<CouponEditor | null>(null);
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  const [history, setHistory] = useState<Coupon | null>(null);

  return (
    <section className="space-y-6">
      <PageMeta title="Coupons | Verdant Admin" description="The shop's discount coupons." />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl text-leaf-900">Coupons</h1>
          <p className="mt-1 text-stone-700">Discount codes shoppers apply in their cart, newest first.</p>
        </div>
        <Button onClick={() => setEditor({ mode: 'create' })}>
          <Plus aria-hidden="true" className="size-5" />
          Add Coupon
        </Button>
      </div>

      <search className="block max-w-md">
        <SearchInput
          label="Search coupons by code"
          placeholder="Search by code…"
          value={search}
          onChange={setSearch}
        />
      </search>

      {!searchable ? (
        <NoCoupons searched={searched} />
      ) : coupons.isPending ? (
        <Spinner label="Loading coupons…" />
      ) : coupons.isError ? (
        <ErrorState
          message={refusalOf(coupons.error)?.message ?? "We couldn't load the coupons."}
          onRetry={() => void coupons.refetch()}
        />
      ) : coupons.data.length === 0 ? (
        <NoCoupons searched={searched} />
      ) : (
        <CouponTable
          coupons={coupons.data}
          onEdit={(coupon) => setEditor({ mode: 'edit', coupon })}
          onDelete={setDeleting}
          onHistory={setHistory}
        />
      )}

      <CouponFormDialog editor={editor} onClose={() => setEditor(null)} />
      <DeleteCouponDialog coupon={deleting} onClose={() => setDeleting(null)} />
      <CouponHistoryDialog coupon={history} onClose={() => setHistory(null)} />
    </section>
  );
}
