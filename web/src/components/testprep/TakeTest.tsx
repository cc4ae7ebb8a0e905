// One test taken end to end, for every route that takes one: a signed-in taker opens (or resumes) their attempt on
// the server and goes to the results page on submit (`resultsHref`); a guest answers in this tab and is graded
// without anything kept, the results shown in place with an invitation to sign in and keep them.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useAuth } from '../../api/accounts.ts';
import { isNotFound } from '../../api/client.ts';
import {
  gradeAsGuest, type Results, saveAnswer, type TestView, useCurrentAttempt, useStartAttempt, useSubmit, useTakeableTest,
} from '../../api/testprep.ts';
import { toast } from '../toast.ts';
import { PageSkeleton } from '../ui/Skeleton.tsx';
import { ErrorPanel } from '../ui/States.tsx';
import { ResultsList, ScoreBanner } from './ResultsView.tsx';
import { StartPanel, type TakeSettings, TestTaker } from './TestTaker.tsx';

function SignedInTaking({ test, resultsHref }: { test: TestView; resultsHref: string }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const current = useCurrentAttempt(test.id, true);
  const start = useStartAttempt(test.id);
  const submit = useSubmit(test.id);
  if (current.isPending) return <PageSkeleton />;
  if (current.isError) return <ErrorPanel title={t`Your attempt could not be loaded`} message={current.error.message} onRetry={() => current.refetch()} />;
  const attempt = current.data.attempt;
  if (!attempt) return <StartPanel test={test} busy={start.isPending} onStart={(s) => start.mutate(s, { onError: (e) => toast.error(e.message) })} />;
  return (
    <TestTaker
      key={attempt.id}
      test={test}
      settings={{ mode: attempt.mode, timeLimitMinutes: attempt.timeLimitMinutes }}
      deadline={attempt.deadline}
      initial={attempt.answers}
      save={(q, a) => saveAnswer(attempt.id, q, a)}
      submitting={submit.isPending}
      onSubmit={() =>
        submit.mutate(attempt.id, {
          onSuccess: () => navigate(`${resultsHref}?attempt=${attempt.id}`),
          onError: (e) => toast.error(e.message),
        })
      }
    />
  );
}

function GuestTaking({ test }: { test: TestView }) {
  const stored = `studyhall.test.${test.id}`;
  const [settings, setSettings] = useState<(TakeSettings & { deadline: string | null }) | null>(null);
  const [results, setResults] = useState<Results | null>(null);
  const read = (): Record<string, string> => {
    try {
      return JSON.parse(sessionStorage.getItem(stored) ?? '{}');
    } catch {
      return {};
    }
  };
  const grade = useMutation({
    mutationFn: () => gradeAsGuest(test.id, read()),
    onSuccess: (r) => {
      sessionStorage.removeItem(stored);
      setResults(r);
      // The score replaces the questions in place: show it from its top.
      window.scrollTo({ top: 0 });
    },
    onError: (e) => toast.error(e.message),
  });
  if (results) {
    return (
      <>
        <ScoreBanner
          results={results}
          actions={
            <>
              <Link href={`/login?returnUrl=${encodeURIComponent(window.location.pathname)}`} className="btn btn--primary">
                <Trans>Sign in to keep your results</Trans>
              </Link>
              <button type="button" className="btn btn--secondary" onClick={() => {
                  setResults(null);
                  setSettings(null);
                }}
              >
                <Trans>Take it again</Trans>
              </button>
            </>
          }
        />
        <ResultsList results={results} />
      </>
    );
  }
  if (!settings) {
    const begin = (s: TakeSettings) => setSettings({ ...s, deadline: s.timeLimitMinutes ? new Date(Date.now() + s.timeLimitMinutes * 60_000).toISOString() : null });
    return <StartPanel test={test} busy={false} onStart={begin} />;
  }
  return (
    <TestTaker
      test={test}
      settings={settings}
      deadline={settings.deadline}
      initial={read()}
      save={async (q, a) => sessionStorage.setItem(stored, JSON.stringify({ ...read(), [q]: a }))}
      submitting={grade.isPending}
      onSubmit={() => grade.mutate()}
    />
  );
}

export function TakeTest({ testRef, resultsHref }: { testRef: string; resultsHref: (t: TestView) => string }) {
  const { t } = useLingui();
  const auth = useAuth();
  const test = useTakeableTest(testRef);
  if (test.isPending || auth.status === 'loading') return <PageSkeleton />;
  if (test.isError) {
    return (
      <ErrorPanel
        title={isNotFound(test.error) ? t`We couldn’t find that test` : t`The test could not be loaded`}
        message={isNotFound(test.error) ? t`It may have been made private by the student who made it.` : test.error.message}
        onRetry={isNotFound(test.error) ? undefined : () => test.refetch()}
      />
    );
  }
  if (test.data.status === 'generating') {
    return (
      <div className="card card--pad tp-generating" role="status">
        <Loader2 className="spin" aria-hidden="true" /> <Trans>Your questions are being written from your material…</Trans>
      </div>
    );
  }
  if (test.data.status === 'failed') return <ErrorPanel title={t`This test could not be generated`} message={t`This test could not be generated. Your points were returned.`} />;
  return auth.user ? <SignedInTaking test={test.data} resultsHref={resultsHref(test.data)} /> : <GuestTaking test={test.data} />;
}
