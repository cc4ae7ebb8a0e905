// Public test cards (the /tests list, recent tests on /test-prep), with their loading skeletons.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ClipboardCheck } from 'lucide-react';
import { Link } from 'wouter';
import type { PublicTest } from '../../api/testprep.ts';
import { useFormat } from '../../hooks/useFormat.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { DIFFICULTY_NAMES, KIND_NAMES } from './labels.ts';

export function TestCards({ items }: { items: PublicTest[] }) {
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <ul className="tp-cards">
      {items.map((t) => {
        const author = t.author;
        const when = format.relativeTime(t.publishedAt);
        return (
          <li key={t.id}>
            <Link href={`/test-prep/test/${t.slug}`} className="card card--interactive tp-card">
              <span className="icon-tile" style={{ ['--tile-color' as string]: '#059669' }}>
                <ClipboardCheck aria-hidden="true" />
              </span>
              <span className="tp-card__text">
                {t.subject && <span className="tp-kind">{t.subject.name}</span>}
                <span className="tp-card__title">{t.title}</span>
                <span className="tp-muted">
                  <Plural value={t.questionCount} one="# question" other="# questions" /> · {t.kinds.map((k) => i18n._(KIND_NAMES[k])).join(', ')} ·{' '}
                  {i18n._(DIFFICULTY_NAMES[t.difficulty])}
                </span>
                <span className="tp-muted">
                  <Trans>
                    by {author} · {when}
                  </Trans>
                </span>
              </span>
            </Link>
          </li>
        );
      })}
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
