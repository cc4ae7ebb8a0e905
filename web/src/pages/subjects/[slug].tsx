// /subjects/{slug}: one subject, its documents (newest first, a page at a time) and its textbooks.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, BookMarked, Download, FileText } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams } from 'wouter';
import { useSubject, useSubjects, useTextbooks } from '../../api/catalogue.ts';
import { pageOrigin } from '../../lib/page-origin.ts';
import { CatalogueFallback } from '../../components/catalogue/CatalogueFallback.tsx';
import { TextbookCard, useCategoryName } from '../../components/catalogue/CatalogueCards.tsx';
import { CatalogueSection, UploadActions } from '../../components/documents/CatalogueSection.tsx';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { JsonLd } from '../../components/ui/JsonLd.tsx';
import { CardGridSkeleton } from '../../components/ui/Skeleton.tsx';
import { EmptyState, ErrorPanel } from '../../components/ui/States.tsx';
import { SubjectTile } from '../../components/ui/SubjectIcon.tsx';
import { usePageMeta } from '../../hooks/usePageMeta.ts';

export default function SubjectPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { data: subject, isPending, isError, error, refetch } = useSubject(slug);
  const textbooks = useTextbooks();
  const subjects = useSubjects();
  const { t } = useLingui();
  const categoryName = useCategoryName();
  const name = subject?.name;

  const description = subject
    ? (subject.description ?? t`Lecture notes, summaries, past papers and study guides for ${name}, shared by students on Studyhall.`)
    : undefined;
  usePageMeta({ title: subject ? t`${name} study notes and documents` : t`Subject`, description });

  const related = useMemo(
    () => (subject ? (textbooks.data?.items ?? []).filter((book) => book.subjectId === subject.id) : []),
    [textbooks.data, subject],
  );
  const similar = useMemo(
    () =>
      subject
        ? (subjects.data?.items ?? [])
            .filter((s) => s.id !== subject.id && s.category === subject.category)
            .sort((a, b) => b.documentCount - a.documentCount)
            .slice(0, 6)
        : [],
    [subjects.data, subject],
  );

  if (isPending || isError) {
    return (
      <CatalogueFallback
        kind="subject"
        error={error}
        retry={refetch}
        loading={
        <div className="container section section--tight">
          <CardGridSkeleton count={3} className="grid grid--3" />
        </div>
        }
      />
    );
  }

  const url = `${pageOrigin()}/subjects/${subject.slug}`;
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: t`${name} study documents`,
          description,
          url,
          about: { '@type': 'Thing', name: subject.name, ...(subject.acronym ? { alternateName: subject.acronym } : {}) },
        }}
      />
      <header className="page-header">
        <div className="container">
          <Breadcrumbs
            items={[{ label: t`Home`, href: '/' }, { label: t`Subjects`, href: '/subjects' }, { label: subject.name }]}
          />
          <div className="page-header__row">
            <SubjectTile name={subject.iconName} color={subject.color} size="xl" />
            <div>
              <div className="page-header__badges">
                {subject.acronym && <span className="badge badge--brand">{subject.acronym}</span>}
                <span className="badge badge--plain">{categoryName(subject.category)}</span>
              </div>
              <h1 className="page-header__title">{subject.name}</h1>
              <p className="page-header__lead">{description}</p>
              <div className="page-header__meta">
                <span>
                  <FileText aria-hidden="true" /> <Plural value={subject.documentCount} one="# document" other="# documents" />
                </span>
                <span>
                  <Download aria-hidden="true" /> <Plural value={subject.downloadCount} one="# download" other="# downloads" />
                </span>
                {related.length > 0 && (
                  <span>
                    <BookMarked aria-hidden="true" /> <Plural value={related.length} one="# textbook" other="# textbooks" />
                  </span>
                )}
              </div>
            </div>
          </div>
        </div>
      </header>

      <div className="container section section--tight detail-layout">
        <div className="detail-layout__main">
          <CatalogueSection
            filter={{ subject: subject.id }}
            more={{ href: `/documents?subject=${subject.slug}`, label: t`All ${name} documents` }}
            empty={
              <EmptyState
                icon={FileText}
                title={t`No documents in ${name} yet`}
                text={t`Be the first to share your ${name} notes, summaries or past papers, and earn points every time another student buys them.`}
                actions={<UploadActions browse={{ href: '/documents', label: t`Browse all documents` }} />}
              />
            }
          />

          <section aria-labelledby="textbooks-title" className="detail-section">
            <div className="detail-section__head">
              <h2 id="textbooks-title">
                <Trans>Related textbooks</Trans>
              </h2>
              <Link href="/textbooks" className="link-arrow">
                <Trans>All textbooks</Trans> <ArrowRight aria-hidden="true" />
              </Link>
            </div>
            {textbooks.isPending ? (
              <CardGridSkeleton count={2} className="grid grid--2" />
            ) : textbooks.isError ? (
              <ErrorPanel title={t`Failed to load textbooks`} onRetry={() => textbooks.refetch()} />
            ) : related.length === 0 ? (
              <p className="muted-note">
                <Trans>No textbooks are linked to {name} yet.</Trans>
              </p>
            ) : (
              <ul className="grid grid--2">
                {related.map((book) => (
                  <li key={book.id}>
                    <TextbookCard textbook={book} subject={subject} showSubject={false} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>

        {similar.length > 0 && (
          <aside className="detail-layout__aside" aria-labelledby="similar-title">
            <div className="card card--pad aside-card">
              <h2 id="similar-title" className="aside-card__title">
                <Trans>Related subjects</Trans>
              </h2>
              <ul className="aside-list">
                {similar.map((s) => (
                  <li key={s.id}>
                    <Link href={`/subjects/${s.slug}`} className="aside-list__link">
                      <SubjectTile name={s.iconName} color={s.color} />
                      <span>
                        <span className="aside-list__name">{s.name}</span>
                        <span className="aside-list__meta">
                          <Plural value={s.documentCount} one="# document" other="# documents" />
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
              <Link href="/subjects" className="link-arrow">
                <Trans>All subjects</Trans> <ArrowRight aria-hidden="true" />
              </Link>
            </div>
          </aside>
        )}
      </div>
    </>
  );
}
