// The signed-in user's earlier checks of one kind, newest first; choosing one opens its report.
import { History } from 'lucide-react';
import { type CheckKind, useChecks } from '../../api/integrity.ts';
import { Skeleton } from '../ui/Skeleton.tsx';

const scoreText = (kind: CheckKind, score: number | null, status: string) =>
  status === 'failed' ? 'failed, points returned' : score === null ? 'running…' : kind === 'plagiarism' ? `${score}% similarity` : `${score}% estimated AI likelihood`;

export function CheckHistory({ kind, openId, onOpen }: { kind: CheckKind; openId: string; onOpen: (id: string) => void }) {
  const checks = useChecks(kind);
  if (checks.isPending) return <Skeleton height={64} />;
  const items = checks.data?.items ?? [];
  return (
    <section className="ic-history card card--pad" aria-label="Your earlier checks">
      <h2 className="ic-history__title">
        <History aria-hidden="true" size={18} /> Your earlier checks
      </h2>
      {items.length === 0 ? (
        <p className="ic-history__empty">Your checks will be listed here, so you can open a report again.</p>
      ) : (
        <ul className="ic-history__list">
          {items.map((c) => (
            <li key={c.id}>
              <button type="button" className={`ic-history__item${c.id === openId ? ' is-open' : ''}`} onClick={() => onOpen(c.id)} aria-current={c.id === openId || undefined}>
                <span className="ic-history__text">{c.title}</span>
                <span className="ic-history__meta">
                  {c.words} words · {scoreText(kind, c.score, c.status)} · {new Date(c.createdAt).toLocaleDateString()}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
