import { Plural, Trans } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { TOP_SUBJECTS, useTopSubjects } from '../../api/catalogue.ts';
import { SubjectCard } from '../catalogue/SubjectCard.tsx';
import { CardGridSkeleton } from '../ui/Skeleton.tsx';

export function TopSubjects() {
  const { data, isPending, isError } = useTopSubjects();
  return (
    <section className="section section--muted" aria-labelledby="top-subjects-title">
      <div className="container">
        <div className="section-head">
          <div className="section-head__text">
            <p className="eyebrow">
              <Trans>Top subjects</Trans>
            </p>
            <h2 id="top-subjects-title" className="section-title">
              <Trans>Find notes for your subject</Trans>
            </h2>
            <p className="section-lead">
              <Trans>The subjects with the most study material shared by students.</Trans>
            </p>
          </div>
          <Link href="/subjects" className="btn btn--secondary">
            <Trans>View all subjects</Trans> <ArrowRight aria-hidden="true" />
          </Link>
        </div>
        {isPending ? (
          <CardGridSkeleton count={TOP_SUBJECTS} className="grid subject-grid" />
        ) : isError ? (
          <p className="text-danger load-error" role="alert">
            <Trans>Failed to load subjects</Trans>
          </p>
        ) : (
          <ul className="grid subject-grid" data-testid="top-subjects">
            {data.slice(0, TOP_SUBJECTS).map((s) => (
              <li key={s.id}>
                <SubjectCard subject={s} />
              </li>
            ))}
          </ul>
        )}
        {!isPending && !isError && data.length > 0 && (
          <p className="sr-only">
            <Plural value={data.length} one="# subject shown" other="# subjects shown" />
          </p>
        )}
      </div>
    </section>
  );
}
