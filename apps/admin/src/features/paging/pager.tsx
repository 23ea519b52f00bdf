import { Button } from '@verdant/web-kit';

interface PagerProps {
  /** Names the navigation: 'Orders pages'. */
  label: string;
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}

/** Previous and Next through a list the server pages: it says whether another page follows. */
export function Pager({ label, page, hasMore, onPage }: PagerProps) {
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-4">
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
