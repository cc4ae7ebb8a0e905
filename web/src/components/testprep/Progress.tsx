// Progress over attempts: one bar per submitted attempt of a test, oldest first, its height the share of right
// answers.
import type { TestSummary } from '../../api/testprep.ts';
import { formatDate } from '../../lib/format.ts';

export function ProgressBars({ attempts }: { attempts: TestSummary['attempts'] }) {
  if (!attempts.length) return <p className="tp-muted">Not taken yet.</p>;
  return (
    <ol className="tp-progress" aria-label="Scores of your attempts, oldest first">
      {attempts.map((a, i) => {
        const percent = a.total ? Math.round(((a.score ?? 0) / a.total) * 100) : 0;
        return (
          <li key={a.id} title={`Attempt ${i + 1}, ${a.submittedAt ? formatDate(a.submittedAt) : ''}: ${a.score} of ${a.total}`}>
            <span className="tp-progress__bar" style={{ height: `${Math.max(6, percent)}%` }} />
            <span className="tp-progress__label">{percent}%</span>
          </li>
        );
      })}
    </ol>
  );
}
