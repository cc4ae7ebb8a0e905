// The public page of a paper tool (AI Writer, XY Editor): what it does, how, what it costs, and the way in (guests
// sign in on the way: the dashboard route sends them to /login and back). Laid out like Document Chat's page, with
// its styles.
import { Trans } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useAuth } from '../../api/accounts.ts';
import { HowItWorks, type ToolStep, useToolText } from '../tools/HowItWorks.tsx';

type Props = { title: string; lead: string; start: { label: string; href: string }; mine: { label: string; href: string }; steps: ToolStep[]; facts: ToolStep[]; demo: ReactNode };

export function ToolLanding({ title, lead, start, mine, steps, facts, demo }: Props) {
  const auth = useAuth();
  const words = useToolText();
  return (
    <div className="docchat-landing">
      <section className="docchat-hero">
        <div className="container docchat-hero__inner">
          <div className="docchat-hero__copy">
            <span className="badge badge--brand">
              <Trans>AI study tool</Trans>
            </span>
            <h1 className="docchat-hero__title">{title}</h1>
            <p className="docchat-hero__lead">{lead}</p>
            <div className="docchat-hero__actions">
              <Link href={start.href} className="btn btn--primary btn--lg">
                {start.label}
              </Link>
              {auth.status === 'signed-in' && (
                <Link href={mine.href} className="btn btn--secondary btn--lg">
                  {mine.label} <ArrowRight aria-hidden="true" />
                </Link>
              )}
            </div>
            {auth.status !== 'signed-in' && (
              <p className="docchat-hero__note">
                <Trans>Free account needed: you sign in on the way. Your papers stay private.</Trans>
              </p>
            )}
          </div>
          <div className="docchat-demo" aria-hidden="true">
            {demo}
          </div>
        </div>
      </section>
      <HowItWorks steps={steps} look="cards" />
      <section className="section section--muted">
        <div className="container docchat-facts">
          {facts.map((f, i) => (
            <div key={i} className="card card--pad docchat-fact">
              <f.icon aria-hidden="true" />
              <h3>{words(f.title)}</h3>
              <p>{words(f.text)}</p>
            </div>
          ))}
        </div>
        <div className="container docchat-cta">
          <Link href={start.href} className="btn btn--primary btn--lg">
            {start.label} <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </section>
    </div>
  );
}
