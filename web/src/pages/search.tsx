// /search?q=: full search. Documents, homework questions and decks arrive with the search
// module; the catalogue part (subjects, universities, textbooks) is live now.
import { BookMarked, BookOpen, Building2, Info, Search, SearchX } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useCatalogueSearch, useSubjects } from '../api/catalogue.ts';
import { TextbookCard, UniversityCard } from '../components/catalogue/CatalogueCards.tsx';
import { SubjectCard } from '../components/catalogue/SubjectCard.tsx';
import { Breadcrumbs } from '../components/ui/Breadcrumbs.tsx';
import { CardGridSkeleton } from '../components/ui/Skeleton.tsx';
import { EmptyState } from '../components/ui/States.tsx';
import { usePageMeta } from '../hooks/usePageMeta.ts';
import { searchHref } from '../lib/paths.ts';

export default function SearchPage() {
  const q = (new URLSearchParams(useSearch()).get('q') ?? '').trim();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState(q);
  useEffect(() => setDraft(q), [q]);
  usePageMeta({
    title: q ? `Search results for “${q}”` : 'Search',
    description: 'Search Studyhall for study documents, subjects, universities and textbooks.',
    noIndex: true,
  });
  const { subjects, universities, textbooks } = useCatalogueSearch(q);
  const allSubjects = useSubjects();
  const subjectById = new Map((allSubjects.data?.items ?? []).map((s) => [s.id, s]));
  const loading = subjects.isPending || universities.isPending || textbooks.isPending;
  const total =
    (subjects.data?.items.length ?? 0) + (universities.data?.items.length ?? 0) + (textbooks.data?.items.length ?? 0);

  function submit(e: FormEvent) {
    e.preventDefault();
    const href = searchHref(draft);
    if (href) navigate(href);
  }

  return (
    <>
      <header className="page-header">
        <div className="container">
          <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Search' }]} />
          <h1 className="page-header__title">{q ? <>Results for “{q}”</> : 'Search Studyhall'}</h1>
          <search className="page-header__tools">
          <form onSubmit={submit}>
            <div className="search-field search-field--lg">
              <Search aria-hidden="true" />
              <input
                className="input"
                type="search"
                name="q"
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                placeholder="Search notes, subjects, universities…"
                aria-label="Search"
              />
            </div>
          </form>
          </search>
        </div>
      </header>
      <section className="section section--tight">
        <div className="container">
          {!q ? (
            <EmptyState
              icon={Search}
              title="What are you studying?"
              text="Search for a subject, a university or a textbook to find study material."
            />
          ) : (
            <>
              <p className="notice" style={{ marginBottom: 32 }}>
                <Info aria-hidden="true" />
                <span>
                  Search across documents, homework questions and flashcard decks is coming soon. Here is what
                  matches in subjects, universities and textbooks.
                </span>
              </p>
              {loading ? (
                <CardGridSkeleton count={6} className="grid grid--3" />
              ) : total === 0 ? (
                <EmptyState
                  icon={SearchX}
                  title={`No results found for “${q}”`}
                  text="Check the spelling, or try a broader word like the subject name."
                />
              ) : (
                <>
                  {(subjects.data?.items.length ?? 0) > 0 && (
                    <div className="search-block">
                      <h2 className="search-block__title">
                        <BookOpen aria-hidden="true" width={20} /> Subjects <span>{subjects.data!.total}</span>
                      </h2>
                      <ul className="grid subject-grid">
                        {subjects.data!.items.map((s) => (
                          <li key={s.id}>
                            <SubjectCard subject={s} />
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                  {(universities.data?.items.length ?? 0) > 0 && (
                    <div className="search-block">
                      <h2 className="search-block__title">
                        <Building2 aria-hidden="true" width={20} /> Universities <span>{universities.data!.total}</span>
                      </h2>
                      <ul className="grid grid--3">
                        {universities.data!.items.map((u) => (
                          <li key={u.id}>
                            <UniversityCard university={u} />
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                  {(textbooks.data?.items.length ?? 0) > 0 && (
                    <div className="search-block">
                      <h2 className="search-block__title">
                        <BookMarked aria-hidden="true" width={20} /> Textbooks <span>{textbooks.data!.total}</span>
                      </h2>
                      <ul className="grid grid--3">
                        {textbooks.data!.items.map((t) => (
                          <li key={t.id}>
                            <TextbookCard textbook={t} subject={t.subjectId ? subjectById.get(t.subjectId) : undefined} />
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                </>
              )}
            </>
          )}
        </div>
      </section>
    </>
  );
}
