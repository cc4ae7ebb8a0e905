// The header of a public page: breadcrumbs, the page's one h1 and its lead; `children` go under the lead
// (a search box, the date a page was updated).
import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './Breadcrumbs.tsx';

export function PageHeader({ crumbs, title, lead, children }: { crumbs: Crumb[]; title: ReactNode; lead?: ReactNode; children?: ReactNode }) {
  return (
    <header className="page-header">
      <div className="container">
        <Breadcrumbs items={crumbs} />
        <h1 className="page-header__title">{title}</h1>
        {lead && <p className="page-header__lead">{lead}</p>}
        {children}
      </div>
    </header>
  );
}
