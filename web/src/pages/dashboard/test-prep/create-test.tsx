// /dashboard/test-prep/{planId}/create-test (spec 001 §2): how many questions, which kinds and how hard, the price
// shown before generating (charged once; given back if the test cannot be made), then back to the plan while the
// worker writes the questions.
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Coins } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { ApiError } from '../../../api/client.ts';
import { DIFFICULTIES, QUESTION_KINDS, QUESTIONS_MAX, useCreateTest, usePlan, useQuote } from '../../../api/testprep.ts';
import { DIFFICULTY_NAMES, KIND_NAMES } from '../../../components/testprep/labels.ts';
import { toast } from '../../../components/toast.ts';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { Alert, InputField, SubmitButton } from '../../../components/ui/Form.tsx';
import { usePageMeta } from '../../../hooks/usePageMeta.ts';

const capitalize = (word: string) => word.charAt(0).toLocaleUpperCase() + word.slice(1);

export default function CreateTestPage() {
  const { planId = '' } = useParams<{ planId: string }>();
  const { t, i18n } = useLingui();
  usePageMeta({ title: t`New practice test`, noIndex: true });
  const plan = usePlan(planId);
  const create = useCreateTest(planId);
  const [, navigate] = useLocation();
  const [title, setTitle] = useState('');
  const [questions, setQuestions] = useState(10);
  const [kinds, setKinds] = useState<string[]>([...QUESTION_KINDS]);
  const [difficulty, setDifficulty] = useState<(typeof DIFFICULTIES)[number]>('medium');
  const [key] = useState(() => crypto.randomUUID());
  const quote = useQuote(questions);
  const short = create.error instanceof ApiError && create.error.code === 'insufficient_points';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { title: title.trim() || undefined, questions, kinds, difficulty, key, points: quote.data?.points },
      {
        onSuccess: () => {
          toast.success(t`Your test is being generated`);
          navigate(`/dashboard/test-prep/${planId}`);
        },
      },
    );
  };
  return (
    <div className="dash-page tp-page tp-narrow">
      <Breadcrumbs
        items={[
          { label: t`Test Prep`, href: '/dashboard/test-prep' },
          { label: plan.data?.name ?? t`Study plan`, href: `/dashboard/test-prep/${planId}` },
          { label: t`New test` },
        ]}
      />
      <header className="dash-page__head">
        <h1 className="dash-page__title">
          <Trans>New practice test</Trans>
        </h1>
        <p className="dash-page__lead">
          {plan.data
            ? t`Questions come from this plan’s ${plural(plan.data.resources.length, { one: '# resource', other: '# resources' })}, each citing the page it was taken from.`
            : t`Questions come from this plan’s resources, each citing the page it was taken from.`}
        </p>
      </header>
      <form className="card card--pad tp-form" onSubmit={submit}>
        {create.error && (
          <Alert tone="danger" title={short ? t`Not enough points` : t`The test could not be created`}>
            {create.error.message}
            {short && (
              <>
                {' '}
                <Link href="/dashboard/wallet">
                  <Trans>Buy points</Trans>
                </Link>
              </>
            )}
          </Alert>
        )}
        <InputField
          label={t`Title`}
          optional
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={120}
          placeholder={plan.data ? t`${plan.data.name}: practice test` : t`Plan: practice test`}
        />
        <InputField
          label={t`Number of questions`}
          type="number"
          min={1}
          max={QUESTIONS_MAX}
          value={questions}
          onChange={(e) => setQuestions(Math.min(QUESTIONS_MAX, Math.max(1, Number(e.target.value) || 1)))}
          hint={t`1 to ${QUESTIONS_MAX}. Short material may give fewer.`}
        />
        <fieldset className="tp-choice">
          <legend>
            <Trans>Kinds of question</Trans>
          </legend>
          {QUESTION_KINDS.map((k) => (
            <label key={k}>
              <input type="checkbox" checked={kinds.includes(k)} onChange={(e) => setKinds(e.target.checked ? [...kinds, k] : kinds.filter((x) => x !== k))} /> {i18n._(KIND_NAMES[k])}
            </label>
          ))}
        </fieldset>
        <fieldset className="tp-choice">
          <legend>
            <Trans>Difficulty</Trans>
          </legend>
          {DIFFICULTIES.map((d) => (
            <label key={d}>
              <input type="radio" name="difficulty" checked={difficulty === d} onChange={() => setDifficulty(d)} /> {capitalize(i18n._(DIFFICULTY_NAMES[d]))}
            </label>
          ))}
        </fieldset>
        <p className="tp-price" data-testid="tp-price">
          <Coins aria-hidden="true" />
          <span>
            {quote.data ? (
              <Trans>
                This test costs <strong>
                  <Plural value={quote.data.points} one="# point" other="# points" />
                </strong>. Charged once; returned if it cannot be made.
              </Trans>
            ) : (
              <Trans>
                This test costs <strong>…</strong>. Charged once; returned if it cannot be made.
              </Trans>
            )}
          </span>
        </p>
        <SubmitButton busy={create.isPending} className="btn btn--primary" disabled={kinds.length === 0 || !quote.data}>
          {quote.data ? t`Generate test for ${plural(quote.data.points, { one: '# point', other: '# points' })}` : t`Generate test`}
        </SubmitButton>
      </form>
    </div>
  );
}
