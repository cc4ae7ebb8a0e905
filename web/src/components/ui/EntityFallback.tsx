// What a page of one thing (a document, a subject, a question...) shows while it has no thing to show: its
// skeleton while loading, the 404 page when the thing does not exist, else the error with a retry.
import type { ReactNode } from 'react';
import { isNotFound } from '../../api/client.ts';
import NotFoundPage from '../../pages/not-found.tsx';
import { ErrorPanel } from './States.tsx';

type Props = {
  /** The query's error; null while it loads. */
  error: Error | null;
  retry: () => unknown;
  loading: ReactNode;
  notFound: { title: string; message: string };
  /** The error panel's title. */
  failed: string;
  /** The class of the box around the error panel: the public pages' section or the dashboard's page. */
  frame?: 'container section' | 'dash-page';
};

export function EntityFallback({ error, retry, loading, notFound, failed, frame = 'container section' }: Props) {
  if (!error) return loading;
  if (isNotFound(error)) return <NotFoundPage title={notFound.title} message={notFound.message} />;
  return (
    <div className={frame}>
      <ErrorPanel title={failed} message={error.message} onRetry={() => retry()} />
    </div>
  );
}
