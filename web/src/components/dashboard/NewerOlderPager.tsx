// Newer / Older paging under a dashboard list, newest first; nothing when the list fits on one page.
import { Trans } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';

export function NewerOlderPager({ label, page, pages, onPage }: { label: string; page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav className="tx-pager" aria-label={label}>
      <button type="button" className="btn btn--ghost btn--sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" /> <Trans>Newer</Trans>
      </button>
      <span>
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      <button type="button" className="btn btn--ghost btn--sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Older</Trans> <ChevronRight aria-hidden="true" />
      </button>
    </nav>
  );
}
