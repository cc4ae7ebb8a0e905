// The frame of the sign-in pages: a brand panel beside the form on wide screens (what you get with an
// account), the form card alone on phones. The admin variant is quieter and dark.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, ShieldCheck, Sparkles, Star } from 'lucide-react';
import type { ReactNode } from 'react';

const benefits = [
  msg`Notes, summaries and past papers from students who aced your course`,
  msg`AI homework help, flashcards and practice tests built from your material`,
  msg`Sell your own notes and earn points every time they sell`,
];

function StudentPanel() {
  const { t, i18n } = useLingui();
  return (
    <div className="auth-panel">
      <div className="auth-panel__glow" aria-hidden="true" />
      <div className="auth-panel__body">
        <p className="auth-panel__eyebrow">
          <Sparkles aria-hidden="true" /> <Trans>Free for students</Trans>
        </p>
        <h2 className="auth-panel__title">
          <Trans>Your whole course, in one study hall.</Trans>
        </h2>
        <ul className="auth-panel__list">
          {benefits.map((b) => (
            <li key={b.id}>
              <span className="auth-panel__check">
                <Check aria-hidden="true" />
              </span>
              {i18n._(b)}
            </li>
          ))}
        </ul>
      </div>
      <figure className="auth-quote">
        <div className="auth-quote__stars" role="img" aria-label={t`Rated 5 out of 5`}>
          {Array.from({ length: 5 }, (_, i) => (
            <Star key={i} aria-hidden="true" />
          ))}
        </div>
        <blockquote>
          <Trans>
            “The past papers and the flashcard maker got me through organic chemistry. I stopped re-reading and
            started actually testing myself.”
          </Trans>
        </blockquote>
        <figcaption>
          {/* i18n-ignore: a student's initials and name */}
          <span className="auth-quote__avatar" aria-hidden="true">
            PR
          </span>
          <span>
            {/* i18n-ignore: a name */}
            <strong>Priya R.</strong>
            <span>
              <Trans>Biochemistry, second year</Trans>
            </span>
          </span>
        </figcaption>
      </figure>
      <p className="auth-panel__stats">
        <span>
          <Trans>
            <strong>50K+</strong> active students
          </Trans>
        </span>
        <span>
          <Trans>
            <strong>10K+</strong> documents
          </Trans>
        </span>
        <span>
          <Trans>
            <strong>4.9</strong> app rating
          </Trans>
        </span>
      </p>
    </div>
  );
}

function AdminPanel() {
  return (
    <div className="auth-panel auth-panel--admin">
      <div className="auth-panel__glow" aria-hidden="true" />
      <div className="auth-panel__body">
        <span className="auth-panel__shield">
          <ShieldCheck aria-hidden="true" />
        </span>
        <h2 className="auth-panel__title">
          <Trans>The Studyhall back office.</Trans>
        </h2>
        <p className="auth-panel__lead">
          <Trans>
            Moderate documents, manage the catalogue, settle orders and payouts, and publish content. Only active
            administrator accounts can sign in here.
          </Trans>
        </p>
      </div>
    </div>
  );
}

export function AuthLayout({ children, variant = 'student' }: { children: ReactNode; variant?: 'student' | 'admin' }) {
  return (
    <section className={`auth-split auth-split--${variant}`}>
      {variant === 'admin' ? <AdminPanel /> : <StudentPanel />}
      <div className="auth-split__main">
        <div className="auth-form">{children}</div>
      </div>
    </section>
  );
}

/** The tile above an auth step's title: the brand colour, or the tone of the outcome it announces. */
export function AuthIcon({ tone, children }: { tone: 'brand' | 'success' | 'warning' | 'dark'; children: ReactNode }) {
  const className = tone === 'brand' ? 'icon-tile icon-tile--lg icon-tile--brand auth-form__icon' : `icon-tile icon-tile--lg auth-form__icon auth-form__icon--${tone}`;
  return <span className={className}>{children}</span>;
}

export function AuthHeader({ title, text, icon }: { title: ReactNode; text?: ReactNode; icon?: ReactNode }) {
  return (
    <header className="auth-form__header">
      {icon}
      <h1 className="auth-form__title">{title}</h1>
      {text && <p className="auth-form__text">{text}</p>}
    </header>
  );
}

export function OrDivider({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <p className="or-divider">
      <span>{label ?? t`or`}</span>
    </p>
  );
}
