// The /search page's result list: documents as cards (cover, type badge, subject, university, rating,
// downloads, page count, price in points), homework questions and decks as compact rows with their icon.
// Titles and snippets are highlighted from the server's segments.
import { Plural, useLingui } from '@lingui/react/macro';
import { ArrowRight, Download, Files, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { SearchHit } from '../../api/search.ts';
import { useFormat } from '../../hooks/useFormat.ts';
import { useDocumentText } from '../documents/document-text.ts';
import { DocumentCover } from '../documents/DocumentCard.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { Highlight } from './Highlight.tsx';
import { kindLook } from './kinds.ts';

/** What every result shows: a line of labels, the highlighted title and, when there is one, the snippet. */
function ResultText({ hit, eyebrow, short }: { hit: SearchHit; eyebrow: ReactNode; short?: boolean }) {
  return (
    <>
      <span className="result__eyebrow">{eyebrow}</span>
      <h3 className="result__title">
        <Highlight segments={hit.titleHighlight} fallback={hit.title} />
      </h3>
      {hit.snippet.length > 0 && (
        <p className={`result__snippet${short ? ' result__snippet--short' : ''}`}>
          <Highlight segments={hit.snippet} />
        </p>
      )}
    </>
  );
}

function DocumentResult({ hit }: { hit: SearchHit }) {
  const place = [hit.subject?.name, hit.university?.name].filter(Boolean).join(' · ');
  const format = useFormat();
  const text = useDocumentText();
  return (
    <Link href={hit.href} className="result result--document" data-testid="search-result" data-kind="document">
      <div className="result__cover">
        <DocumentCover url={hit.coverUrl} />
      </div>
      <div className="result__body">
        <ResultText
          hit={hit}
          eyebrow={
            <>
              {hit.type && <span className="doc-type doc-type--inline">{hit.type.name}</span>}
              {place && <span className="result__place">{place}</span>}
            </>
          }
        />
        <span className="result__meta">
          <span className="result__rating">
            <Star aria-hidden="true" fill="currentColor" /> {text.rating(hit.rating ?? 0)}
          </span>
          {hit.downloads !== null && (
            <span>
              <Download aria-hidden="true" /> {format.number(hit.downloads)}
            </span>
          )}
          {hit.pageCount !== null && (
            <span>
              <Files aria-hidden="true" /> <Plural value={hit.pageCount} one="# page" other="# pages" />
            </span>
          )}
          <span className="result__age">{text.age(hit.createdAt)}</span>
          <span className="result__price">{text.points(hit.pointsPrice ?? 0)}</span>
        </span>
      </div>
    </Link>
  );
}

function CompactResult({ hit }: { hit: SearchHit }) {
  const look = kindLook[hit.kind];
  const { i18n } = useLingui();
  return (
    <Link href={hit.href} className="result result--compact" data-testid="search-result" data-kind={hit.kind}>
      <span className="icon-tile result__icon" style={{ ['--tile-color' as string]: look.color }}>
        <look.icon aria-hidden="true" />
      </span>
      <div className="result__body">
        <ResultText
          hit={hit}
          short
          eyebrow={
            <>
              <span className="result__kind" style={{ color: look.color }}>
                {i18n._(look.one)}
              </span>
              {hit.subject && <span className="result__place">{hit.subject.name}</span>}
            </>
          }
        />
      </div>
      <ArrowRight className="result__go" aria-hidden="true" />
    </Link>
  );
}

export function SearchResultList({ items, dimmed }: { items: SearchHit[]; dimmed?: boolean }) {
  return (
    <ul className={`result-list${dimmed ? ' is-stale' : ''}`} data-testid="search-results" aria-busy={dimmed || undefined}>
      {items.map((hit) => (
        <li key={`${hit.kind}:${hit.id}`}>{hit.kind === 'document' ? <DocumentResult hit={hit} /> : <CompactResult hit={hit} />}</li>
      ))}
    </ul>
  );
}

export function SearchResultSkeletons({ count = 5 }: { count?: number }) {
  const { t } = useLingui();
  return (
    <div className="result-list" role="status" aria-busy="true" aria-label={t`Loading results`} data-testid="search-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="result result--document result--skeleton">
          <Skeleton className="result__cover" />
          <span className="result__body">
            <Skeleton className="skeleton--text" width="35%" />
            <Skeleton className="skeleton--text" width="80%" height={18} />
            <Skeleton className="skeleton--text" width="95%" />
            <Skeleton className="skeleton--text" width="50%" />
          </span>
        </div>
      ))}
    </div>
  );
}
