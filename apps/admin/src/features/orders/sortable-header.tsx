import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

export type OrderSort = 'customer' | 'date' | 'total';
export interface Sorting {
  sort: OrderSort;
  direction: 'asc' | 'desc';
}

/** The column sorted by turns around when chosen again; another starts descending (newest, largest, Z to A). */
export const nextSorting = (current: Sorting, sort: OrderSort): Sorting =>
  current.sort === sort
    ? { sort, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { sort, direction: 'desc' };

interface SortableHeaderProps {
  label: string;
  column: OrderSort;
  sorting: Sorting;
  onSort: (column: OrderSort) => void;
}

/** A column heading whose button sorts by it; the heading says how the table is sorted (aria-sort). */
export function SortableHeader({ label, column, sorting, onSort }: SortableHeaderProps) {
  const active = sorting.sort === column;
  const ascending = sorting.direction === 'asc';
  const Arrow = !active ? ArrowUpDown : ascending ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (ascending ? 'ascending' : 'descending') : undefined}
      className="px-4 py-3 font-semibold"
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex items-center gap-1 rounded-md hover:text-leaf-700"
      >
        {label}
        <Arrow aria-hidden="true" className={active ? 'size-4' : 'size-4 text-leaf-900/40'} />
      </button>
    </th>
  );
}
