import { ORDER_STATUSES, type OrderStatus } from '@verdant/domain/sales/order';
import { Label, ORDER_STATUS_LABELS, SearchInput, Select } from '@verdant/web-kit';
import { useId } from 'react';

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
  const statusId = useId();
  return (
    <search className="flex flex-wrap items-end gap-4">
      <SearchInput
        label="Search orders"
        placeholder="Search by customer email, name or order id…"
        value={search}
        onChange={onSearch}
        className="min-w-64 flex-1"
      />
      <div className="space-y-1.5">
        <Label htmlFor={statusId}>Status</Label>
        <Select
          id={statusId}
          value={status}
          onChange={(event) => onStatus(event.currentTarget.value as StatusFilter)}
        >
          <option value="all">All statuses</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {ORDER_STATUS_LABELS[value]}
            </option>
          ))}
        </Select>
      </div>
    </search>
  );
}
