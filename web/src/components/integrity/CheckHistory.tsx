// The signed-in user's earlier checks of one kind, newest first; choosing one opens its report.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { History } from 'lucide-react';
import { type CheckKind, useChecks } from '../../api/integrity.ts';
import { useFormat } from '../../hooks/useFormat.ts';
import { Skeleton } from '../ui/Skeleton.tsx';

export function CheckHistory({ kind, openId, onOpen }: { kind: CheckKind; openId: string; onOpen: (id: string) => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const checks = useChecks(kind);
  const scoreText = (score: number | null, status: string) =>
    status === 'failed'
      ? t`failed, points returned`
      : score === null
        ? t`running…`
        : kind === 'plagiarism'
          ? t`${score}% similarity`
          : t`${score}% estimated AI likelihood`;
  if (checks.isPending) return <Skeleton height={64} />;
  const items = checks.data?.items ?? [];
  return (
    <section className="ic-history card card--pad" aria-label={t`Your earlier checks`}>
      <h2 className="ic-history__title">
        <History aria-hidden="true" size={18} /> <Trans>Your earlier checks</Trans>
      </h2>
      {items.length === 0 ? (
        <p className="ic-history__empty">
          <Trans>Your checks will be listed here, so you can open a report again.</Trans>
        </p>
      ) : (
        <ul className="ic-history__list">
          {items.map((c) => (
            <li key={c.id}>
              <button type="button" className={`ic-history__item${c.id === openId ? ' is-open' : ''}`} onClick={() => onOpen(c.id)} aria-current={c.id === openId || undefined}>
                <span className="ic-history__text">{c.title}</span>
                <span className="ic-history__meta">
                  <Plural value={c.words} one="# word" other="# words" /> · {scoreText(c.score, c.status)} · {format.date(c.createdAt)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
