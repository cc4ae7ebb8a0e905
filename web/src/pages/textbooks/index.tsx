// /textbooks: a searchable list of textbooks with their subject.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useSubjects, useTextbooks } from '../../api/catalogue.ts';
import { TextbookCard } from '../../components/catalogue/CatalogueCards.tsx';
import { CatalogueListPage } from '../../components/catalogue/CatalogueListPage.tsx';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import { matchesQuery } from '../../lib/format.ts';

export default function TextbooksPage() {
  const { t } = useLingui();
  usePageMeta({
    title: t`Textbooks`,
    description: t`Find study notes, chapter summaries and worked solutions for the textbooks on your reading list.`,
  });
  const query = useTextbooks();
  const subjects = useSubjects();
  const [q, setQ] = useQueryParam('q');
  const [subjectSlug, setSubjectSlug] = useQueryParam('subject');

  const subjectById = useMemo(() => new Map((subjects.data?.items ?? []).map((s) => [s.id, s])), [subjects.data]);
  const textbooks = useMemo(() => [...(query.data?.items ?? [])].sort((a, b) => a.title.localeCompare(b.title)), [query.data]);
  // Only subjects that have textbooks are offered in the filter.
  const subjectOptions = useMemo(() => {
    const ids = new Set(textbooks.map((book) => book.subjectId).filter(Boolean));
    return [...subjectById.values()].filter((s) => ids.has(s.id)).sort((a, b) => a.name.localeCompare(b.name));
  }, [textbooks, subjectById]);
  const selected = subjectOptions.find((s) => s.slug === subjectSlug);
  const visible = textbooks.filter(
    (book) =>
      (!selected || book.subjectId === selected.id) &&
      matchesQuery([book.title, book.author, book.isbn, book.subjectId ? subjectById.get(book.subjectId)?.name : null], q),
  );

  return (
    <CatalogueListPage
      crumb={t`Textbooks`}
      title={t`Textbooks`}
      lead={t`Chapter summaries, notes and worked solutions for the books on your reading list.`}
      search={{ value: q, onChange: setQ, placeholder: t`Search by title, author or ISBN`, label: t`Search textbooks` }}
      query={query}
      failedTitle={t`Failed to load textbooks`}
      countText={t`${plural(visible.length, { one: '# textbook', other: '# textbooks' })}`}
      emptyTitle={q ? t`No textbooks match “${q}”` : t`No textbooks here yet`}
      total={textbooks.length}
      filter={{
        kind: 'select',
        legend: t`Filter by subject`,
        allLabel: t`All subjects`,
        options: subjectOptions.map((s) => ({ value: s.slug, label: s.name })),
        value: selected?.slug ?? '',
        onChange: setSubjectSlug,
      }}
      items={visible}
      itemKey={(book) => book.id}
      renderItem={(book) => <TextbookCard textbook={book} subject={book.subjectId ? subjectById.get(book.subjectId) : undefined} />}
      gridClassName="grid grid--3"
      skeletonCount={9}
      testId="textbook-list"
      emptyHint={t`Try the author’s surname or the ISBN.`}
    />
  );
}
