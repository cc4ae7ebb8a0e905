// A subject's icon (contract: `iconName`), drawn from the subject icons' sprite: an image file the browser caches,
// not JavaScript (web/build/subject-icon-sprite.ts says why). Same attributes as a lucide icon, so it looks the same.
import spriteUrl from './subject-icons.svg?url';
import { subjectIconId } from './subject-icon-names.ts';

export function SubjectIcon({ name, size = 24 }: { name: string | null | undefined; size?: number }) {
  return (
    <svg
      className="lucide"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <use href={`${spriteUrl}#${subjectIconId(name)}`} />
    </svg>
  );
}

/** A tinted tile in the subject's colour holding its icon. */
export function SubjectTile({ name, color, size = 'md' }: { name: string; color: string; size?: 'md' | 'lg' | 'xl' }) {
  const safe = /^#[0-9a-f]{3,8}$/i.test(color) ? color : '#4f46e5';
  return (
    <span
      className={`icon-tile${size === 'lg' ? ' icon-tile--lg' : size === 'xl' ? ' icon-tile--xl' : ''}`}
      style={{ ['--tile-color' as string]: safe }}
    >
      <SubjectIcon name={name} />
    </span>
  );
}
