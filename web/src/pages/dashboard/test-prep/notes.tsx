// /dashboard/test-prep/{planId}/notes/{notesId}: the student's pasted notes, page by page, where a question made
// from them links (`?page=N` scrolls to and marks that page).
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useParams, useSearch } from 'wouter';
import { useNotes } from '../../../api/testprep.ts';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { PageSkeleton } from '../../../components/ui/Skeleton.tsx';
import { ErrorPanel } from '../../../components/ui/States.tsx';
import { usePageMeta } from '../../../hooks/usePageMeta.ts';

export default function NotesPage() {
  const { planId = '', notesId = '' } = useParams<{ planId: string; notesId: string }>();
  const page = Number(new URLSearchParams(useSearch()).get('page')) || null;
  const notes = useNotes(notesId);
  const { t } = useLingui();
  usePageMeta({ title: notes.data?.title ?? t`Notes`, noIndex: true });
  useEffect(() => {
    if (notes.data && page) document.getElementById(`page-${page}`)?.scrollIntoView({ block: 'start' });
  }, [notes.data, page]);
  if (notes.isPending) return <PageSkeleton />;
  if (notes.isError) return <ErrorPanel title={t`These notes could not be loaded`} message={notes.error.message} />;
  return (
    <div className="dash-page tp-page tp-narrow">
      <Breadcrumbs items={[{ label: t`Test Prep`, href: '/dashboard/test-prep' }, { label: t`Study plan`, href: `/dashboard/test-prep/${planId}` }, { label: notes.data.title }]} />
      <h1 className="dash-page__title">{notes.data.title}</h1>
      {notes.data.pages.map((p) => (
        <section key={p.page} id={`page-${p.page}`} className={`card card--pad tp-notes-page${p.page === page ? ' tp-notes-page--cited' : ''}`} aria-label={t`Page ${p.page}`}>
          <span className="tp-kind">
            <Trans>Page {p.page}</Trans>
          </span>
          {p.text.split(/\n\s*\n/).map((para) => (
            <p key={para.slice(0, 40)}>{para}</p>
          ))}
        </section>
      ))}
    </div>
  );
}
