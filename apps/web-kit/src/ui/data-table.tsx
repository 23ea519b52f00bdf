import type { ReactElement, ReactNode } from 'react';
import { cn } from './cn';

/** A column's heading cell. */
const ColumnHeading = ({ children }: { children: ReactNode }) => (
  <th scope="col" className="px-4 py-3 font-semibold">
    {children}
  </th>
);

interface DataTableProps {
  /** The table's name for assistive technology (not shown). */
  caption: string;
  /** The least width the table keeps, as a Tailwind class (`min-w-[48rem]`): a narrower screen scrolls it. */
  minWidth: string;
  /** The columns' headings: a name, or a heading cell of its own (one that sorts, say) with its key. */
  columns: readonly (string | ReactElement)[];
  /** The rows. */
  children: ReactNode;
}

/** The back office's list of records: a card that scrolls sideways on a narrow screen, headed columns. */
export function DataTable({ caption, minWidth, columns, children }: DataTableProps) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm">
      <table className={cn('w-full text-left', minWidth)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-leaf-50 text-sm text-leaf-900">
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? <ColumnHeading key={column}>{column}</ColumnHeading> : column,
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
