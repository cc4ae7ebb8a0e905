// The /search page's second section: subjects, universities and textbooks whose names match, from the
// catalogue. Nothing shows while it loads or when nothing matches: the engine's results are the page.
import { Trans, useLingui } from '@lingui/react/macro';
import { BookMarked, BookOpen, Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormat } from '../../hooks/useFormat.ts';
import { useCatalogueSearch, useSubjects } from '../../api/catalogue.ts';
import { TextbookCard, UniversityCard } from '../catalogue/CatalogueCards.tsx';
import { SubjectCard } from '../catalogue/SubjectCard.tsx';

const LIMIT = { subjects: 6, universities: 3, textbooks: 3 };

type BlockProps<T> = {
  icon: typeof BookOpen;
  title: string;
  total: number;
  items: T[];
  gridClass: string;
  render: (item: T) => ReactNode;
};

function Block<T extends { id: string }>({ icon: Icon, title, total, items, gridClass, render }: BlockProps<T>) {
  const format = useFormat();
  if (items.length === 0) return null;
  return (
    <div className="search-block">
      <h3 className="search-block__title">
        <Icon aria-hidden="true" width={20} /> {title} <span>{format.number(total)}</span>
      </h3>
      <ul className={`grid ${gridClass}`}>
        {items.map((item) => (
          <li key={item.id}>{render(item)}</li>
        ))}
      </ul>
    </div>
  );
}

export function CatalogueMatches({ q }: { q: string }) {
  const { t } = useLingui();
  const { subjects, universities, textbooks } = useCatalogueSearch(q);
  const allSubjects = useSubjects();
  const subjectById = new Map((allSubjects.data?.items ?? []).map((s) => [s.id, s]));
  const s = subjects.data?.items.slice(0, LIMIT.subjects) ?? [];
  const u = universities.data?.items.slice(0, LIMIT.universities) ?? [];
  const books = textbooks.data?.items.slice(0, LIMIT.textbooks) ?? [];
  if (s.length + u.length + books.length === 0) return null;
  return (
    <section className="catalogue-matches" aria-labelledby="catalogue-matches-title" data-testid="catalogue-matches">
      <h2 className="catalogue-matches__title" id="catalogue-matches-title">
        <Trans>Subjects, universities and textbooks</Trans>
      </h2>
      <Block icon={BookOpen} title={t`Subjects`} total={subjects.data?.total ?? 0} items={s} gridClass="subject-grid" render={(subject) => <SubjectCard subject={subject} />} />
      <Block
        icon={Building2}
        title={t`Universities`}
        total={universities.data?.total ?? 0}
        items={u}
        gridClass="grid--3"
        render={(university) => <UniversityCard university={university} />}
      />
      <Block
        icon={BookMarked}
        title={t`Textbooks`}
        total={textbooks.data?.total ?? 0}
        items={books}
        gridClass="grid--3"
        render={(textbook) => <TextbookCard textbook={textbook} subject={textbook.subjectId ? subjectById.get(textbook.subjectId) : undefined} />}
      />
    </section>
  );
}
