// Progress over attempts: one bar per submitted attempt of a test, oldest first, its height the share of right
// answers.
import { Trans, useLingui } from '@lingui/react/macro';
import type { TestSummary } from '../../api/testprep.ts';
import { useFormat } from '../../hooks/useFormat.ts';

export function ProgressBars({ attempts }: { attempts: TestSummary['attempts'] }) {
  const { t } = useLingui();
  const format = useFormat();
  if (!attempts.length)
    return (
      <p className="tp-muted">
        <Trans>Not taken yet.</Trans>
      </p>
    );
  return (
    <ol className="tp-progress" aria-label={t`Scores of your attempts, oldest first`}>
      {attempts.map((a, i) => {
        const percent = a.total ? Math.round(((a.score ?? 0) / a.total) * 100) : 0;
        const n = i + 1;
        const date = a.submittedAt ? format.date(a.submittedAt) : '';
        const score = a.score;
        const total = a.total;
        return (
          <li key={a.id} title={t`Attempt ${n}, ${date}: ${score} of ${total}`}>
            <span className="tp-progress__bar" style={{ height: `${Math.max(6, percent)}%` }} />
            <span className="tp-progress__label">{percent}%</span>
          </li>
        );
      })}
    </ol>
  );
}
