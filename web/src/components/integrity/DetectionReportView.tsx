// An AI-detection report: the estimated likelihood for the whole text and each sentence shaded by its own, with the
// method named and the disclaimer always shown (the wording rule: "likely", never certain).
import type { DetectionReport } from '../../api/integrity.ts';
import { INTEGRITY_MESSAGES } from '../../api/integrity.ts';
import { HighlightedText } from './HighlightedText.tsx';

const band = (score: number) => (score >= 70 ? 'high' : score >= 40 ? 'mid' : 'low');

export function DetectionReportView({ text, report }: { text: string; report: DetectionReport }) {
  const marks = report.sentences.map((s) => ({
    start: s.start,
    end: s.end,
    className: `ic-sent ic-sent--${band(s.score)}`,
    title: `Estimated likelihood of AI writing: ${s.score}%`,
  }));
  const estimate = report.method === 'statistical-estimate';
  return (
    <div className="ic-report" data-testid="detection-report">
      <div className={`ic-score ic-score--${band(report.score) === 'high' ? 'high' : band(report.score) === 'mid' ? 'some' : 'low'}`}>
        <span className="ic-score__value" data-testid="ai-score">{report.score}%</span>
        <span className="ic-score__label">{report.label}{estimate ? ' (estimate)' : ''}</span>
        <p className="ic-score__text">
          {estimate
            ? INTEGRITY_MESSAGES.estimateNote
            : `From the language model’s token log-probabilities: perplexity ${report.signals.perplexity}, burstiness ${report.signals.burstiness}.`}
        </p>
      </div>
      <p className="ic-disclaimer">{INTEGRITY_MESSAGES.detectionDisclaimer}</p>
      <ul className="ic-legend" aria-label="Legend">
        <li><span className="ic-sent ic-sent--high">70% and over</span> likely AI-written</li>
        <li><span className="ic-sent ic-sent--mid">40–69%</span> mixed signals</li>
        <li><span className="ic-sent ic-sent--low">under 40%</span> likely human-written</li>
      </ul>
      <section aria-label="Your text, sentence by sentence" className="ic-report__text">
        <HighlightedText text={text} marks={marks} testId="checked-text" />
      </section>
      {estimate && (
        <dl className="ic-signals">
          <div><dt>Sentence-length burstiness</dt><dd>{report.signals.burstiness}</dd></div>
          <div><dt>Vocabulary richness</dt><dd>{report.signals.vocabularyRichness}</dd></div>
          <div><dt>Function-word distance from the corpus</dt><dd>{report.signals.functionWordDistance}</dd></div>
        </dl>
      )}
    </div>
  );
}
