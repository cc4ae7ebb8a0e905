// The /search page's second section: subjects, universities and textbooks whose names match, from the
// catalogue. Nothing shows while it loads or when nothing matches: the engine's results are the page.
import { BookMarked, BookOpen, Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCatalogueSearch, useSubjects } from '../../api/catalogue.ts';
import { TextbookCard, UniversityCard } from '../catalogue/CatalogueCards.tsx';
import { SubjectCard } from '../catalogue/SubjectCard.tsx';

const LIMIT = { subjects: 6, universities: 3, textbooks: 3 };

function Block({ icon: Icon, title, total, children }: { icon: typeof BookOpen; title: string; total: number; children: ReactNode }) {
  return (
    <div className="search-block">
      <h3 className="search-block__title">
        <Icon aria-hidden="true" width={20} /> {title} <span>{total}</span>
      </h3>
      {children}
    </div>
  );
}

export function CatalogueMatches({ q }: { q: string }) {
  const { subjects, universities, textbooks } = useCatalogueSearch(q);
  const allSubjects = useSubjects();
  const subjectById = new Map((allSubjects.data?.items ?? []).map((s) => [s.id, s]));
  const s = subjects.data?.items.slice(0, LIMIT.subjects) ?? [];
  const u = universities.data?.items.slice(0, LIMIT.universities) ?? [];
  const t = textbooks.data?.items.slice(0, LIMIT.textbooks) ?? [];
  if (s.length + u.length + t.length === 0) return null;
  return (
    <section className="catalogue-matches" aria-labelledby="catalogue-matches-title" data-testid="catalogue-matches">
      <h2 className="catalogue-matches__title" id="catalogue-matches-title">
        Subjects, universities and textbooks
      </h2>
      {s.length > 0 && (
        <Block icon={BookOpen} title="Subjects" total={subjects.data!.total}>
          <ul className="grid subject-grid">
            {s.map((subject) => (
              <li key={subject.id}>
                <SubjectCard subject={subject} />
              </li>
            ))}
          </ul>
        </Block>
      )}
      {u.length > 0 && (
        <Block icon={Building2} title="Universities" total={universities.data!.total}>
          <ul className="grid grid--3">
            {u.map((university) => (
              <li key={university.id}>
                <UniversityCard university={university} />
              </li>
            ))}
          </ul>
        </Block>
      )}
      {t.length > 0 && (
        <Block icon={BookMarked} title="Textbooks" total={textbooks.data!.total}>
          <ul className="grid grid--3">
            {t.map((textbook) => (
              <li key={textbook.id}>
                <TextbookCard textbook={textbook} subject={textbook.subjectId ? subjectById.get(textbook.subjectId) : undefined} />
              </li>
            ))}
          </ul>
        </Block>
      )}
    </section>
  );
}
