// The consistent landing for routes whose feature ships in a later release: what the page will
// do (from the spec), an icon, a "Coming soon" badge and useful links meanwhile.
import { ArrowRight, Check, Clock, Lock, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { usePageMeta } from '../hooks/usePageMeta.ts';
import { type NavItem, aiTools, exploreLinks } from './nav-data.ts';
import { type Crumb, Breadcrumbs } from './ui/Breadcrumbs.tsx';

export type ComingSoonProps = {
  title: string;
  description: string;
  icon: LucideIcon;
  color?: string;
  /** Small label above the title, e.g. "Study tool", "Legal", "Dashboard". */
  eyebrow?: string;
  features?: string[];
  primary?: { label: string; href: string };
  secondary?: { label: string; href: string };
  /** Cards under the hero; defaults to a mix of catalogue links. */
  related?: NavItem[];
  relatedTitle?: string;
  requiresSignIn?: boolean;
  breadcrumbs?: Crumb[];
  /** Overrides the document title (defaults to `title`). */
  metaTitle?: string;
  isNew?: boolean;
  /** Inside the dashboard shell: a tighter hero, no full-bleed bands. */
  compact?: boolean;
};

const defaultRelated = exploreLinks.filter((l) => ['/subjects', '/universities', '/textbooks'].includes(l.href));

export function ComingSoon({
  title,
  description,
  icon: Icon,
  color = '#4f46e5',
  eyebrow,
  features,
  primary = { label: 'Explore subjects', href: '/subjects' },
  secondary = { label: 'Back to home', href: '/' },
  related = defaultRelated,
  relatedTitle = 'Meanwhile on Studyhall',
  requiresSignIn,
  breadcrumbs,
  metaTitle,
  isNew,
  compact = false,
}: ComingSoonProps) {
  usePageMeta({ title: metaTitle ?? title, description });
  return (
    <div className={`soon${compact ? ' soon--compact' : ''}`}>
      <section className="soon__hero">
        <div className="soon__glow" style={{ ['--glow' as string]: color }} aria-hidden="true" />
        <div className="container container--narrow soon__inner">
          {breadcrumbs && <Breadcrumbs items={breadcrumbs} />}
          <span className="icon-tile icon-tile--xl soon__icon" style={{ ['--tile-color' as string]: color }}>
            <Icon aria-hidden="true" />
          </span>
          <div className="soon__badges">
            {eyebrow && <span className="badge badge--plain">{eyebrow}</span>}
            {isNew && <span className="badge badge--new">New</span>}
            <span className="badge badge--soon" data-testid="coming-soon">
              <Clock aria-hidden="true" /> Coming soon
            </span>
          </div>
          <h1 className="soon__title">{title}</h1>
          <p className="soon__lead">{description}</p>
          {features && features.length > 0 && (
            <ul className="soon__features">
              {features.map((f) => (
                <li key={f}>
                  <Check aria-hidden="true" />
                  <span>{f}</span>
                </li>
              ))}
            </ul>
          )}
          {requiresSignIn && (
            <p className="soon__note">
              <Lock aria-hidden="true" /> You will need a free Studyhall account to use this.
            </p>
          )}
          <div className="soon__actions">
            <Link href={primary.href} className="btn btn--primary btn--lg">
              {primary.label} <ArrowRight aria-hidden="true" />
            </Link>
            <Link href={secondary.href} className="btn btn--secondary btn--lg">
              {secondary.label}
            </Link>
          </div>
        </div>
      </section>
      {related.length > 0 && (
        <section className="section section--tight section--muted">
          <div className="container">
            <h2 className="soon__related-title">{relatedTitle}</h2>
            <div className="grid grid--3">
              {related.map((item) => (
                <Link key={item.href} href={item.href} className="card card--pad related-card">
                  <span className="icon-tile" style={{ ['--tile-color' as string]: item.color }}>
                    <item.icon aria-hidden="true" />
                  </span>
                  <span className="related-card__text">
                    <span className="related-card__title">{item.label}</span>
                    <span className="related-card__desc">{item.description}</span>
                  </span>
                  <ArrowRight className="related-card__arrow" aria-hidden="true" />
                </Link>
              ))}
            </div>
          </div>
        </section>
      )}
    </div>
  );
}

/** Landing for one of the eight AI tools, with the other tools as related links. */
export function ToolComingSoon({
  href,
  features,
  title,
  description,
  breadcrumbs,
}: {
  href: string;
  features: string[];
  title?: string;
  description?: string;
  breadcrumbs?: Crumb[];
}) {
  const tool = aiTools.find((t) => t.href === href)!;
  const group = ['/ai-writer', '/xy-editor', '/ai-detector', '/plagiarism-checker'].includes(href) ? 'Write' : 'Study';
  return (
    <ComingSoon
      title={title ?? tool.label}
      description={description ?? tool.description}
      icon={tool.icon}
      color={tool.color}
      eyebrow={group === 'Write' ? 'AI writing tool' : 'AI study tool'}
      isNew={tool.isNew}
      features={features}
      requiresSignIn
      breadcrumbs={breadcrumbs}
      primary={{ label: 'Browse study documents', href: '/documents' }}
      secondary={{ label: 'See all AI tools', href: '/#ai-tools' }}
      related={aiTools.filter((t) => t.href !== href).slice(0, 3)}
      relatedTitle="More AI study tools"
    />
  );
}
