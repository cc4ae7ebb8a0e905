// A plagiarism report: the overall similarity, the user's text with each matching passage highlighted in its
// source's colour, and the sources, each linked to its public page (a document at the matched page). Another
// user's paper is only ever "a private paper", with no link and no words of it.
import { BookOpen, ExternalLink, FileText, HelpCircle, Layers, Lock } from 'lucide-react';
import type { MatchSource, PlagiarismReport } from '../../api/integrity.ts';
import { HighlightedText } from './HighlightedText.tsx';

const KIND_ICON = { document: FileText, question: HelpCircle, deck: Layers, paper: Lock } as const;
const KIND_NAME = { document: 'Study document', question: 'Homework question', deck: 'Flashcard deck', paper: 'Private paper' } as const;
const tone = (i: number) => `ic-src-${i % 6}`;

function SourceRow({ source, index }: { source: MatchSource; index: number }) {
  const Icon = KIND_ICON[source.kind];
  const title = source.href ? (
    <a href={source.href} className="ic-source__link" data-testid="match-source">
      {source.title} <ExternalLink aria-hidden="true" size={14} />
    </a>
  ) : (
    <span className="ic-source__private">{source.title}</span>
  );
  return (
    <li className="ic-source">
      <span className={`ic-source__n ${tone(index)}`}>{index + 1}</span>
      <div className="ic-source__body">
        <p className="ic-source__title">{title}</p>
        <p className="ic-source__meta">
          <Icon aria-hidden="true" size={14} />
          <span>
            {KIND_NAME[source.kind]}
            {source.page !== null && ` · page ${source.page}`} · {source.similarity}% of your text
          </span>
        </p>
        {source.excerpt && <blockquote className="ic-source__excerpt">{source.excerpt}</blockquote>}
      </div>
    </li>
  );
}

export function PlagiarismReportView({ text, report }: { text: string; report: PlagiarismReport }) {
  const marks = report.passages.map((p) => ({
    start: p.start,
    end: p.end,
    className: `ic-mark ${tone(p.source)}`,
    title: `Matches ${report.sources[p.source]?.title ?? 'a source'}`,
    label: <sup className="ic-mark__n">{p.source + 1}</sup>,
  }));
  const level = report.similarity >= 40 ? 'high' : report.similarity >= 10 ? 'some' : 'low';
  return (
    <div className="ic-report" data-testid="plagiarism-report">
      <div className={`ic-score ic-score--${level}`}>
        <span className="ic-score__value" data-testid="similarity">{report.similarity}%</span>
        <span className="ic-score__label">similarity</span>
        <p className="ic-score__text">
          {report.sources.length
            ? `${report.sources.length} matching ${report.sources.length === 1 ? 'source' : 'sources'} among Studyhall documents, questions, decks and papers.`
            : 'No matching passages among Studyhall documents, public questions, decks and other users’ papers.'}
        </p>
      </div>
      <div className="ic-report__grid">
        <section aria-label="Your text" className="ic-report__text">
          <h3 className="ic-report__h">Your text</h3>
          <HighlightedText text={text} marks={marks} testId="checked-text" />
        </section>
        {report.sources.length > 0 && (
          <section aria-label="Matching sources">
            <h3 className="ic-report__h">
              <BookOpen aria-hidden="true" size={18} /> Sources
            </h3>
            <ol className="ic-sources">
              {report.sources.map((s, i) => (
                <SourceRow key={`${s.kind}-${s.title}-${i}`} source={s} index={i} />
              ))}
            </ol>
          </section>
        )}
      </div>
    </div>
  );
}
