// /ai-homework-helper (spec 001 §2; /homework-helper redirects here): what the tool does, the ask form with its
// price (a guest signs in on the way, keeping the draft), how an answer is made, and recent public questions.
import { BookOpenCheck, Globe2, MessageSquareText, Search } from 'lucide-react';
import { useState } from 'react';
import { PUBLIC_QUESTIONS_PAGE_SIZE, usePublicQuestions } from '../../api/homework.ts';
import { AskForm } from '../../components/homework/AskForm.tsx';
import { QuestionCardSkeletons, QuestionCards } from '../../components/homework/QuestionList.tsx';
import { HowItWorks } from '../../components/tools/HowItWorks.tsx';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { EmptyState, ErrorPanel } from '../../components/ui/States.tsx';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { formatNumber } from '../../lib/format.ts';

const STEPS = [
  { icon: MessageSquareText, title: 'Ask in your own words', text: 'Type the question as your teacher set it and pick the subject.' },
  {
    icon: Search,
    title: 'We search the marketplace',
    text: 'Your question is matched against the pages of thousands of approved study documents.',
  },
  {
    icon: BookOpenCheck,
    title: 'Get cited steps',
    text: 'The answer comes step by step, each step citing the page it comes from, with links to the documents.',
  },
  { icon: Globe2, title: 'Private until you share', text: 'Your questions are yours. Publish one to help other students find it.' },
];

export default function HomeworkHelperPage() {
  usePageMeta({
    title: 'AI Homework Helper: step-by-step answers',
    description:
      'Ask a homework question and get a step-by-step answer that quotes and cites real study documents. Browse answers to questions other students made public.',
  });
  const [pages, setPages] = useState(1);
  const list = usePublicQuestions({ page: 1, pageSize: PUBLIC_QUESTIONS_PAGE_SIZE * pages });

  return (
    <div className="hw-page">
      <section className="hw-hero">
        <div className="container hw-hero__inner">
          <div className="hw-hero__copy">
            <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'AI Homework Helper' }]} />
            <span className="eyebrow">AI study tool</span>
            <h1 className="hw-hero__title">AI Homework Helper</h1>
            <p className="hw-hero__lead">
              Stuck on a question? Get a clear, step-by-step answer built from the study documents students share on Studyhall, with every
              step cited to its page.
            </p>
            <ul className="hw-hero__points">
              <li>Answers quote real notes, past papers and guides</li>
              <li>See the price before you ask; a failed answer is refunded</li>
              <li>Every question and answer kept in your dashboard</li>
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
            Recent questions from students
          </h2>
          {list.data && <span className="hw-count">{formatNumber(list.data.total)} public answers</span>}
        </div>
        {list.isPending ? (
          <QuestionCardSkeletons />
        ) : list.isError ? (
          <ErrorPanel title="Failed to load questions" message={list.error.message} onRetry={() => list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState icon={MessageSquareText} title="No public questions yet" text="Ask the first one, and publish it to help others." />
        ) : (
          <>
            <QuestionCards items={list.data.items} />
            {list.data.total > list.data.items.length && (
              <div className="hw-more">
                <button type="button" className="btn btn--secondary" onClick={() => setPages((p) => p + 1)} disabled={list.isFetching}>
                  Show more questions
                </button>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
