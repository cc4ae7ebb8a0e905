// A question and its answer, on the public page and the asker's dashboard page: the question's paragraphs, the
// answer as numbered steps with each page citation linked to the marketplace document it quotes, a plain line on
// which mode answered (the local study engine quotes documents; a language model writes), the documents the
// answer drew on and related public questions.
import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpenCheck, Cpu, FileText, Quote } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { DocumentCard } from '../../api/documents.ts';
import { type HomeworkCitation, type QuestionDetail, useAnswerDocuments } from '../../api/homework.ts';
import { DocumentCardView } from '../documents/DocumentCard.tsx';
import { usePageCite } from '../tools/cite.ts';
import { QuestionCards } from './QuestionList.tsx';

/** The answer's paragraphs: an opening line ending in ":" stays an introduction, the rest are the steps. */
export function answerParts(text: string): { intro: string | null; steps: string[] } {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (paragraphs.length > 1 && paragraphs[0]!.endsWith(':') && paragraphs[0]!.length < 120) {
    return { intro: paragraphs[0]!, steps: paragraphs.slice(1) };
  }
  return { intro: null, steps: paragraphs };
}

function withCitations(text: string, citations: HomeworkCitation[], docs: Map<string, DocumentCard>, cite: (page: number) => string): ReactNode[] {
  return text.split(/(\s?\[p\.\s*\d+\])/).map((piece, i) => {
    const m = /\[p\.\s*(\d+)\]/.exec(piece);
    if (!m) return <Fragment key={i}>{piece}</Fragment>;
    const page = Number(m[1]);
    const citation = citations.find((c) => c.page === page);
    const doc = citation ? docs.get(citation.sourceId) : undefined;
    const label = doc ? `${cite(page)} · ${doc.title}` : cite(page);
    return doc ? (
      <Link key={i} href={`/documents/${doc.slug}`} className="hw-cite" title={citation?.quote}>
        <FileText aria-hidden="true" /> {label}
      </Link>
    ) : (
      <span key={i} className="hw-cite">
        {label}
      </span>
    );
  });
}

export function ModeLine({ provider, model, cited }: { provider: 'openai' | 'local' | null; model: string | null; cited: boolean }) {
  if (!provider) return null;
  return provider === 'local' ? (
    <p className="hw-mode" data-testid="answer-mode">
      <BookOpenCheck aria-hidden="true" />
      <span>
        {cited ? (
          <Trans>
            <strong>Answered in local mode:</strong> Studyhall’s built-in study engine picked the passages of marketplace documents that best match
            your question and quotes them with their pages. It does not write new text.
          </Trans>
        ) : (
          <Trans>
            <strong>Answered in local mode:</strong> Studyhall’s built-in study engine found no passage of a marketplace document on this question,
            so it quotes nothing. It does not write new text.
          </Trans>
        )}
      </span>
    </p>
  ) : (
    <p className="hw-mode" data-testid="answer-mode">
      <Cpu aria-hidden="true" />
      <span>
        <Trans>
          <strong>Answered by an AI model</strong> ({model}) from passages of marketplace documents, with their pages cited. Check the steps against
          the sources.
        </Trans>
      </span>
    </p>
  );
}

export function AnswerSteps({ text, citations, docs }: { text: string; citations: HomeworkCitation[]; docs: DocumentCard[] }) {
  const cite = usePageCite();
  const byId = new Map(docs.map((d) => [d.id, d]));
  const { intro, steps } = answerParts(text);
  return (
    <div className="hw-answer__body" data-testid="answer-text">
      {intro && <p className="hw-answer__intro">{withCitations(intro, citations, byId, cite)}</p>}
      {steps.length > 1 || intro ? (
        <ol className="hw-steps">
          {steps.map((step, i) => (
            <li key={i} className="hw-step">
              <span className="hw-step__n" aria-hidden="true">
                {i + 1}
              </span>
              <p>{withCitations(step, citations, byId, cite)}</p>
            </li>
          ))}
        </ol>
      ) : (
        steps.map((step, i) => <p key={i}>{withCitations(step, citations, byId, cite)}</p>)
      )}
    </div>
  );
}

export function QuestionText({ q }: { q: QuestionDetail }) {
  const blocks = q.formattedQuestion.length ? q.formattedQuestion : [{ type: 'paragraph' as const, text: q.question }];
  return (
    <div className="hw-question__text">
      {blocks.map((b, i) => (
        <p key={i}>{b.text}</p>
      ))}
    </div>
  );
}

/** The answer block with its sources and related questions; `children` replaces the steps (streaming, failure). */
export function AnswerSection({ q, children }: { q: QuestionDetail; children?: ReactNode }) {
  const { t } = useLingui();
  const docs = useAnswerDocuments(q.documentIds, q.subject?.slug);
  const subject = q.subject?.name ?? '';
  return (
    <>
      <section className="hw-answer" id="answer" aria-labelledby="hw-answer-title">
        <h2 id="hw-answer-title" className="hw-answer__title">
          <Quote aria-hidden="true" /> <Trans>Step-by-step answer</Trans>
        </h2>
        {children ?? <AnswerSteps text={q.answer} citations={q.citations} docs={docs.data ?? []} />}
        {!children && <ModeLine provider={q.provider} model={q.model} cited={q.citations.length > 0} />}
      </section>
      {(docs.data?.length ?? 0) > 0 && (
        <section className="hw-related" aria-labelledby="hw-docs-title">
          <h2 id="hw-docs-title" className="hw-related__title">
            {q.documentIds.length ? t`Study documents this answer draws on` : t`Popular ${subject} documents`}
          </h2>
          <ul className="doc-rail">
            {docs.data!.map((d) => (
              <li key={d.id}>
                <DocumentCardView doc={d} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {q.related.length > 0 && (
        <section className="hw-related" aria-labelledby="hw-related-title">
          <h2 id="hw-related-title" className="hw-related__title">
            <Trans>Related questions</Trans>
          </h2>
          <QuestionCards items={q.related} />
        </section>
      )}
    </>
  );
}
