// The pager under a paged list: Previous, the page numbers around the current one (gaps as '…'), Next; and the
// footer that adds 'Showing X to Y of Z results' and 'Page N of M'.
import { pageCount, pageWindow, showingRange } from '../../lib/documents.ts';

export function Pagination({ page, last, onPage }: { page: number; last: number; onPage: (page: number) => void }) {
  if (last <= 1) return null;
  return (
    <nav className="pager" aria-label="Pagination">
      <button type="button" className="pager__btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      {pageWindow(page, last).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} className="pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className="pager__btn pager__num"
            aria-current={p === page ? 'page' : undefined}
            aria-label={`Page ${p}`}
            onClick={() => onPage(p)}
          >
            {p}
          </button>
        ),
      )}
      <button type="button" className="pager__btn" disabled={page >= last} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

/** Pagination, then 'Showing X to Y of Z results' and 'Page N of M' (spec 000 §My Documents), under a list. */
export function PagedFooter({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const last = pageCount(total, pageSize);
  return (
    <>
      <Pagination page={page} last={last} onPage={onPage} />
      <p className="pager-info">
        <span>{showingRange(page, pageSize, total)}</span>
        <span>
          Page {page} of {last}
        </span>
      </p>
    </>
  );
}
