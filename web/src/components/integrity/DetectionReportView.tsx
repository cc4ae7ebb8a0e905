// An AI-detection report: the estimated likelihood for the whole text and each sentence shaded by its own, with the
// method named and the disclaimer always shown (the wording rule: "likely", never certain).
import { Trans, useLingui } from '@lingui/react/macro';
import type { DetectionReport } from '../../api/integrity.ts';
import { useFormat } from '../../hooks/useFormat.ts';
import { HighlightedText } from './HighlightedText.tsx';

const band = (score: number) => (score >= 70 ? 'high' : score >= 40 ? 'mid' : 'low');

export function DetectionReportView({ text, report }: { text: string; report: DetectionReport }) {
  const { t } = useLingui();
  const format = useFormat();
  const figure = (n: number | null | undefined) => (typeof n === 'number' ? format.number(n) : n);
  const marks = report.sentences.map((s) => {
    const score = s.score;
    return { start: s.start, end: s.end, className: `ic-sent ic-sent--${band(s.score)}`, title: t`Estimated likelihood of AI writing: ${score}%` };
  });
  const estimate = report.method === 'statistical-estimate';
  // The report's label in the page's language: the bands of the server's detectionLabel (the wording rule).
  const label = { high: t`Likely AI-written`, mid: t`Mixed signals`, low: t`Likely human-written` }[band(report.score)];
  const perplexity = figure(report.signals.perplexity);
  const burstiness = figure(report.signals.burstiness);
  return (
    <div className="ic-report" data-testid="detection-report">
      <div className={`ic-score ic-score--${band(report.score) === 'high' ? 'high' : band(report.score) === 'mid' ? 'some' : 'low'}`}>
        <span className="ic-score__value" data-testid="ai-score">
          {report.score}%
        </span>
        <span className="ic-score__label">{estimate ? t`${label} (estimate)` : label}</span>
        <p className="ic-score__text">
          {estimate
            ? t`A statistical estimate from sentence-length variation, vocabulary and function words, not a language model.`
            : t`From the language model’s token log-probabilities: perplexity ${perplexity}, burstiness ${burstiness}.`}
        </p>
      </div>
      <p className="ic-disclaimer">
        <Trans>No detector can tell for certain who wrote a text. Read this as one signal among others, never as proof.</Trans>
      </p>
      <ul className="ic-legend" aria-label={t`Legend`}>
        <li>
          <Trans>
            <span className="ic-sent ic-sent--high">70% and over</span> likely AI-written
          </Trans>
        </li>
        <li>
          <Trans>
            <span className="ic-sent ic-sent--mid">40–69%</span> mixed signals
          </Trans>
        </li>
        <li>
          <Trans>
            <span className="ic-sent ic-sent--low">under 40%</span> likely human-written
          </Trans>
        </li>
      </ul>
      <section aria-label={t`Your text, sentence by sentence`} className="ic-report__text">
        <HighlightedText text={text} marks={marks} testId="checked-text" />
      </section>
      {estimate && (
        <dl className="ic-signals">
          <div>
            <dt>
              <Trans>Sentence-length burstiness</Trans>
            </dt>
            <dd>{figure(report.signals.burstiness)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Vocabulary richness</Trans>
            </dt>
            <dd>{figure(report.signals.vocabularyRichness)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Function-word distance from the corpus</Trans>
            </dt>
            <dd>{figure(report.signals.functionWordDistance)}</dd>
          </div>
        </dl>
      )}
    </div>
  );
}
