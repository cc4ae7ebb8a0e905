// A plagiarism report: the overall similarity, the user's text with each matching passage highlighted in its
// source's colour, and the sources, each linked to its public page (a document at the matched page). Another
// user's paper is only ever "a private paper", with no link and no words of it.
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, ExternalLink, FileText, HelpCircle, Layers, Lock } from 'lucide-react';
import type { MatchSource, PlagiarismReport } from '../../api/integrity.ts';
import { HighlightedText } from './HighlightedText.tsx';

const KIND_ICON = { document: FileText, question: HelpCircle, deck: Layers, paper: Lock } as const;
const KIND_NAME = { document: msg`Study document`, question: msg`Homework question`, deck: msg`Flashcard deck`, paper: msg`Private paper` } as const;
const tone = (i: number) => `ic-src-${i % 6}`;

/** A source's title; another student's paper is only ever named "a private paper", in the page's language. */
function useSourceTitle() {
  const { t } = useLingui();
  return (source: MatchSource) => (source.kind === 'paper' && !source.href ? t`a private paper` : source.title);
}

function SourceRow({ source, index }: { source: MatchSource; index: number }) {
  const { i18n } = useLingui();
  const sourceTitle = useSourceTitle()(source);
  const Icon = KIND_ICON[source.kind];
  const title = source.href ? (
    <a href={source.href} className="ic-source__link" data-testid="match-source">
      {sourceTitle} <ExternalLink aria-hidden="true" size={14} />
    </a>
  ) : (
    <span className="ic-source__private">{sourceTitle}</span>
  );
  const page = source.page;
  const similarity = source.similarity;
  return (
    <li className="ic-source">
      <span className={`ic-source__n ${tone(index)}`}>{index + 1}</span>
      <div className="ic-source__body">
        <p className="ic-source__title">{title}</p>
        <p className="ic-source__meta">
          <Icon aria-hidden="true" size={14} />
          <span>
            {i18n._(KIND_NAME[source.kind])}
            {page !== null && (
              <>
                {' · '}
                <Trans>page {page}</Trans>
              </>
            )}{' '}
            · <Trans>{similarity}% of your text</Trans>
          </span>
        </p>
        {source.excerpt && <blockquote className="ic-source__excerpt">{source.excerpt}</blockquote>}
      </div>
    </li>
  );
}

export function PlagiarismReportView({ text, report }: { text: string; report: PlagiarismReport }) {
  const { t } = useLingui();
  const titleOf = useSourceTitle();
  const marks = report.passages.map((p) => {
    const source = report.sources[p.source];
    const name = source ? titleOf(source) : t`a source`;
    return { start: p.start, end: p.end, className: `ic-mark ${tone(p.source)}`, title: t`Matches ${name}`, label: <sup className="ic-mark__n">{p.source + 1}</sup> };
  });
  const count = report.sources.length;
  const level = report.similarity >= 40 ? 'high' : report.similarity >= 10 ? 'some' : 'low';
  return (
    <div className="ic-report" data-testid="plagiarism-report">
      <div className={`ic-score ic-score--${level}`}>
        <span className="ic-score__value" data-testid="similarity">{report.similarity}%</span>
        <span className="ic-score__label">
          <Trans>similarity</Trans>
        </span>
        <p className="ic-score__text">
          {count
            ? t`${plural(count, { one: '# matching source', other: '# matching sources' })} among Studyhall documents, questions, decks and papers.`
            : t`No matching passages among Studyhall documents, public questions, decks and other users’ papers.`}
        </p>
      </div>
      <div className="ic-report__grid">
        <section aria-label={t`Your text`} className="ic-report__text">
          <h3 className="ic-report__h">
            <Trans>Your text</Trans>
          </h3>
          <HighlightedText text={text} marks={marks} testId="checked-text" />
        </section>
        {report.sources.length > 0 && (
          <section aria-label={t`Matching sources`}>
            <h3 className="ic-report__h">
              <BookOpen aria-hidden="true" size={18} /> <Trans>Sources</Trans>
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
