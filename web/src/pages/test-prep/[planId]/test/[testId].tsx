// /test-prep/{planId}/test/{testId} and /dashboard/test-prep/{planId}/test/{testId} (spec 001 §2, sign-in
// required): take a test of your plan, or a public test you opened. Answers are saved as you go; submitting leads to
// the results.
import { useLingui } from '@lingui/react/macro';
import { useLocation, useParams } from 'wouter';
import { useTakeableTest } from '../../../../api/testprep.ts';
import { TakeTest } from '../../../../components/testprep/TakeTest.tsx';
import { TestHeader } from '../../../../components/testprep/TestHeader.tsx';
import { Breadcrumbs } from '../../../../components/ui/Breadcrumbs.tsx';
import { usePageMeta } from '../../../../hooks/usePageMeta.ts';

export default function TakeTestPage() {
  const { planId = '', testId = '' } = useParams<{ planId: string; testId: string }>();
  const [location] = useLocation();
  const base = `${location.startsWith('/dashboard') ? '/dashboard' : ''}/test-prep/${planId}/test/${testId}`;
  const { t } = useLingui();
  const test = useTakeableTest(testId);
  usePageMeta({ title: test.data?.title ?? t`Practice test`, noIndex: true });
  return (
    <div className={location.startsWith('/dashboard') ? 'dash-page tp-page' : 'container section section--tight tp-page'}>
      <Breadcrumbs
        items={[
          { label: t`Test Prep`, href: '/dashboard/test-prep' },
          ...(test.data?.isOwner ? [{ label: t`Study plan`, href: `/dashboard/test-prep/${planId}` }] : []),
          { label: test.data?.title ?? t`Test` },
        ]}
      />
      {test.data && <TestHeader test={test.data} />}
      <TakeTest testRef={testId} resultsHref={() => `${base}/results`} />
    </div>
  );
}
