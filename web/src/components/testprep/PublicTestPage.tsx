// A public test page (/tests/{id}, /test-prep/test/{slug}): anyone takes it; a guest gets the score without
// anything kept, a signed-in taker keeps their results. The server sends the title, description and Quiz JSON-LD
// (modules/testprep/public-tests.ts); a private or unknown test is the 404 page.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { isNotFound } from '../../api/client.ts';
import { useTakeableTest } from '../../api/testprep.ts';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import NotFoundPage from '../../pages/not-found.tsx';
import { Breadcrumbs } from '../ui/Breadcrumbs.tsx';
import { TakeTest } from './TakeTest.tsx';
import { TestHeader } from './TestHeader.tsx';

export function PublicTestPage({ testRef }: { testRef: string }) {
  const { t } = useLingui();
  const test = useTakeableTest(testRef);
  const title = test.data?.title;
  const count = test.data?.questions.length ?? 0;
  usePageMeta({
    title: test.data ? t`${title}: practice test` : t`Practice test`,
    description: test.data
      ? t`A ${plural(count, { one: '#-question', other: '#-question' })} practice test. Take it free and see every answer explained with its source.`
      : undefined,
    noIndex: Boolean(test.data && !test.data.isPublic),
  });
  if (test.isError && isNotFound(test.error)) return <NotFoundPage title={t`We couldn’t find that test`} message={t`It may have been made private by the student who made it.`} />;
  return (
    <div className="container section section--tight tp-page">
      <Breadcrumbs
        items={[
          { label: t`Home`, href: '/' },
          { label: t`Practice tests`, href: '/tests' },
          ...(test.data?.subject ? [{ label: test.data.subject.name, href: `/tests?subject=${test.data.subject.slug}` }] : []),
          { label: test.data?.title ?? t`Test` },
        ]}
      />
      {test.data && <TestHeader test={test.data} />}
      <TakeTest testRef={testRef} resultsHref={(t) => `/test-prep/${t.planId}/test/${t.id}/results`} />
    </div>
  );
}
