import { RETURN_NOT_FOUND } from '@verdant/domain/sales/order-return-rules';
import { ErrorState, PageMeta, refusalOf, Spinner, trpc } from '@verdant/web-kit';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { ReturnDetails } from './return-details';

/** /admin/returns/{id}: a return's story, and the shop's next step on it. */
export function ReturnPage() {
  const { id = '' } = useParams();
  const returned = trpc.admin.returns.get.useQuery({ returnId: id });

  // No such return, or an id that cannot be one: both are a return not found.
  const refusal = returned.isError ? refusalOf(returned.error) : null;
  const notFound = refusal !== null && (refusal.status === 404 || refusal.fieldErrors.returnId !== undefined);
  return (
    <section className="space-y-6">
      <PageMeta
        title={`${returned.data ? `Return on order ${returned.data.orderNumber}` : 'Return'} | Verdant Admin`}
        description="A return: the plants a customer sends back, and their refund."
      />
      <Link
        to="/returns"
        className="inline-flex items-center gap-1 text-sm font-medium text-leaf-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Returns
      </Link>
      {returned.isPending ? (
        <Spinner label="Loading the return…" />
      ) : notFound ? (
        <div className="space-y-2">
          <h1 className="font-display text-4xl text-leaf-900">{RETURN_NOT_FOUND}</h1>
          <p className="text-stone-700">No return has this id. Find it in the returns list instead.</p>
        </div>
      ) : returned.isError ? (
        <ErrorState
          message={refusal?.message ?? "We couldn't load the return."}
          onRetry={() => void returned.refetch()}
        />
      ) : (
        <ReturnDetails returned={returned.data} />
      )}
    </section>
  );
}
