// A titled section of a dashboard page, labelled by its heading; `aside` sits beside the heading (a link, a badge).
import type { ReactNode } from 'react';

export function DashSection({ id, title, aside, children }: { id: string; title: ReactNode; aside?: ReactNode; children: ReactNode }) {
  return (
    <section className="dash-section" aria-labelledby={id}>
      <div className="dash-section__head">
        <h2 id={id} className="dash-section__title">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
