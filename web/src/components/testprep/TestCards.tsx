// Public test cards (the /tests list, recent tests on /test-prep), with their loading skeletons.
import { ClipboardCheck } from 'lucide-react';
import { Link } from 'wouter';
import { KIND_LABELS, type PublicTest } from '../../api/testprep.ts';
import { plural, relativeTime } from '../../lib/format.ts';
import { Skeleton } from '../ui/Skeleton.tsx';

export function TestCards({ items }: { items: PublicTest[] }) {
  return (
    <ul className="tp-cards">
      {items.map((t) => (
        <li key={t.id}>
          <Link href={`/test-prep/test/${t.slug}`} className="card card--interactive tp-card">
            <span className="icon-tile" style={{ ['--tile-color' as string]: '#059669' }}>
              <ClipboardCheck aria-hidden="true" />
            </span>
            <span className="tp-card__text">
              {t.subject && <span className="tp-kind">{t.subject.name}</span>}
              <span className="tp-card__title">{t.title}</span>
              <span className="tp-muted">
                {plural(t.questionCount, 'question')} · {t.kinds.map((k) => KIND_LABELS[k]).join(', ')} · {t.difficulty}
              </span>
              <span className="tp-muted">
                by {t.author} · {relativeTime(t.publishedAt)}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function TestCardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <ul className="tp-cards" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Skeleton height={118} />
        </li>
      ))}
    </ul>
  );
}
