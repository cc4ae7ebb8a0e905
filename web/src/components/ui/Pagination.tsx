// The pager under a paged list: Previous, the page numbers around the current one (gaps as '…'), Next; and the
// footer that adds 'Showing X to Y of Z results' and 'Page N of M'.
import { Trans, useLingui } from '@lingui/react/macro';
import { pageCount, pageWindow, showingRange } from '../../lib/documents.ts';

export function Pagination({ page, last, onPage }: { page: number; last: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  if (last <= 1) return null;
  return (
    <nav className="pager" aria-label={t`Pagination`}>
      <button type="button" className="pager__btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
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
            aria-label={t`Page ${p}`}
            onClick={() => onPage(p)}
          >
            {p}
          </button>
        ),
      )}
      <button type="button" className="pager__btn" disabled={page >= last} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </button>
    </nav>
  );
}

/** Pagination, then 'Showing X to Y of Z results' and 'Page N of M' (spec 000 §My Documents), under a list. */
export function PagedFooter({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const { i18n } = useLingui();
  const last = pageCount(total, pageSize);
  return (
    <>
      <Pagination page={page} last={last} onPage={onPage} />
      <p className="pager-info">
        <span>{showingRange(page, pageSize, total, false, i18n)}</span>
        <span>
          <Trans>
            Page {page} of {last}
          </Trans>
        </span>
      </p>
    </>
  );
}
