// /about: what Studyhall is, how it works for students and sellers, and what we hold ourselves to.
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, BadgeCheck, Coins, GraduationCap, HeartHandshake, Search, ShieldCheck, Sparkles, Upload } from 'lucide-react';
import { Link } from 'wouter';
import { useFigures } from '../components/home/figures.ts';
import { IconPoints } from '../components/content/IconPoints.tsx';
import { Breadcrumbs } from '../components/ui/Breadcrumbs.tsx';
import { usePageMeta } from '../hooks/usePageMeta.ts';

const steps = [
  {
    Icon: Search,
    title: msg`Find the notes for your course`,
    text: msg`Search by subject, university, course or textbook. Every document shows its first pages free, with ratings from students who bought it.`,
  },
  {
    Icon: Coins,
    title: msg`Open it with points`,
    text: msg`Points cost 10 cents each and never expire. A document you buy is yours to read and download; a faulty one is refunded within 30 days.`,
  },
  {
    Icon: Upload,
    title: msg`Share yours and earn`,
    text: msg`Upload the notes you wrote. After a moderator approves them, you earn 70% of every sale and withdraw from 50 USD.`,
  },
];

const values = [
  {
    Icon: BadgeCheck,
    title: msg`Every document reviewed`,
    text: msg`A person checks each upload before it is listed, and duplicates of another seller’s work are caught automatically.`,
  },
  {
    Icon: HeartHandshake,
    title: msg`Fair to sellers`,
    text: msg`Students who write good notes should be paid for them: 70% of each sale goes to the author, credited the moment a buyer opens it.`,
  },
  {
    Icon: ShieldCheck,
    title: msg`Your data stays yours`,
    text: msg`No third-party advertising, no tracking cookies. What you type into our tools is private unless you publish it.`,
  },
  {
    Icon: GraduationCap,
    title: msg`Learning, not cheating`,
    text: msg`Shared notes and study tools help you understand a subject. Our Code of Honor keeps them on that side of the line.`,
  },
];

export default function AboutPage() {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const { activeStudents, documents, universities, rating } = useFigures();
  usePageMeta({
    title: t`About Studyhall`,
    description: t`Studyhall is the study platform built by students for students: notes from people who aced the course, fair pay for the authors, and tools that make studying faster.`,
  });
  return (
    <>
      <header className="page-header">
        <div className="container">
          <Breadcrumbs items={[{ label: t`Home`, href: '/' }, { label: t`About` }]} />
          <h1 className="page-header__title">
            <Trans>The study platform we wished we had</Trans>
          </h1>
          <p className="page-header__lead">
            <Trans>
              The best notes for a course are usually written by a student who just passed it. Studyhall puts them one
              search away, and pays the people who wrote them.
            </Trans>
          </p>
        </div>
      </header>

      <section className="section section--tight">
        <div className="container">
          <ul className="about-figures">
            <li>
              <Trans>
                <strong>{activeStudents}</strong> active students
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>{documents}</strong> study documents
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>{universities}</strong> universities
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>{rating}</strong> average rating
              </Trans>
            </li>
          </ul>
        </div>
      </section>

      <section className="section section--muted">
        <div className="container">
          <div className="section-head">
            <div className="section-head__text">
              <h2 className="section-title">
                <Trans>How Studyhall works</Trans>
              </h2>
              <p className="section-lead">
                <Trans>Three things, done well.</Trans>
              </p>
            </div>
          </div>
          <ol className="grid grid--3 about-steps">
            {steps.map(({ Icon, title, text }, i) => (
              <li key={title.id} className="card card--pad about-card">
                <span className="about-card__step">{i + 1}</span>
                <Icon aria-hidden="true" className="about-card__icon" />
                <h3>{_(title)}</h3>
                <p>{_(text)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <div className="section-head">
            <div className="section-head__text">
              <h2 className="section-title">
                <Trans>What we hold ourselves to</Trans>
              </h2>
            </div>
          </div>
          <IconPoints points={values.map((v) => ({ ...v, title: _(v.title), text: _(v.text) }))} columns={2} />
        </div>
      </section>

      <section className="section section--tight">
        <div className="container">
          <div className="about-cta">
            <Sparkles aria-hidden="true" />
            <div>
              <h2>
                <Trans>Start with your next exam</Trans>
              </h2>
              <p>
                <Trans>Browse documents for your course, or upload the notes you are proud of.</Trans>
              </p>
            </div>
            <div className="about-cta__actions">
              <Link href="/documents" className="btn btn--white">
                <Trans>Browse documents</Trans> <ArrowRight aria-hidden="true" />
              </Link>
              <Link href="/careers" className="btn btn--outline-light">
                <Trans>Work with us</Trans>
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
