import { Button } from '@verdant/web-kit';

interface OrdersPagerProps {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}

/** Previous and Next, 25 orders a page: the server says whether another page follows. */
export function OrdersPager({ page, hasMore, onPage }: OrdersPagerProps) {
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label="Orders pages" className="flex items-center justify-between gap-4">
      <Button variant="secondary" size="sm" disabled={page === 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p className="text-sm text-stone-700">Page {page}</p>
      <Button variant="secondary" size="sm" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
