// /ai-homework-helper (spec 001 §2; /homework-helper redirects here): what the tool does, the ask form with its
// price (a guest signs in on the way, keeping the draft), how an answer is made, and recent public questions.
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BookOpenCheck, Globe2, MessageSquareText, Search } from 'lucide-react';
import { useState } from 'react';
import { PUBLIC_QUESTIONS_PAGE_SIZE, usePublicQuestions } from '../../api/homework.ts';
import { AskForm } from '../../components/homework/AskForm.tsx';
import { QuestionCardSkeletons, QuestionCards } from '../../components/homework/QuestionList.tsx';
import { HowItWorks } from '../../components/tools/HowItWorks.tsx';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { EmptyState, ErrorPanel } from '../../components/ui/States.tsx';
import { usePageMeta } from '../../hooks/usePageMeta.ts';

const STEPS = [
  { icon: MessageSquareText, title: msg`Ask in your own words`, text: msg`Type the question as your teacher set it and pick the subject.` },
  {
    icon: Search,
    title: msg`We search the marketplace`,
    text: msg`Your question is matched against the pages of thousands of approved study documents.`,
  },
  {
    icon: BookOpenCheck,
    title: msg`Get cited steps`,
    text: msg`The answer comes step by step, each step citing the page it comes from, with links to the documents.`,
  },
  { icon: Globe2, title: msg`Private until you share`, text: msg`Your questions are yours. Publish one to help other students find it.` },
];

export default function HomeworkHelperPage() {
  const { t } = useLingui();
  usePageMeta({
    title: t`AI Homework Helper: step-by-step answers`,
    description: t`Ask a homework question and get a step-by-step answer that quotes and cites real study documents. Browse answers to questions other students made public.`,
  });
  const [pages, setPages] = useState(1);
  const list = usePublicQuestions({ page: 1, pageSize: PUBLIC_QUESTIONS_PAGE_SIZE * pages });

  return (
    <div className="hw-page">
      <section className="hw-hero">
        <div className="container hw-hero__inner">
          <div className="hw-hero__copy">
            <Breadcrumbs items={[{ label: t`Home`, href: '/' }, { label: t`AI Homework Helper` }]} />
            <span className="eyebrow">
              <Trans>AI study tool</Trans>
            </span>
            <h1 className="hw-hero__title">
              <Trans>AI Homework Helper</Trans>
            </h1>
            <p className="hw-hero__lead">
              <Trans>
                Stuck on a question? Get a clear, step-by-step answer built from the study documents students share on Studyhall, with every
                step cited to its page.
              </Trans>
            </p>
            <ul className="hw-hero__points">
              <li>
                <Trans>Answers quote real notes, past papers and guides</Trans>
              </li>
              <li>
                <Trans>See the price before you ask; a failed answer is refunded</Trans>
              </li>
              <li>
                <Trans>Every question and answer kept in your dashboard</Trans>
              </li>
            </ul>
          </div>
          <div className="hw-hero__form card">
            <AskForm />
          </div>
        </div>
      </section>

      <HowItWorks steps={STEPS} look="tiles" color="#4f46e5" id="hw-how" />

      <section className="container section section--tight hw-recent" aria-labelledby="hw-recent">
        <div className="detail-section__head">
          <h2 id="hw-recent" className="section-title">
            <Trans>Recent questions from students</Trans>
          </h2>
          {list.data && (
            <span className="hw-count">
              <Plural value={list.data.total} one="# public answer" other="# public answers" />
            </span>
          )}
        </div>
        {list.isPending ? (
          <QuestionCardSkeletons />
        ) : list.isError ? (
          <ErrorPanel title={t`Failed to load questions`} message={list.error.message} onRetry={() => list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState icon={MessageSquareText} title={t`No public questions yet`} text={t`Ask the first one, and publish it to help others.`} />
        ) : (
          <>
            <QuestionCards items={list.data.items} />
            {list.data.total > list.data.items.length && (
              <div className="hw-more">
                <button type="button" className="btn btn--secondary" onClick={() => setPages((p) => p + 1)} disabled={list.isFetching}>
                  <Trans>Show more questions</Trans>
                </button>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
