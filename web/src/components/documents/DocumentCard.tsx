// The document card of the catalogue and the library: cover, type badge, title, rating (1 decimal),
// downloads, relative time ('Recently' when missing) and the price in points.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Download, FileText, Star } from 'lucide-react';
import { Link } from 'wouter';
import type { DocumentCard as Card } from '../../api/documents.ts';
import { useFormat } from '../../hooks/useFormat.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useDocumentText } from './document-text.ts';

type Props = {
  doc: Card;
  href?: string;
  /** A corner label such as the library's status or "Purchased". */
  flag?: { label: string; color?: string } | null;
  action?: string;
};

export function TypeBadge({ name }: { name: string | null | undefined }) {
  if (!name) return null;
  return <span className="doc-type">{name}</span>;
}

/** A document's cover image, or a document icon when it has none; the parent gives the size. */
export function DocumentCover({ url }: { url: string | null | undefined }) {
  return url ? (
    <img src={url} alt="" loading="lazy" decoding="async" />
  ) : (
    <div className="doc-card__placeholder" aria-hidden="true">
      <FileText />
    </div>
  );
}

export function DocumentCardView({ doc, href = `/documents/${doc.slug}`, flag, action }: Props) {
  const { t } = useLingui();
  const format = useFormat();
  const text = useDocumentText();
  return (
    <Link href={href} className="doc-card" data-testid="document-card" aria-label={doc.title}>
      <div className="doc-card__cover">
        <DocumentCover url={doc.coverUrl} />
        <TypeBadge name={doc.documentType?.name} />
        {flag && (
          <span className="doc-card__flag" style={flag.color ? { background: flag.color } : undefined}>
            {flag.label}
          </span>
        )}
      </div>
      <div className="doc-card__body">
        {doc.subject && <p className="doc-card__subject">{doc.subject.name}</p>}
        <h3 className="doc-card__title">{doc.title}</h3>
        <p className="doc-card__meta">
          <span className="doc-card__rating" title={t`${plural(doc.reviewCount, { one: '# review', other: '# reviews' })}`}>
            <Star aria-hidden="true" fill="currentColor" /> {text.rating(doc.averageRating)}
          </span>
          <span>
            <Download aria-hidden="true" /> {format.number(doc.downloadCount)}
          </span>
          <span>{text.age(doc.publishedAt ?? doc.createdAt)}</span>
        </p>
        <div className="doc-card__foot">
          <span className="doc-card__price">{text.points(doc.pointsPrice)}</span>
          {action && <span className="doc-card__action">{action}</span>}
        </div>
      </div>
    </Link>
  );
}

export function DocumentCardSkeletons({ count = 8, library = false }: { count?: number; library?: boolean }) {
  const { t } = useLingui();
  return (
    <div className={`doc-grid${library ? ' doc-grid--library' : ''}`} role="status" aria-busy="true" aria-label={t`Loading documents`}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="doc-card doc-card--skeleton">
          <Skeleton className="doc-card__cover" />
          <div className="doc-card__body">
            <Skeleton className="skeleton--text" width="40%" />
            <Skeleton className="skeleton--text" width="90%" />
            <Skeleton className="skeleton--text" width="60%" />
          </div>
        </div>
      ))}
    </div>
  );
}
