import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, FileText, Layers, Sparkles, Star } from 'lucide-react';
import { Link } from 'wouter';
import { useFigures } from './figures.ts';

function scrollToTools() {
  const el = document.getElementById('ai-tools');
  if (!el) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  history.replaceState(history.state, '', '#ai-tools');
}

export function Hero() {
  const { activeStudents, academics, documents, rating, ratingsCount, universities } = useFigures();
  return (
    <section className="hero">
      <div className="hero__bg" aria-hidden="true" />
      <div className="container container--wide hero__inner">
        <div className="hero__copy">
          <p className="hero__pill">
            <span className="hero__pill-stars" aria-hidden="true">
              <Star fill="currentColor" />
            </span>
            <span>
              <Trans>
                <strong>{rating}</strong> from {ratingsCount} ratings · Loved by {academics} academics
              </Trans>
            </span>
          </p>
          <h1 className="hero__title">
            <Trans>
              Study smarter with notes from students who <span className="text-gradient">aced it</span>
            </Trans>
          </h1>
          <p className="hero__lead">
            <Trans>
              Browse {documents} lecture notes, summaries and past papers from {universities} universities, unlock
              only what you need with points, and let AI turn any material into flashcards, practice tests and clear
              answers.
            </Trans>
          </p>
          <div className="hero__actions">
            <button type="button" className="btn btn--primary btn--lg" onClick={scrollToTools}>
              <Sparkles aria-hidden="true" /> <Trans>Explore AI Tools</Trans>
            </button>
            <Link href="/documents" className="btn btn--secondary btn--lg">
              <Trans>Browse Notes</Trans> <ArrowRight aria-hidden="true" />
            </Link>
          </div>
          <div className="hero__social">
            <span className="avatar-stack" aria-hidden="true">
              {['AR', 'DK', 'PS', 'ML'].map((a, i) => (
                <span key={a} className={`avatar avatar--sm avatar--c${i}`}>
                  {a}
                </span>
              ))}
            </span>
            <span>
              <Trans>
                Join <strong>{activeStudents}</strong> active students
              </Trans>
            </span>
          </div>
        </div>
        <div className="hero__visual" aria-hidden="true">
          <div className="mock-doc">
            <div className="mock-doc__cover">
              <span className="mock-doc__type">
                <Trans>Lecture notes</Trans>
              </span>
              <div className="mock-doc__lines">
                <span style={{ width: '82%' }} />
                <span style={{ width: '64%' }} />
                <span style={{ width: '90%' }} />
                <span style={{ width: '48%' }} />
                <span style={{ width: '76%' }} />
                <span style={{ width: '58%' }} />
              </div>
              {/* i18n-ignore: a formula reads the same in every language */}
              <div className="mock-doc__formula">ΔG = ΔH − TΔS</div>
            </div>
            <div className="mock-doc__body">
              <p className="mock-doc__title">
                <Trans>Organic Chemistry II: Complete Lecture Notes</Trans>
              </p>
              <p className="mock-doc__meta">
                <span className="mock-doc__rating">
                  <Star fill="currentColor" /> {rating}
                </span>
                <span>
                  <Trans>48 pages</Trans>
                </span>
                <span>
                  <Trans>2.1k downloads</Trans>
                </span>
              </p>
              <div className="mock-doc__foot">
                <span className="mock-doc__price">
                  <Trans>40 pts</Trans>
                </span>
                <span className="mock-doc__btn">
                  <Trans>Preview</Trans>
                </span>
              </div>
            </div>
          </div>
          <div className="float-chip float-chip--a">
            <span className="icon-tile" style={{ ['--tile-color' as string]: '#db2777' }}>
              <Layers />
            </span>
            <span>
              <strong>
                <Trans>24 flashcards</Trans>
              </strong>
              <small>
                <Trans>made from your notes</Trans>
              </small>
            </span>
          </div>
          <div className="float-chip float-chip--b">
            <span className="icon-tile" style={{ ['--tile-color' as string]: '#059669' }}>
              <FileText />
            </span>
            <span>
              <strong>
                <Trans>Practice test ready</Trans>
              </strong>
              <small>
                <Trans>20 questions · 25 min</Trans>
              </small>
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}

export function StatsBand() {
  const { t } = useLingui();
  const figures = useFigures();
  const items = [
    { value: figures.activeStudents, label: t`Active students` },
    { value: figures.documents, label: t`Study documents` },
    { value: figures.universities, label: t`Universities` },
    { value: figures.aiActions, label: t`AI actions` },
  ];
  return (
    <section className="stats-band" aria-label={t`Studyhall in numbers`}>
      <div className="container">
        <dl className="stats-band__grid">
          {items.map((i) => (
            <div key={i.label} className="stats-band__item">
              <dt>{i.label}</dt>
              <dd>{i.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
