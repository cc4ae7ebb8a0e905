// /textbooks/{slug}: one textbook, its subject and its documents (newest first, a page at a time).
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Barcode, BookOpen, FileText, UserRound } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { useSubjects, useTextbook } from '../../api/catalogue.ts';
import { pageOrigin } from '../../lib/page-origin.ts';
import { CatalogueFallback } from '../../components/catalogue/CatalogueFallback.tsx';
import { BookCover } from '../../components/catalogue/CatalogueCards.tsx';
import { CatalogueSection, UploadActions } from '../../components/documents/CatalogueSection.tsx';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { JsonLd } from '../../components/ui/JsonLd.tsx';
import { EmptyState } from '../../components/ui/States.tsx';
import { SubjectTile } from '../../components/ui/SubjectIcon.tsx';
import { useFormat } from '../../hooks/useFormat.ts';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { formatEdition } from '../../lib/format.ts';

export default function TextbookPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { data: book, isPending, isError, error, refetch } = useTextbook(slug);
  const subjects = useSubjects();
  const subject = book?.subjectId ? subjects.data?.items.find((s) => s.id === book.subjectId) : undefined;
  const { t } = useLingui();
  const format = useFormat();
  const edition = formatEdition(book?.edition, format.locale);
  const title = book?.title;
  const author = book?.author;
  usePageMeta({
    title: book ? t`${title} by ${author}: notes and solutions` : t`Textbook`,
    description: book
      ? edition
        ? t`Study notes, chapter summaries and solutions for ${title} (${edition}) by ${author}.`
        : t`Study notes, chapter summaries and solutions for ${title} by ${author}.`
      : undefined,
  });

  if (isPending || isError) {
    return (
      <CatalogueFallback kind="textbook" error={error} retry={refetch} />
    );
  }

  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Book',
          name: book.title,
          author: { '@type': 'Person', name: book.author },
          url: `${pageOrigin()}/textbooks/${book.slug}`,
          ...(book.isbn ? { isbn: book.isbn } : {}),
          ...(edition ? { bookEdition: edition } : {}),
          ...(subject ? { about: { '@type': 'Thing', name: subject.name } } : {}),
        }}
      />
      <header className="page-header">
        <div className="container">
          <Breadcrumbs
            items={[{ label: t`Home`, href: '/' }, { label: t`Textbooks`, href: '/textbooks' }, { label: book.title }]}
          />
          <div className="page-header__row textbook-header">
            <BookCover textbook={book} color={subject?.color} size="lg" />
            <div>
              <div className="page-header__badges">
                <span className="badge badge--brand">
                  <Trans>Textbook</Trans>
                </span>
                {edition && <span className="badge badge--plain">{edition}</span>}
              </div>
              <h1 className="page-header__title">{book.title}</h1>
              <div className="page-header__meta">
                <span>
                  <UserRound aria-hidden="true" /> {book.author}
                </span>
                {book.isbn && (
                  <span>
                    {/* i18n-ignore: "ISBN" is the same in every language */}
                    <Barcode aria-hidden="true" /> ISBN {book.isbn}
                  </span>
                )}
                {subject && (
                  <Link href={`/subjects/${subject.slug}`}>
                    <BookOpen aria-hidden="true" /> {subject.name}
                  </Link>
                )}
              </div>
              <p className="page-header__lead">
                <Trans>Notes, chapter summaries and worked solutions for {title}, shared by students who studied it.</Trans>
              </p>
            </div>
          </div>
        </div>
      </header>
      <div className="container section section--tight detail-layout">
        <div className="detail-layout__main">
          <CatalogueSection
            filter={{ textbook: book.id }}
            empty={
              <EmptyState
                icon={FileText}
                title={t`No documents for ${title} yet`}
                text={t`Share your chapter notes or solutions for this book and earn points whenever another student buys them.`}
                actions={<UploadActions browse={{ href: '/textbooks', label: t`All textbooks` }} />}
              />
            }
          />
        </div>
        {subject && (
          <aside className="detail-layout__aside">
            <Link href={`/subjects/${subject.slug}`} className="card card--pad aside-card subject-promo">
              <SubjectTile name={subject.iconName} color={subject.color} size="lg" />
              <span className="aside-card__title">
                <Trans>More in {subject.name}</Trans>
              </span>
              <span className="aside-list__meta">
                <Trans>Notes, summaries and past papers for {subject.name}.</Trans>
              </span>
              <span className="link-arrow">
                <Trans>Open subject</Trans> <ArrowRight aria-hidden="true" />
              </span>
            </Link>
          </aside>
        )}
      </div>
    </>
  );
}
