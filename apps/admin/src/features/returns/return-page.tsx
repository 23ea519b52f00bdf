import { RETURN_NOT_FOUND } from '@verdant/domain/sales/order-return-rules';
import { trpc } from '@verdant/web-kit';
import { useParams } from 'react-router-dom';
import { RecordPage } from '../records/record-page';
import { ReturnDetails } from './return-details';

/** /admin/returns/{id}: a return's story, and the shop's next step on it. */
export function ReturnPage() {
  const { id = '' } = useParams();
  const returned = trpc.admin.returns.get.useQuery({ returnId: id });

  return (
    <RecordPage
      title={(found) => (found ? `Return on order ${found.orderNumber}` : 'Return')}
      description="A return: the plants a customer sends back, and their refund."
      list={{ path: '/returns', name: 'Returns' }}
      query={returned}
      idField="returnId"
      loading="Loading the return…"
      notFound={{
        heading: RETURN_NOT_FOUND,
        hint: 'No return has this id. Find it in the returns list instead.',
      }}
      failed="We couldn't load the return."
    >
      {(found) => <ReturnDetails returned={found} />}
    </RecordPage>
  );
}
