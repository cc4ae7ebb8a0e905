// /test-prep/{planId}/test/{testId}/results and its dashboard twin (spec 001 §2): the score of an attempt (the one
// in `?attempt=`, else the latest), each question's right answer, the sentence it comes from and a link to its page;
// retake, and back to the plan's progress.
import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw } from 'lucide-react';
import { Link, useLocation, useParams } from 'wouter';
import { isNotFound } from '../../../../../api/client.ts';
import { useResults, useTakeableTest } from '../../../../../api/testprep.ts';
import { ResultsList, ScoreBanner } from '../../../../../components/testprep/ResultsView.tsx';
import { TestHeader } from '../../../../../components/testprep/TestHeader.tsx';
import { Breadcrumbs } from '../../../../../components/ui/Breadcrumbs.tsx';
import { PageSkeleton } from '../../../../../components/ui/Skeleton.tsx';
import { ErrorPanel } from '../../../../../components/ui/States.tsx';
import { usePageMeta } from '../../../../../hooks/usePageMeta.ts';
import { useQueryParam } from '../../../../../hooks/useQueryParam.ts';

export default function ResultsPage() {
  const { planId = '', testId = '' } = useParams<{ planId: string; testId: string }>();
  const [location] = useLocation();
  const [attempt] = useQueryParam('attempt');
  const dashboard = location.startsWith('/dashboard');
  const takeHref = `${dashboard ? '/dashboard' : ''}/test-prep/${planId}/test/${testId}`;
  const { t } = useLingui();
  const test = useTakeableTest(testId);
  const results = useResults(testId, attempt || null);
  const title = test.data?.title;
  usePageMeta({ title: title ? t`Results: ${title}` : t`Results: practice test`, noIndex: true });
  return (
    <div className={dashboard ? 'dash-page tp-page' : 'container section section--tight tp-page'}>
      <Breadcrumbs
        items={[
          { label: t`Test Prep`, href: '/dashboard/test-prep' },
          ...(test.data?.isOwner ? [{ label: t`Study plan`, href: `/dashboard/test-prep/${planId}` }] : []),
          { label: t`Results` },
        ]}
      />
      {test.data && <TestHeader test={test.data} />}
      {results.isPending ? (
        <PageSkeleton />
      ) : results.isError ? (
        <ErrorPanel
          title={isNotFound(results.error) ? t`No results yet` : t`Your results could not be loaded`}
          message={results.error.message}
          onRetry={isNotFound(results.error) ? undefined : () => results.refetch()}
        />
      ) : (
        <>
          <ScoreBanner
            results={results.data}
            actions={
              <>
                <Link href={takeHref} className="btn btn--primary">
                  <RotateCcw aria-hidden="true" /> <Trans>Retake the test</Trans>
                </Link>
                {test.data?.isOwner && (
                  <Link href={`/dashboard/test-prep/${planId}`} className="btn btn--secondary">
                    <Trans>See your progress</Trans>
                  </Link>
                )}
              </>
            }
          />
          <ResultsList results={results.data} />
        </>
      )}
    </div>
  );
}
