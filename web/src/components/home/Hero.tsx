import { ArrowRight, FileText, Layers, Sparkles, Star } from 'lucide-react';
import { Link } from 'wouter';
import { figures } from './figures.ts';

function scrollToTools() {
  const el = document.getElementById('ai-tools');
  if (!el) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  history.replaceState(history.state, '', '#ai-tools');
}

export function Hero() {
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
              <strong>{figures.rating}</strong> from {figures.ratingsCount} ratings · Loved by {figures.academics}{' '}
              academics
            </span>
          </p>
          <h1 className="hero__title">
            Study smarter with notes from students who <span className="text-gradient">aced it</span>
          </h1>
          <p className="hero__lead">
            Browse {figures.documents} lecture notes, summaries and past papers from {figures.universities}{' '}
            universities, unlock only what you need with points, and let AI turn any material into flashcards,
            practice tests and clear answers.
          </p>
          <div className="hero__actions">
            <button type="button" className="btn btn--primary btn--lg" onClick={scrollToTools}>
              <Sparkles aria-hidden="true" /> Explore AI Tools
            </button>
            <Link href="/documents" className="btn btn--secondary btn--lg">
              Browse Notes <ArrowRight aria-hidden="true" />
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
              Join <strong>{figures.activeStudents}</strong> active students
            </span>
          </div>
        </div>
        <div className="hero__visual" aria-hidden="true">
          <div className="mock-doc">
            <div className="mock-doc__cover">
              <span className="mock-doc__type">Lecture notes</span>
              <div className="mock-doc__lines">
                <span style={{ width: '82%' }} />
                <span style={{ width: '64%' }} />
                <span style={{ width: '90%' }} />
                <span style={{ width: '48%' }} />
                <span style={{ width: '76%' }} />
                <span style={{ width: '58%' }} />
              </div>
              <div className="mock-doc__formula">ΔG = ΔH − TΔS</div>
            </div>
            <div className="mock-doc__body">
              <p className="mock-doc__title">Organic Chemistry II: Complete Lecture Notes</p>
              <p className="mock-doc__meta">
                <span className="mock-doc__rating">
                  <Star fill="currentColor" /> 4.9
                </span>
                <span>48 pages</span>
                <span>2.1k downloads</span>
              </p>
              <div className="mock-doc__foot">
                <span className="mock-doc__price">40 pts</span>
                <span className="mock-doc__btn">Preview</span>
              </div>
            </div>
          </div>
          <div className="float-chip float-chip--a">
            <span className="icon-tile" style={{ ['--tile-color' as string]: '#db2777' }}>
              <Layers />
            </span>
            <span>
              <strong>24 flashcards</strong>
              <small>made from your notes</small>
            </span>
          </div>
          <div className="float-chip float-chip--b">
            <span className="icon-tile" style={{ ['--tile-color' as string]: '#059669' }}>
              <FileText />
            </span>
            <span>
              <strong>Practice test ready</strong>
              <small>20 questions · 25 min</small>
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}

export function StatsBand() {
  const items = [
    { value: figures.activeStudents, label: 'Active students' },
    { value: figures.documents, label: 'Study documents' },
    { value: figures.universities, label: 'Universities' },
    { value: figures.aiActions, label: 'AI actions' },
  ];
  return (
    <section className="stats-band" aria-label="Studyhall in numbers">
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
