import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { aiTools } from '../nav-data.ts';

export function ToolCards() {
  const { _ } = useLingui();
  return (
    <section id="ai-tools" className="section" aria-labelledby="ai-tools-title">
      <div className="container">
        <div className="section-head section-head--center">
          <div className="section-head__text">
            <p className="eyebrow">
              <Trans>AI study tools</Trans>
            </p>
            <h2 id="ai-tools-title" className="section-title">
              <Trans>Eight AI tools for every step of studying</Trans>
            </h2>
            <p className="section-lead">
              <Trans>From the first reading to the final exam: ask, summarise, memorise, practise, write and check.</Trans>
            </p>
          </div>
        </div>
        <ul className="tool-grid">
          {aiTools.map((tool) => {
            const label = _(tool.label);
            return (
            <li key={tool.href}>
              <Link href={tool.href} className="card tool-card" data-testid="tool-card">
                <span className="tool-card__top">
                  <span className="icon-tile icon-tile--lg" style={{ ['--tile-color' as string]: tool.color }}>
                    <tool.icon aria-hidden="true" />
                  </span>
                  {tool.isNew && (
                    <span className="badge badge--new">
                      <Trans>New</Trans>
                    </span>
                  )}
                </span>
                <span className="tool-card__title">{label}</span>
                <span className="tool-card__desc">{_(tool.description)}</span>
                <span className="tool-card__cta">
                  <Trans>Try {label}</Trans> <ArrowRight aria-hidden="true" />
                </span>
              </Link>
            </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
