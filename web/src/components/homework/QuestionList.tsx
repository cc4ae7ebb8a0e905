// Question cards: the public list (linking to /ai-homework-helper/{slug}) and the asker's own (linking to the
// dashboard page, with their status and visibility).
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, Globe2, Loader2, Lock, MessageSquareText, XCircle } from 'lucide-react';
import { Link } from 'wouter';
import type { QuestionCard } from '../../api/homework.ts';
import { useFormat } from '../../hooks/useFormat.ts';
import { Skeleton } from '../ui/Skeleton.tsx';

function StatusBadge({ q }: { q: QuestionCard }) {
  if (q.status === 'answering')
    return (
      <span className="badge badge--warning">
        <Loader2 className="spin" aria-hidden="true" /> <Trans>Answering</Trans>
      </span>
    );
  if (q.status === 'failed')
    return (
      <span className="badge hw-badge--failed">
        <XCircle aria-hidden="true" /> <Trans>Not answered · refunded</Trans>
      </span>
    );
  return (
    <span className="badge badge--success">
      <CheckCircle2 aria-hidden="true" /> <Trans>Answered</Trans>
    </span>
  );
}

export function QuestionCards({ items, mine = false }: { items: QuestionCard[]; mine?: boolean }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <ul className="hw-list" data-testid={mine ? 'my-questions' : 'public-questions'}>
      {items.map((q) => (
        <li key={q.id}>
          <Link href={mine ? `/dashboard/ai-homework-helper/question/${q.slug}` : `/ai-homework-helper/${q.slug}`} className="hw-card">
            <span className="hw-card__icon" aria-hidden="true">
              <MessageSquareText />
            </span>
            <span className="hw-card__body">
              <span className="hw-card__top">
                {q.subject && <span className="badge badge--brand">{q.subject.name}</span>}
                {mine && <StatusBadge q={q} />}
                {mine && (
                  <span className="badge badge--plain">
                    {q.isPublic ? <Globe2 aria-hidden="true" /> : <Lock aria-hidden="true" />} {q.isPublic ? t`Public` : t`Private`}
                  </span>
                )}
              </span>
              <span className="hw-card__question">{q.question}</span>
              {q.excerpt && <span className="hw-card__excerpt">{q.excerpt}</span>}
              <span className="hw-card__date">{format.relativeTime(q.publishedAt && !mine ? q.publishedAt : q.createdAt)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function QuestionCardSkeletons({ count = 4 }: { count?: number }) {
  return (
    <ul className="hw-list" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="hw-card">
          <Skeleton circle width={40} height={40} />
          <span className="hw-card__body">
            <Skeleton width="30%" height={18} />
            <Skeleton width="90%" height={20} />
            <Skeleton width="70%" height={16} />
          </span>
        </li>
      ))}
    </ul>
  );
}
