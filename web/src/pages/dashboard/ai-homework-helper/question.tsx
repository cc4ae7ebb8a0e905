// /dashboard/ai-homework-helper/question/{slug}: the asker's question. While it is answered the text streams in
// (server-sent events); then the steps, their sources and related questions, with Publish / Make private. A
// failed answer says its points came back. Anyone else's private question is the 404 page.
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ExternalLink, Globe2, Lock } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { useQuestion, useSetPublic } from '../../../api/homework.ts';
import { AnswerSection, QuestionText } from '../../../components/homework/AnswerView.tsx';
import { toast } from '../../../components/toast.ts';
import { EntityFallback } from '../../../components/ui/EntityFallback.tsx';
import { Alert, Spinner } from '../../../components/ui/Form.tsx';
import { Skeleton } from '../../../components/ui/Skeleton.tsx';
import { useLiveAnswer } from '../../../hooks/useLiveAnswer.ts';
import { usePageMeta } from '../../../hooks/usePageMeta.ts';
import { formatPoints } from '../../../lib/documents.ts';
import { useFormat } from '../../../hooks/useFormat.ts';

export default function MyQuestionPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { data: q, isPending, isError, error, refetch } = useQuestion(slug);
  const live = useLiveAnswer(q);
  const visibility = useSetPublic(slug);
  const { t, i18n } = useLingui();
  const format = useFormat();
  usePageMeta({ title: q?.question ?? t`Homework question`, noIndex: true });

  if (isPending || isError) {
    return (
      <EntityFallback
        error={error}
        retry={refetch}
        notFound={{ title: t`We couldn’t find that question`, message: t`It may belong to someone else.` }}
        failed={t`Failed to load this question`}
        frame="dash-page"
        loading={
          <div className="dash-page">
            <Skeleton height={32} width="70%" />
            <Skeleton height={220} />
          </div>
        }
      />
    );
  }

  const points = formatPoints(q.points, i18n);
  const toggle = () => {
    const makePublic = !q.isPublic;
    visibility.mutate(makePublic, {
      onSuccess: () => toast.success(makePublic ? t`Your question is public` : t`Your question is private again`),
      onError: (e) => toast.error(t`Could not change who can see this question`, { description: e.message }),
    });
  };

  return (
    <div className="dash-page hw-detail" data-testid="homework-question">
      <Link href="/dashboard/ai-homework-helper" className="link-arrow hw-back">
        <ArrowLeft size={16} aria-hidden="true" /> <Trans>Your questions</Trans>
      </Link>
      <header className="hw-question">
        <div className="hw-card__top">
          {q.subject && <span className="badge badge--brand">{q.subject.name}</span>}
          <span className="badge badge--plain" data-testid="visibility">
            {q.isPublic ? <Globe2 aria-hidden="true" /> : <Lock aria-hidden="true" />} {q.isPublic ? t`Public` : t`Private`}
          </span>
          <span className="hw-question__date">
            <Trans>
              Asked {format.date(q.createdAt)} · {points}
            </Trans>
          </span>
        </div>
        <h1 className="hw-question__title" data-testid="question-title">
          {q.question}
        </h1>
        {q.formattedQuestion.length > 1 && <QuestionText q={q} />}
        {q.isOwner && q.status === 'answered' && (
          <div className="hw-question__actions">
            <button type="button" className={q.isPublic ? 'btn btn--secondary' : 'btn btn--primary'} onClick={toggle} disabled={visibility.isPending}>
              {q.isPublic ? <Lock aria-hidden="true" /> : <Globe2 aria-hidden="true" />} {q.isPublic ? t`Make private` : t`Publish`}
            </button>
            {q.isPublic && (
              <Link href={`/ai-homework-helper/${q.slug}`} className="btn btn--ghost" data-testid="public-link">
                <ExternalLink aria-hidden="true" /> <Trans>Public page</Trans>
              </Link>
            )}
          </div>
        )}
        {q.status === 'answering' && q.publishWhenAnswered && <p className="hw-question__note">
            <Trans>It will be public once it is answered.</Trans>
          </p>}
      </header>

      {q.status === 'answering' ? (
        <AnswerSection q={q}>
          <div className="hw-streaming" aria-live="polite" data-testid="answer-streaming">
            {live ? <p className="hw-streaming__text">{live}</p> : null}
            <p className="hw-streaming__status">
              <Spinner /> {live ? t`Writing the answer…` : t`Searching the marketplace for the best passages…`}
            </p>
          </div>
        </AnswerSection>
      ) : q.status === 'failed' ? (
        <AnswerSection q={q}>
          <Alert tone="danger" title={t`This question could not be answered`}>
            {q.error ?? t`The answer could not be produced.`} <Trans>Your {points} are back in your wallet.</Trans>
          </Alert>
        </AnswerSection>
      ) : (
        <AnswerSection q={q} />
      )}
    </div>
  );
}
