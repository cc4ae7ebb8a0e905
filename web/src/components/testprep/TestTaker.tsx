// Taking a test: choose one question at a time or all on a page and an optional timer, answer (each answer saved
// as it is given: on the server for a signed-in taker, so a reload loses nothing; in this tab for a guest), submit.
// When the timer runs out the test is submitted as it stands.
import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, Save } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Question, TestView } from '../../api/testprep.ts';
import { KIND_NAMES, TRUE_FALSE_NAMES } from './labels.ts';

export type TakeSettings = { mode: 'one' | 'all'; timeLimitMinutes: number | null };

export function StartPanel({ test, busy, onStart }: { test: TestView; busy: boolean; onStart: (s: TakeSettings) => void }) {
  const [mode, setMode] = useState<'one' | 'all'>('one');
  const [timed, setTimed] = useState(false);
  const [minutes, setMinutes] = useState(Math.max(5, Math.ceil(test.questions.length * 1.5)));
  return (
    <form
      className="card card--pad tp-start"
      onSubmit={(e) => {
        e.preventDefault();
        onStart({ mode, timeLimitMinutes: timed ? minutes : null });
      }}
    >
      <fieldset className="tp-choice">
        <legend>
          <Trans>How do you want to take it?</Trans>
        </legend>
        <label>
          <input type="radio" name="mode" checked={mode === 'one'} onChange={() => setMode('one')} /> <Trans>One question at a time</Trans>
        </label>
        <label>
          <input type="radio" name="mode" checked={mode === 'all'} onChange={() => setMode('all')} /> <Trans>All questions on one page</Trans>
        </label>
      </fieldset>
      <div className="tp-timer-choice">
        <label>
          <input type="checkbox" checked={timed} onChange={(e) => setTimed(e.target.checked)} /> <Trans>Use a timer</Trans>
        </label>
        {timed && (
          <label className="tp-minutes">
            <input className="input" type="number" min={1} max={300} value={minutes} onChange={(e) => setMinutes(Math.min(300, Math.max(1, Number(e.target.value) || 1)))} />
            <Trans>minutes</Trans>
          </label>
        )}
      </div>
      <button type="submit" className="btn btn--primary btn--lg" disabled={busy}>
        <Trans>Start the test</Trans>
      </button>
    </form>
  );
}

function QuestionField({ q, value, onAnswer }: { q: Question; value: string; onAnswer: (answer: string, now: boolean) => void }) {
  const { t, i18n } = useLingui();
  const name = `q-${q.id}`;
  const ordinal = q.ordinal;
  const kind = i18n._(KIND_NAMES[q.kind]);
  // A true/false question's options are the server's 'True' and 'False' (the value sent): named in the page's language.
  const optionName = (o: string) => (q.kind === 'true_false' && TRUE_FALSE_NAMES[o] ? i18n._(TRUE_FALSE_NAMES[o]) : o);
  return (
    <fieldset className="card card--pad tp-question" data-testid="tp-question">
      <legend className="tp-question__legend">
        <span className="tp-kind">
          <Trans>
            Question {ordinal} · {kind}
          </Trans>
        </span>
        <span className="tp-question__prompt">{q.prompt}</span>
      </legend>
      {q.kind === 'short_answer' ? (
        <input
          className="input"
          aria-label={t`Answer to question ${ordinal}`}
          value={value}
          maxLength={500}
          onChange={(e) => onAnswer(e.target.value, false)}
          onBlur={(e) => onAnswer(e.target.value, true)}
        />
      ) : (
        <div className="tp-options">
          {q.options.map((o) => (
            <label key={o} className={`tp-option${value === o ? ' tp-option--on' : ''}`}>
              <input type="radio" name={name} checked={value === o} onChange={() => onAnswer(o, true)} /> {optionName(o)}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

function Countdown({ deadline, onEnd }: { deadline: string; onEnd: () => void }) {
  const [left, setLeft] = useState(() => new Date(deadline).getTime() - Date.now());
  const ended = useRef(false);
  useEffect(() => {
    const id = setInterval(() => {
      const ms = new Date(deadline).getTime() - Date.now();
      setLeft(ms);
      if (ms <= 0 && !ended.current) {
        ended.current = true;
        onEnd();
      }
    }, 500);
    return () => clearInterval(id);
  }, [deadline, onEnd]);
  const s = Math.max(0, Math.floor(left / 1000));
  return (
    <span className={`tp-clock${s < 60 ? ' tp-clock--low' : ''}`} role="timer" aria-live="off">
      <Clock aria-hidden="true" /> {Math.floor(s / 60)}:{String(s % 60).padStart(2, '0')}
    </span>
  );
}

type TakerProps = {
  test: TestView;
  settings: TakeSettings;
  deadline: string | null;
  initial: Record<string, string>;
  /** Saves one answer; rejects when it could not be saved. */
  save: (questionId: string, answer: string) => Promise<unknown>;
  submitting: boolean;
  onSubmit: () => void;
};

export function TestTaker({ test, settings, deadline, initial, save, submitting, onSubmit }: TakerProps) {
  const { t } = useLingui();
  const [answers, setAnswers] = useState<Record<string, string>>(initial);
  const [state, setState] = useState<'saved' | 'saving' | 'error'>('saved');
  // One at a time starts at the first question not answered yet (a reload comes back where the taker was).
  const [index, setIndex] = useState(() => Math.max(0, test.questions.findIndex((q) => !initial[q.id])));
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const pending = useRef(new Map<string, string>());
  const answered = useMemo(() => test.questions.filter((q) => answers[q.id]?.trim()).length, [answers, test.questions]);

  const persist = (questionId: string, answer: string) => {
    pending.current.delete(questionId);
    setState('saving');
    return save(questionId, answer).then(
      () => setState('saved'),
      () => setState('error'),
    );
  };
  const onAnswer = (questionId: string, answer: string, now: boolean) => {
    setAnswers((a) => ({ ...a, [questionId]: answer }));
    clearTimeout(timers.current.get(questionId));
    if (now) void persist(questionId, answer);
    else {
      pending.current.set(questionId, answer);
      timers.current.set(questionId, setTimeout(() => void persist(questionId, answer), 600));
    }
  };
  // A short answer still being typed is saved before the test is submitted.
  const submit = async () => {
    for (const t of timers.current.values()) clearTimeout(t);
    await Promise.all([...pending.current].map(([q, a]) => persist(q, a)));
    onSubmit();
  };
  const shown = settings.mode === 'all' ? test.questions : test.questions.slice(index, index + 1);
  const total = test.questions.length;

  return (
    <div className="tp-taker">
      <div className="tp-bar">
        <span>
          <Trans>
            {answered} of {total} answered
          </Trans>
        </span>
        <span className={`tp-saved tp-saved--${state}`} aria-live="polite">
          <Save aria-hidden="true" /> {state === 'saving' ? t`Saving…` : state === 'error' ? t`Not saved: check your connection` : t`Answers saved`}
        </span>
        {deadline && <Countdown deadline={deadline} onEnd={() => void submit()} />}
      </div>
      {settings.mode === 'one' && (
        <nav className="tp-dots" aria-label={t`Questions`}>
          {test.questions.map((q, i) => {
            const n = i + 1;
            return (
              <button
                key={q.id}
                type="button"
                className={`tp-dot${i === index ? ' tp-dot--on' : ''}${answers[q.id]?.trim() ? ' tp-dot--done' : ''}`}
                aria-current={i === index ? 'step' : undefined}
                aria-label={t`Question ${n}`}
                onClick={() => setIndex(i)}
              >
                {n}
              </button>
            );
          })}
        </nav>
      )}
      {shown.map((q) => (
        <QuestionField key={q.id} q={q} value={answers[q.id] ?? ''} onAnswer={(a, now) => onAnswer(q.id, a, now)} />
      ))}
      <div className="tp-actions tp-actions--split">
        {settings.mode === 'one' && (
          <div className="tp-actions">
            <button type="button" className="btn btn--secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
              <Trans>Previous</Trans>
            </button>
            <button type="button" className="btn btn--secondary" disabled={index >= test.questions.length - 1} onClick={() => setIndex(index + 1)}>
              <Trans>Next</Trans>
            </button>
          </div>
        )}
        <button type="button" className="btn btn--primary" disabled={submitting} onClick={() => void submit()}>
          <Trans>Submit test</Trans>
        </button>
      </div>
    </div>
  );
}
