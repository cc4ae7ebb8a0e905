// /textbooks: a searchable list of textbooks with their subject.
import { useMemo } from 'react';
import { useSubjects, useTextbooks } from '../../api/catalogue.ts';
import { TextbookCard } from '../../components/catalogue/CatalogueCards.tsx';
import { CatalogueListPage } from '../../components/catalogue/CatalogueListPage.tsx';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import { matchesQuery } from '../../lib/format.ts';

export default function TextbooksPage() {
  usePageMeta({
    title: 'Textbooks',
    description: 'Find study notes, chapter summaries and worked solutions for the textbooks on your reading list.',
  });
  const query = useTextbooks();
  const subjects = useSubjects();
  const [q, setQ] = useQueryParam('q');
  const [subjectSlug, setSubjectSlug] = useQueryParam('subject');

  const subjectById = useMemo(() => new Map((subjects.data?.items ?? []).map((s) => [s.id, s])), [subjects.data]);
  const textbooks = useMemo(() => [...(query.data?.items ?? [])].sort((a, b) => a.title.localeCompare(b.title)), [query.data]);
  // Only subjects that have textbooks are offered in the filter.
  const subjectOptions = useMemo(() => {
    const ids = new Set(textbooks.map((t) => t.subjectId).filter(Boolean));
    return [...subjectById.values()].filter((s) => ids.has(s.id)).sort((a, b) => a.name.localeCompare(b.name));
  }, [textbooks, subjectById]);
  const selected = subjectOptions.find((s) => s.slug === subjectSlug);
  const visible = textbooks.filter(
    (t) =>
      (!selected || t.subjectId === selected.id) &&
      matchesQuery([t.title, t.author, t.isbn, t.subjectId ? subjectById.get(t.subjectId)?.name : null], q),
  );

  return (
    <CatalogueListPage
      crumb="Textbooks"
      title="Textbooks"
      lead="Chapter summaries, notes and worked solutions for the books on your reading list."
      search={{ value: q, onChange: setQ, placeholder: 'Search by title, author or ISBN', label: 'Search textbooks' }}
      query={query}
      what="textbooks"
      noun={['textbook']}
      total={textbooks.length}
      filter={{
        kind: 'select',
        legend: 'Filter by subject',
        allLabel: 'All subjects',
        options: subjectOptions.map((s) => ({ value: s.slug, label: s.name })),
        value: selected?.slug ?? '',
        onChange: setSubjectSlug,
      }}
      items={visible}
      itemKey={(t) => t.id}
      renderItem={(t) => <TextbookCard textbook={t} subject={t.subjectId ? subjectById.get(t.subjectId) : undefined} />}
      gridClassName="grid grid--3"
      skeletonCount={9}
      testId="textbook-list"
      emptyHint="Try the author’s surname or the ISBN."
    />
  );
}
