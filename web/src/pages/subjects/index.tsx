// /subjects: every subject with its document count, a search filter and category chips.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useSubjects } from '../../api/catalogue.ts';
import { CatalogueListPage } from '../../components/catalogue/CatalogueListPage.tsx';
import { SubjectCard } from '../../components/catalogue/SubjectCard.tsx';
import { useCategoryName } from '../../components/catalogue/CatalogueCards.tsx';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import { matchesQuery } from '../../lib/format.ts';

export default function SubjectsPage() {
  const { t } = useLingui();
  const categoryName = useCategoryName();
  usePageMeta({
    title: t`Browse subjects`,
    description: t`Lecture notes, summaries, past papers and study guides for every subject, shared by students on Studyhall.`,
  });
  const query = useSubjects();
  const [q, setQ] = useQueryParam('q');
  const [category, setCategory] = useQueryParam('category');

  const subjects = useMemo(() => [...(query.data?.items ?? [])].sort((a, b) => a.name.localeCompare(b.name)), [query.data]);
  const categories = useMemo(() => {
    const counts = new Map<string, number>();
    for (const s of subjects) counts.set(s.category, (counts.get(s.category) ?? 0) + 1);
    return [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([value, count]) => ({ value, label: categoryName(value), count }));
  }, [subjects, categoryName]);
  const visible = subjects.filter((s) => (!category || s.category === category) && matchesQuery([s.name, s.acronym, s.description], q));

  return (
    <CatalogueListPage
      crumb={t`Subjects`}
      title={t`Browse subjects`}
      lead={t`Lecture notes, summaries and past papers, organised by subject. Pick yours to see what students have shared.`}
      search={{ value: q, onChange: setQ, placeholder: t`Search subjects, e.g. Biology`, label: t`Search subjects` }}
      query={query}
      failedTitle={t`Failed to load subjects`}
      countText={t`${plural(visible.length, { one: '# subject', other: '# subjects' })}`}
      emptyTitle={q ? t`No subjects match “${q}”` : t`No subjects here yet`}
      total={subjects.length}
      filter={{ kind: 'chips', legend: t`Filter by category`, allLabel: t`All`, options: categories, value: category, onChange: setCategory }}
      items={visible}
      itemKey={(s) => s.id}
      renderItem={(s) => <SubjectCard subject={s} />}
      gridClassName="grid subject-grid"
      skeletonCount={16}
      testId="subject-list"
      emptyHint={t`Try a shorter search or another category.`}
    />
  );
}
