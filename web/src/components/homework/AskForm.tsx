// The ask form of the AI Homework Helper (public page and dashboard): the question, a subject from the
// catalogue, "make it public when answered", and the price shown before asking with the user's balance. A guest
// is sent to sign in with the draft kept, and finds it again on the dashboard; short points get the spec's
// message with a link to buy points. A request key per draft makes a double submit one question (one charge).
import { ArrowRight, Camera, Coins, Globe2, Sparkles } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useAuth } from '../../api/accounts.ts';
import { useSubjects } from '../../api/catalogue.ts';
import { ApiError, apiFieldErrors } from '../../api/client.ts';
import { HOMEWORK_MESSAGES, QUESTION_MAX_CHARS, QUESTION_MIN_CHARS, readQuestionPhoto, useAskQuestion, useHomeworkQuote } from '../../api/homework.ts';
import { useWalletBalance } from '../../api/wallet.ts';
import { formatPoints } from '../../lib/documents.ts';
import { formatNumber } from '../../lib/format.ts';
import { authHref } from '../../lib/paths.ts';
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

  return (
    <form className={`hw-ask${dashboard ? ' hw-ask--dash' : ''}`} onSubmit={submit} aria-label="Ask a homework question" data-testid="ask-form">
      <label htmlFor="hw-question" className="hw-ask__label">
        Your question
      </label>
      <textarea
        id="hw-question"
        className="input hw-ask__text"
        placeholder="e.g. How does the second law of thermodynamics explain why heat flows from hot to cold?"
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
          {tooShort ? HOMEWORK_MESSAGES.tooShort : `${formatNumber(length)} / ${formatNumber(QUESTION_MAX_CHARS)}`}
        </span>
        {!quote.data ? null : !quote.data.imageQuestions ? (
          <span className="hw-ask__ocr">
            <Camera aria-hidden="true" /> {HOMEWORK_MESSAGES.imageNeedsOcr}
          </span>
        ) : signedIn ? (
          <label className={`hw-ask__photo${photo === 'reading' ? ' is-busy' : ''}`}>
            <input type="file" accept="image/jpeg,image/png,image/webp,image/heic,image/heif" onChange={readPhoto} disabled={photo === 'reading'} />
            <Camera aria-hidden="true" /> {photo === 'reading' ? 'Reading the photo…' : 'Ask with a photo'}
          </label>
        ) : (
          <Link href={authHref('/login', '/dashboard/ai-homework-helper', '')} className="hw-ask__photo">
            <Camera aria-hidden="true" /> Sign in to ask with a photo
          </Link>
        )}
      </div>
      {photo === 'read' && (
        <p className="hw-ask__photo-note" role="status">
          Read from your photo: check the text and correct anything misread before asking.
        </p>
      )}
      {fieldError && <p className="field__error" role="alert">{fieldError}</p>}

      <div className="hw-ask__row">
        <label className="hw-ask__subject">
          <span className="hw-ask__label">Subject</span>
          <select className="input select" value={draft.subjectId} onChange={(e) => update({ subjectId: e.target.value })} aria-label="Subject">
            <option value="">Any subject</option>
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
          <span>Make it public once answered, so other students can find it</span>
        </label>
      </div>

      {error && error.code === 'insufficient_points' ? (
        <Alert tone="danger" title={error.message}>
          One answer costs {formatPoints(price ?? 0)}. <Link href="/dashboard/wallet">Buy points</Link> and ask again: your question is kept.
        </Alert>
      ) : error && !fieldError ? (
        <Alert tone="danger" title="Your question was not sent">
          {error.message}
        </Alert>
      ) : null}

      <div className="hw-ask__foot">
        <p className="hw-ask__price" data-testid="homework-price">
          <Coins aria-hidden="true" />
          {price === undefined ? (
            <span>Checking the price…</span>
          ) : (
            <span>
              <strong>{formatPoints(price)}</strong> per answer, charged when you ask
              {signedIn && balance.data && <span className="hw-ask__balance"> · you have {formatPoints(balance.data.balance)}</span>}
            </span>
          )}
        </p>
        {short ? (
          <Link href="/dashboard/wallet" className="btn btn--primary btn--lg">
            <Coins aria-hidden="true" /> Buy points to ask
          </Link>
        ) : (
          <SubmitButton busy={ask.isPending} busyLabel="Sending…" className="btn btn--primary btn--lg" disabled={length < QUESTION_MIN_CHARS}>
            {signedIn ? (
              <>
                <Sparkles aria-hidden="true" /> Get a step-by-step answer
              </>
            ) : (
              <>
                Sign in to ask <ArrowRight aria-hidden="true" />
              </>
            )}
          </SubmitButton>
        )}
      </div>
    </form>
  );
}
