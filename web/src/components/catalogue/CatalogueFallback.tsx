// A catalogue page (subject, university, course, textbook) before it has its entry: the page's skeleton (by
// default a header and one block), the 404 page for an entry that was renamed or removed, else the error.
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { EntityFallback } from '../ui/EntityFallback.tsx';
import { PageHeaderSkeleton, Skeleton } from '../ui/Skeleton.tsx';

type Props = { kind: 'subject' | 'university' | 'course' | 'textbook'; error: Error | null; retry: () => unknown; loading?: ReactNode };

export function CatalogueFallback({ kind, error, retry, loading }: Props) {
  const { t } = useLingui();
  const notFound = {
    subject: t`We couldn’t find that subject`,
    university: t`We couldn’t find that university`,
    course: t`We couldn’t find that course`,
    textbook: t`We couldn’t find that textbook`,
  }[kind];
  const failed = {
    subject: t`Failed to load this subject`,
    university: t`Failed to load this university`,
    course: t`Failed to load this course`,
    textbook: t`Failed to load this textbook`,
  }[kind];
  return (
    <EntityFallback
      error={error}
      retry={retry}
      notFound={{ title: notFound, message: t`It may have been renamed or removed.` }}
      failed={failed}
      loading={
        <>
          <PageHeaderSkeleton />
          {loading ?? (
            <div className="container section section--tight">
              <Skeleton height={220} />
            </div>
          )}
        </>
      }
    />
  );
}
