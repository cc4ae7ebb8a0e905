// /dashboard/test-prep/{planId}/create-test (spec 001 §2): how many questions, which kinds and how hard, the price
// shown before generating (charged once; given back if the test cannot be made), then back to the plan while the
// worker writes the questions.
import { Coins } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { ApiError } from '../../../api/client.ts';
import { DIFFICULTIES, KIND_LABELS, QUESTION_KINDS, QUESTIONS_MAX, useCreateTest, usePlan, useQuote } from '../../../api/testprep.ts';
import { toast } from '../../../components/toast.ts';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { Alert, InputField, SubmitButton } from '../../../components/ui/Form.tsx';
import { usePageMeta } from '../../../hooks/usePageMeta.ts';
import { plural } from '../../../lib/format.ts';

export default function CreateTestPage() {
  const { planId = '' } = useParams<{ planId: string }>();
  usePageMeta({ title: 'New practice test', noIndex: true });
  const plan = usePlan(planId);
  const create = useCreateTest(planId);
  const [, navigate] = useLocation();
  const [title, setTitle] = useState('');
  const [questions, setQuestions] = useState(10);
  const [kinds, setKinds] = useState<string[]>([...QUESTION_KINDS]);
  const [difficulty, setDifficulty] = useState('medium');
  const [key] = useState(() => crypto.randomUUID());
  const quote = useQuote(questions);
  const short = create.error instanceof ApiError && create.error.code === 'insufficient_points';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { title: title.trim() || undefined, questions, kinds, difficulty, key, points: quote.data?.points },
      {
        onSuccess: () => {
          toast.success('Your test is being generated');
          navigate(`/dashboard/test-prep/${planId}`);
        },
      },
    );
  };
  return (
    <div className="dash-page tp-page tp-narrow">
      <Breadcrumbs items={[{ label: 'Test Prep', href: '/dashboard/test-prep' }, { label: plan.data?.name ?? 'Study plan', href: `/dashboard/test-prep/${planId}` }, { label: 'New test' }]} />
      <header className="dash-page__head">
        <h1 className="dash-page__title">New practice test</h1>
        <p className="dash-page__lead">Questions come from {plan.data ? `this plan’s ${plural(plan.data.resources.length, 'resource')}` : 'this plan’s resources'}, each citing the page it was taken from.</p>
      </header>
      <form className="card card--pad tp-form" onSubmit={submit}>
        {create.error && (
          <Alert tone="danger" title={short ? 'Not enough points' : 'The test could not be created'}>
            {create.error.message}
            {short && (
              <>
                {' '}
                <Link href="/dashboard/wallet">Buy points</Link>
              </>
            )}
          </Alert>
        )}
        <InputField label="Title" optional value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} placeholder={`${plan.data?.name ?? 'Plan'}: practice test`} />
        <InputField
          label="Number of questions"
          type="number"
          min={1}
          max={QUESTIONS_MAX}
          value={questions}
          onChange={(e) => setQuestions(Math.min(QUESTIONS_MAX, Math.max(1, Number(e.target.value) || 1)))}
          hint={`1 to ${QUESTIONS_MAX}. Short material may give fewer.`}
        />
        <fieldset className="tp-choice">
          <legend>Kinds of question</legend>
          {QUESTION_KINDS.map((k) => (
            <label key={k}>
              <input type="checkbox" checked={kinds.includes(k)} onChange={(e) => setKinds(e.target.checked ? [...kinds, k] : kinds.filter((x) => x !== k))} /> {KIND_LABELS[k]}
            </label>
          ))}
        </fieldset>
        <fieldset className="tp-choice">
          <legend>Difficulty</legend>
          {DIFFICULTIES.map((d) => (
            <label key={d}>
              <input type="radio" name="difficulty" checked={difficulty === d} onChange={() => setDifficulty(d)} /> {d[0]!.toUpperCase() + d.slice(1)}
            </label>
          ))}
        </fieldset>
        <p className="tp-price" data-testid="tp-price">
          <Coins aria-hidden="true" />
          <span>
            This test costs <strong>{quote.data ? `${quote.data.points} points` : '…'}</strong>. Charged once; returned if it cannot be made.
          </span>
        </p>
        <SubmitButton busy={create.isPending} className="btn btn--primary" disabled={kinds.length === 0 || !quote.data}>
          Generate test{quote.data ? ` for ${quote.data.points} points` : ''}
        </SubmitButton>
      </form>
    </div>
  );
}
