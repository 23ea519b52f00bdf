import { ORDER_STATUSES, type OrderStatus } from '@verdant/domain/sales/order';
import { ORDER_STATUS_LABELS, SearchInput } from '@verdant/web-kit';
import { FilterSelect } from '../filters/filter-select';

export type StatusFilter = OrderStatus | 'all';

/** The status filter as a link may give it (?status=processing); anything else shows every status. */
export const statusFilterOf = (value: string | null): StatusFilter =>
  ORDER_STATUSES.find((status) => status === value) ?? 'all';

interface OrdersFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
}

export function OrdersFilters({ search, onSearch, status, onStatus }: OrdersFiltersProps) {
  return (
    <search className="flex flex-wrap items-end gap-4">
      <SearchInput
        label="Search orders"
        placeholder="Search by customer email, name or order id…"
        value={search}
        onChange={onSearch}
        className="min-w-64 flex-1"
      />
      <FilterSelect
        label="Status"
        value={status}
        options={['all', ...ORDER_STATUSES]}
        labels={{ all: 'All statuses', ...ORDER_STATUS_LABELS }}
        onChange={onStatus}
      />
    </search>
  );
}
