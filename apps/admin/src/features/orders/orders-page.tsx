import { keepPreviousData } from '@tanstack/react-query';
import { EmptyState, ErrorState, PageMeta, refusalOf, Spinner, trpc } from '@verdant/web-kit';
import { ShoppingCart } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Pager } from '../paging/pager';
import { CustomerFilterNotice } from './customer-filter-notice';
import { OrdersFilters, type StatusFilter, statusFilterOf } from './orders-filters';
import { OrdersTable } from './orders-table';
import { nextSorting, type Sorting } from './sortable-header';

/** The server takes searches of up to 100 characters: a longer one could match nothing, so it is not sent. */
const LONGEST_SEARCH = 100;

/**
 * Admin > Orders: searched, filtered by status, sorted by customer, date or total, 25 a page. The status and
 * the customer come from the address (?status=processing, ?customer={id}), so other screens can link here.
 */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const status = statusFilterOf(params.get('status'));
  const customerId = params.get('customer') ?? undefined;
  const [search, setSearch] = useState('');
  const searched = useDeferredValue(search.trim());
  const [sorting, setSorting] = useState<Sorting>({ sort: 'date', direction: 'desc' });
  const filters = { search: searched, status, customerId, ...sorting };
  // Any other search, filter or order starts again from the first page.
  const [paging, setPaging] = useState({ filters: '', page: 1 });
  const shown = JSON.stringify(filters);
  const page = paging.filters === shown ? paging.page : 1;

  const searchable = searched.length <= LONGEST_SEARCH;
  const orders = trpc.admin.orders.list.useQuery(
    { ...filters, page },
    // Keep showing the last page while the next one loads, instead of flashing a spinner per keystroke.
    { placeholderData: keepPreviousData, enabled: searchable },
  );

  const filterByStatus = (next: StatusFilter) =>
    setParams(
      (current) => {
        if (next === 'all') current.delete('status');
        else current.set('status', next);
        return current;
      },
      { replace: true },
    );

  const narrowed = searched !== '' || status !== 'all';
  return (
    <section className="space-y-6">
      <PageMeta title="Orders | Verdant Admin" description="The shop's orders, from placement to delivery." />
      <div>
        <h1 className="font-display text-4xl text-leaf-900">Orders</h1>
        <p className="mt-1 text-stone-700">
          Every order placed in the shop, newest first unless sorted otherwise.
        </p>
      </div>

      <OrdersFilters search={search} onSearch={setSearch} status={status} onStatus={filterByStatus} />
      {customerId && (
        <CustomerFilterNotice customer={orders.isPlaceholderData ? undefined : orders.data?.orders[0]} />
      )}

      {!searchable ? (
        <NoOrders narrowed />
      ) : orders.isPending ? (
        <Spinner label="Loading orders…" />
      ) : orders.isError ? (
        <ErrorState
          message={refusalOf(orders.error)?.message ?? "We couldn't load the orders."}
          onRetry={() => void orders.refetch()}
        />
      ) : orders.data.orders.length === 0 ? (
        <NoOrders narrowed={narrowed} oneCustomer={customerId !== undefined} />
      ) : (
        <OrdersTable
          orders={orders.data.orders}
          sorting={sorting}
          onSort={(column) => setSorting(nextSorting(sorting, column))}
        />
      )}
      <Pager
        label="Orders pages"
        page={searchable ? page : 1}
        hasMore={searchable && (orders.data?.hasMore ?? false)}
        onPage={(next) => setPaging({ filters: shown, page: next })}
      />
    </section>
  );
}

function NoOrders({ narrowed, oneCustomer = false }: { narrowed: boolean; oneCustomer?: boolean }) {
  return (
    <EmptyState
      icon={<ShoppingCart className="size-10" />}
      title={narrowed ? 'No matching orders' : 'No orders yet'}
    >
      {narrowed
        ? 'No order matches this search and status. Try another search.'
        : oneCustomer
          ? 'This customer has not placed an order yet.'
          : 'Orders appear here as soon as shoppers place them.'}
    </EmptyState>
  );
}
