import { Plural } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import type { Subject } from '../../api/catalogue.ts';
import { SubjectTile } from '../ui/SubjectIcon.tsx';

export function SubjectCard({ subject }: { subject: Subject }) {
  return (
    <Link href={`/subjects/${subject.slug}`} className="card subject-card" data-testid="subject-card">
      <SubjectTile name={subject.iconName} color={subject.color} />
      <span className="subject-card__text">
        <span className="subject-card__name">{subject.name}</span>
        <span className="subject-card__count"><Plural value={subject.documentCount} one="# document" other="# documents" /></span>
      </span>
      <ChevronRight className="subject-card__arrow" aria-hidden="true" />
    </Link>
  );
}
