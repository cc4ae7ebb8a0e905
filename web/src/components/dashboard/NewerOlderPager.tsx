// Newer / Older paging under a dashboard list, newest first; nothing when the list fits on one page.
import { ChevronLeft, ChevronRight } from 'lucide-react';

export function NewerOlderPager({ label, page, pages, onPage }: { label: string; page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav className="tx-pager" aria-label={label}>
      <button type="button" className="btn btn--ghost btn--sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" /> Newer
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button type="button" className="btn btn--ghost btn--sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Older <ChevronRight aria-hidden="true" />
      </button>
    </nav>
  );
}
