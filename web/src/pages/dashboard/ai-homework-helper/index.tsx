// /dashboard/ai-homework-helper: ask a question (the draft a guest started on the public page is kept) and the
// student's own questions, newest first, 12 a page, with their status and whether they are public.
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageSquareText } from 'lucide-react';
import { MY_QUESTIONS_PAGE_SIZE, useMyQuestions } from '../../../api/homework.ts';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { AskForm } from '../../../components/homework/AskForm.tsx';
import { QuestionCardSkeletons, QuestionCards } from '../../../components/homework/QuestionList.tsx';
import { EmptyState, ErrorPanel } from '../../../components/ui/States.tsx';
import { usePageMeta } from '../../../hooks/usePageMeta.ts';
import { useQueryParam } from '../../../hooks/useQueryParam.ts';
import { pageCount, showingRange } from '../../../lib/documents.ts';

export default function MyHomeworkPage() {
  const { t, i18n } = useLingui();
  usePageMeta({ title: t`AI Homework Helper`, description: t`Ask a homework question and keep every answer.`, noIndex: true });
  const [pageParam, setPage] = useQueryParam('page');
  const page = Math.max(1, Number(pageParam) || 1);
  const list = useMyQuestions(page);

  return (
    <div className="dash-page" data-testid="homework-dashboard">
      <header className="lib-head">
        <div>
          <h1 className="dash-page__title">
            <Trans>AI Homework Helper</Trans>
          </h1>
          <p className="dash-page__lead">
            <Trans>Ask a question and get a step-by-step answer that cites the study documents it comes from.</Trans>
          </p>
        </div>
      </header>
      <div className="card card--pad hw-dash-ask">
        <AskForm dashboard />
      </div>

      <section aria-labelledby="hw-mine" className="hw-dash-list">
        <h2 id="hw-mine" className="hw-related__title">
          <Trans>Your questions</Trans>
        </h2>
        {list.isPending ? (
          <QuestionCardSkeletons count={3} />
        ) : list.isError ? (
          <ErrorPanel title={t`Failed to load your questions`} message={list.error.message} onRetry={() => list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState icon={MessageSquareText} title={t`No questions yet`}
            text={t`Your questions and their answers will be kept here. Only you can see them unless you publish one.`}
          />
        ) : (
          <>
            <QuestionCards items={list.data.items} mine />
            {list.data.total > list.data.pageSize && (
              <div className="hw-pages">
                <span>{showingRange(page, list.data.pageSize, list.data.total, false, i18n)}</span>
                <Pagination page={page} last={pageCount(list.data.total, MY_QUESTIONS_PAGE_SIZE)} onPage={(p) => setPage(p === 1 ? '' : String(p))} />
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
