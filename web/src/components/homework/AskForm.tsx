// The ask form of the AI Homework Helper (public page and dashboard): the question, a subject from the
// catalogue, "make it public when answered", and the price shown before asking with the user's balance. A guest
// is sent to sign in with the draft kept, and finds it again on the dashboard; short points get the spec's
// message with a link to buy points. A request key per draft makes a double submit one question (one charge).
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Camera, Coins, Globe2, Sparkles } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useAuth } from '../../api/accounts.ts';
import { useSubjects } from '../../api/catalogue.ts';
import { ApiError, apiFieldErrors } from '../../api/client.ts';
import { QUESTION_MAX_CHARS, QUESTION_MIN_CHARS, readQuestionPhoto, useAskQuestion, useHomeworkQuote } from '../../api/homework.ts';
import { useWalletBalance } from '../../api/wallet.ts';
import { useFormat } from '../../hooks/useFormat.ts';
import { authHref } from '../../lib/paths.ts';
import { usePoints } from '../tools/points.ts';
import { Alert, SubmitButton } from '../ui/Form.tsx';

const DRAFT_KEY = 'studyhall.homework.draft';
type Draft = { question: string; subjectId: string; publish: boolean };

function readDraft(): Draft {
  try {
    const saved = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    if (saved && typeof saved.question === 'string') return { question: saved.question, subjectId: saved.subjectId ?? '', publish: Boolean(saved.publish) };
  } catch {}
  return { question: '', subjectId: '', publish: false };
}

export function AskForm({ dashboard = false }: { dashboard?: boolean }) {
  const { t } = useLingui();
  const format = useFormat();
  const points = usePoints();
  const auth = useAuth();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<Draft>(readDraft);
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<ApiError | null>(null);
  const [photo, setPhoto] = useState<'idle' | 'reading' | 'read'>('idle');
  const subjects = useSubjects();
  const quote = useHomeworkQuote();
  const balance = useWalletBalance();
  const ask = useAskQuestion();
  const signedIn = auth.status === 'signed-in';
  const price = quote.data?.points;
  const short = signedIn && price !== undefined && balance.data !== undefined && balance.data.balance < price;

  useEffect(() => {
    if (draft.question) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(DRAFT_KEY);
  }, [draft]);

  const update = (next: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setError(null);
    if (next.question !== undefined) setRequestKey(crypto.randomUUID());
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!signedIn) {
      navigate(authHref('/login', '/dashboard/ai-homework-helper', ''));
      return;
    }
    ask.mutate(
      { question: draft.question, subjectId: draft.subjectId || null, publish: draft.publish, requestKey, points: price },
      {
        onSuccess: (q) => {
          sessionStorage.removeItem(DRAFT_KEY);
          navigate(`/dashboard/ai-homework-helper/question/${q.slug}`);
        },
        onError: (err) => setError(err instanceof ApiError ? err : new ApiError(0, 'unknown', err.message)),
      },
    );
  };

  const readPhoto = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setPhoto('reading');
    setError(null);
    try {
      const { text } = await readQuestionPhoto(file);
      const question = (draft.question.trim() ? `${draft.question.trim()}\n${text}` : text).slice(0, QUESTION_MAX_CHARS);
      update({ question });
      setPhoto('read');
    } catch (err) {
      setPhoto('idle');
      setError(err instanceof ApiError ? err : new ApiError(0, 'unknown', (err as Error).message));
    }
  };

  const length = draft.question.trim().length;
  const fieldError = error ? apiFieldErrors(error).question : undefined;
  const tooShort = length > 0 && length < QUESTION_MIN_CHARS;
  const minChars = QUESTION_MIN_CHARS;
  const typed = format.number(length);
  const maxChars = format.number(QUESTION_MAX_CHARS);
  const cost = points.tag(price ?? 0);
  const have = points.short(balance.data?.balance ?? 0);

  return (
    <form className={`hw-ask${dashboard ? ' hw-ask--dash' : ''}`} onSubmit={submit} aria-label={t`Ask a homework question`} data-testid="ask-form">
      <label htmlFor="hw-question" className="hw-ask__label">
        <Trans>Your question</Trans>
      </label>
      <textarea
        id="hw-question"
        className="input hw-ask__text"
        placeholder={t`e.g. How does the second law of thermodynamics explain why heat flows from hot to cold?`}
        value={draft.question}
        maxLength={QUESTION_MAX_CHARS}
        rows={dashboard ? 4 : 5}
        onChange={(e) => update({ question: e.target.value })}
        aria-invalid={Boolean(fieldError) || undefined}
        aria-describedby="hw-question-count"
        required
      />
      <div className="hw-ask__meta">
        <span id="hw-question-count" className={tooShort ? 'hw-ask__count is-short' : 'hw-ask__count'}>
          {tooShort ? t`Ask a question of at least ${minChars} characters.` : `${typed} / ${maxChars}`}
        </span>
        {!quote.data ? null : !quote.data.imageQuestions ? (
          <span className="hw-ask__ocr">
            <Camera aria-hidden="true" /> <Trans>Photo questions need OCR, which is not installed on this server: type the question instead.</Trans>
          </span>
        ) : signedIn ? (
          <label className={`hw-ask__photo${photo === 'reading' ? ' is-busy' : ''}`}>
            <input type="file" accept="image/jpeg,image/png,image/webp,image/heic,image/heif" onChange={readPhoto} disabled={photo === 'reading'} />
            <Camera aria-hidden="true" /> {photo === 'reading' ? t`Reading the photo…` : t`Ask with a photo`}
          </label>
        ) : (
          <Link href={authHref('/login', '/dashboard/ai-homework-helper', '')} className="hw-ask__photo">
            <Camera aria-hidden="true" /> <Trans>Sign in to ask with a photo</Trans>
          </Link>
        )}
      </div>
      {photo === 'read' && (
        <p className="hw-ask__photo-note" role="status">
          <Trans>Read from your photo: check the text and correct anything misread before asking.</Trans>
        </p>
      )}
      {fieldError && <p className="field__error" role="alert">{fieldError}</p>}

      <div className="hw-ask__row">
        <label className="hw-ask__subject">
          <span className="hw-ask__label">
            <Trans>Subject</Trans>
          </span>
          <select className="input select" value={draft.subjectId} onChange={(e) => update({ subjectId: e.target.value })} aria-label={t`Subject`}>
            <option value="">{t`Any subject`}</option>
            {subjects.data?.items.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className="hw-ask__public">
          <input type="checkbox" checked={draft.publish} onChange={(e) => update({ publish: e.target.checked })} />
          <Globe2 aria-hidden="true" />
          <span>
            <Trans>Make it public once answered, so other students can find it</Trans>
          </span>
        </label>
      </div>

      {error && error.code === 'insufficient_points' ? (
        <Alert tone="danger" title={error.message}>
          <Trans>
            One answer costs {cost}. <Link href="/dashboard/wallet">Buy points</Link> and ask again: your question is kept.
          </Trans>
        </Alert>
      ) : error && !fieldError ? (
        <Alert tone="danger" title={t`Your question was not sent`}>
          {error.message}
        </Alert>
      ) : null}

      <div className="hw-ask__foot">
        <p className="hw-ask__price" data-testid="homework-price">
          <Coins aria-hidden="true" />
          {price === undefined ? (
            <span>
              <Trans>Checking the price…</Trans>
            </span>
          ) : (
            <span>
              <Trans>
                <strong>{cost}</strong> per answer, charged when you ask
              </Trans>
              {signedIn && balance.data && (
                <span className="hw-ask__balance">
                  {' · '}
                  <Trans>you have {have}</Trans>
                </span>
              )}
            </span>
          )}
        </p>
        {short ? (
          <Link href="/dashboard/wallet" className="btn btn--primary btn--lg">
            <Coins aria-hidden="true" /> <Trans>Buy points to ask</Trans>
          </Link>
        ) : (
          <SubmitButton busy={ask.isPending} busyLabel={t`Sending…`} className="btn btn--primary btn--lg" disabled={length < QUESTION_MIN_CHARS}>
            {signedIn ? (
              <>
                <Sparkles aria-hidden="true" /> <Trans>Get a step-by-step answer</Trans>
              </>
            ) : (
              <>
                <Trans>Sign in to ask</Trans> <ArrowRight aria-hidden="true" />
              </>
            )}
          </SubmitButton>
        )}
      </div>
    </form>
  );
}
