import { useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'wouter';
import { JsonLd } from './JsonLd.tsx';
import { pageOrigin } from '../../lib/page-origin.ts';

export type Crumb = { label: string; href?: string };

/** Visible breadcrumbs plus their schema.org BreadcrumbList. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useLingui();
  const origin = pageOrigin();
  return (
    <>
      <nav aria-label={t`Breadcrumb`} className="breadcrumbs">
        {items.map((c, i) => (
          <Fragment key={`${c.label}-${i}`}>
            {i > 0 && <ChevronRight aria-hidden="true" />}
            {c.href && i < items.length - 1 ? (
              <Link href={c.href}>{c.label}</Link>
            ) : (
              <span aria-current="page">{c.label}</span>
            )}
          </Fragment>
        ))}
      </nav>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: items.map((c, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: c.label,
            ...(c.href ? { item: origin + c.href } : {}),
          })),
        }}
      />
    </>
  );
}
