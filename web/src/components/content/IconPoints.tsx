// A grid of short points, each an icon tile, a title and a sentence (the about page's values, the careers perks).
import type { LucideIcon } from 'lucide-react';

export type IconPoint = { Icon: LucideIcon; title: string; text: string };

export function IconPoints({ points, columns }: { points: IconPoint[]; columns: 2 | 3 }) {
  return (
    <ul className={`grid grid--${columns}`}>
      {points.map(({ Icon, title, text }) => (
        <li key={title} className="about-value">
          <span className="icon-tile">
            <Icon aria-hidden="true" />
          </span>
          <div>
            <h3>{title}</h3>
            <p>{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
