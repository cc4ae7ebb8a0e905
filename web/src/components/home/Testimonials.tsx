import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Quote } from 'lucide-react';
import { initials } from '../../lib/format.ts';
import { Stars } from '../ui/Stars.tsx';
import { testimonials, useFigures } from './figures.ts';

export function Testimonials() {
  const { _ } = useLingui();
  const figures = useFigures();
  const { academics, rating, ratingsCount } = figures;
  return (
    <section className="section" aria-labelledby="testimonials-title">
      <div className="container">
        <div className="section-head section-head--center">
          <div className="section-head__text">
            <p className="eyebrow">
              <Trans>Testimonials</Trans>
            </p>
            <h2 id="testimonials-title" className="section-title">
              <Trans>Loved by {academics} academics</Trans>
            </h2>
            <p className="rating-line">
              <Stars rating={5} />
              <span>
                <Trans>
                  <strong>{rating}</strong> rating from {ratingsCount} ratings
                </Trans>
              </span>
            </p>
          </div>
        </div>
        <ul className="grid grid--3 testimonials">
          {testimonials.map((t, i) => (
            <li key={t.author} className="card card--pad testimonial">
              <Quote className="testimonial__quote" aria-hidden="true" />
              <Stars rating={t.rating} />
              <blockquote className="testimonial__text">“{_(t.content)}”</blockquote>
              <div className="testimonial__author">
                <span className={`avatar avatar--c${i}`} aria-hidden="true">
                  {initials(t.author)}
                </span>
                <span>
                  <strong>{t.author}</strong>
                  <small>{t.university}</small>
                </span>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
