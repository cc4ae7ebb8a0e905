// The "Documents" section of a subject, course or textbook page: the approved documents under that filter, newest
// first, a page at a time (the page number lives in the address as `page`, like the catalogue's), with a link to
// the whole catalogue and the page's own empty state when there are none.
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Upload } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { Link } from 'wouter';
import { useCatalogue } from '../../api/documents.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import { DocumentResults } from './DocumentResults.tsx';

/** 12 divides into the grid's 2, 3 and 4 columns, so no page ends on a half-empty row. */
export const SECTION_PAGE_SIZE = 12;

type Props = {
  /** The catalogue filter: `{ subject }`, `{ course }` or `{ textbook }` (ids or slugs, as the contract takes). */
  filter: Record<string, string>;
  /** The section heading's text. */
  title?: string;
  /** A link beside the heading, e.g. the catalogue with the same filter. */
  more?: { href: string; label: string };
  empty: ReactNode;
};

export function CatalogueSection({ filter, title, more, empty }: Props) {
  const { t } = useLingui();
  const [pageParam, setPageParam] = useQueryParam('page');
  const page = Math.max(1, Number(pageParam) || 1);
  const result = useCatalogue({ ...filter, sort: 'newest', page, pageSize: SECTION_PAGE_SIZE });
  const head = useRef<HTMLDivElement>(null);
  const goTo = (p: number) => {
    setPageParam(p > 1 ? String(p) : '');
    head.current?.scrollIntoView({ block: 'start' });
  };
  const hasDocuments = (result.data?.total ?? 0) > 0;
  return (
    <section aria-labelledby="documents-title" className="detail-section" data-testid="catalogue-section">
      <div className="detail-section__head" ref={head}>
        <h2 id="documents-title">{title ?? t`Documents`}</h2>
        {more && hasDocuments && (
          <Link href={more.href} className="link-arrow">
            {more.label} <ArrowRight aria-hidden="true" />
          </Link>
        )}
      </div>
      <DocumentResults result={result} onPage={goTo} empty={empty} skeletons={6} />
    </section>
  );
}

/** The empty state's buttons: upload your own, or browse elsewhere. */
export function UploadActions({ browse }: { browse: { href: string; label: string } }) {
  return (
    <>
      <Link href="/dashboard/documents/upload" className="btn btn--primary">
        <Upload aria-hidden="true" /> <Trans>Upload &amp; earn points</Trans>
      </Link>
      <Link href={browse.href} className="btn btn--secondary">
        {browse.label}
      </Link>
    </>
  );
}
