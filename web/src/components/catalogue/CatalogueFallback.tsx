// A catalogue page (subject, university, course, textbook) before it has its entry: the page's skeleton (by
// default a header and one block), the 404 page for an entry that was renamed or removed, else the error.
import type { ReactNode } from 'react';
import { EntityFallback } from '../ui/EntityFallback.tsx';
import { PageHeaderSkeleton, Skeleton } from '../ui/Skeleton.tsx';

type Props = { kind: 'subject' | 'university' | 'course' | 'textbook'; error: Error | null; retry: () => unknown; loading?: ReactNode };

export function CatalogueFallback({ kind, error, retry, loading }: Props) {
  return (
    <EntityFallback
      error={error}
      retry={retry}
      notFound={{ title: `We couldn’t find that ${kind}`, message: 'It may have been renamed or removed.' }}
      failed={`Failed to load this ${kind}`}
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
