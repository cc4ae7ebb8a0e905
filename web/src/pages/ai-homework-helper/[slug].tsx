// /ai-homework-helper/{slug} (spec 001 §2; /homework-helper/{slug} redirects here): a public question with its
// step-by-step answer, the documents it cites and related questions. The server sends the title, description and
// QAPage JSON-LD in the HTML (modules/homework/page-meta.ts); a private or unknown question is the 404 page.
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, Sparkles } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { useQuestion } from '../../api/homework.ts';
import { AnswerSection, QuestionText } from '../../components/homework/AnswerView.tsx';
import { ReportButton } from '../../components/reports/ReportButton.tsx';
import { EntityFallback } from '../../components/ui/EntityFallback.tsx';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { PageSkeleton } from '../../components/ui/Skeleton.tsx';
import { useFormat } from '../../hooks/useFormat.ts';
import { usePageMeta } from '../../hooks/usePageMeta.ts';

export default function HomeworkQuestionPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { t } = useLingui();
  const format = useFormat();
  const { data: q, isPending, isError, error, refetch } = useQuestion(slug);
  usePageMeta({ title: q?.question ?? t`Homework question`, description: q?.excerpt || undefined, noIndex: Boolean(q && !q.isPublic) });

  if (isPending || isError) {
    return (
      <EntityFallback
        error={error}
        retry={refetch}
        notFound={{ title: t`We couldn’t find that question`, message: t`It may have been made private by the student who asked it.` }}
        failed={t`Failed to load this question`}
        loading={<PageSkeleton />}
      />
    );
  }
  const asked = format.date(q.createdAt);

  return (
    <div className="container section section--tight hw-detail">
      <Breadcrumbs
        items={[
          { label: t`Home`, href: '/' },
          { label: t`AI Homework Helper`, href: '/ai-homework-helper' },
          ...(q.subject ? [{ label: q.subject.name, href: `/subjects/${q.subject.slug}` }] : []),
          { label: t`Question` },
        ]}
      />
      <div className="hw-detail__grid">
        <article className="hw-detail__main">
          <header className="hw-question">
            <div className="hw-card__top">
              {q.subject && (
                <Link href={`/subjects/${q.subject.slug}`} className="badge badge--brand">
                  {q.subject.name}
                </Link>
              )}
              <span className="hw-question__date">
                <CalendarDays aria-hidden="true" /> <Trans>Asked {asked}</Trans>
              </span>
            </div>
            <h1 className="hw-question__title" data-testid="question-title">
              {q.question}
            </h1>
            {q.formattedQuestion.length > 1 && <QuestionText q={q} />}
            {q.isPublic && !q.isOwner && <ReportButton targetType="question" targetId={q.id} />}
          </header>
          <AnswerSection q={q} />
        </article>
        <aside className="hw-detail__aside card card--pad" aria-label={t`Ask your own question`}>
          <Sparkles aria-hidden="true" className="hw-aside__icon" />
          <h2 className="hw-aside__title">
            <Trans>Have a question of your own?</Trans>
          </h2>
          <p>
            <Trans>Get a step-by-step answer that cites the study documents it comes from.</Trans>
          </p>
          <Link href="/ai-homework-helper" className="btn btn--primary btn--block">
            <Trans>Ask the Homework Helper</Trans>
          </Link>
        </aside>
      </div>
    </div>
  );
}
