// /about: what Studyhall is, how it works for students and sellers, and what we hold ourselves to.
import { ArrowRight, BadgeCheck, Coins, GraduationCap, HeartHandshake, Search, ShieldCheck, Sparkles, Upload } from 'lucide-react';
import { Link } from 'wouter';
import { figures } from '../components/home/figures.ts';
import { IconPoints } from '../components/content/IconPoints.tsx';
import { Breadcrumbs } from '../components/ui/Breadcrumbs.tsx';
import { usePageMeta } from '../hooks/usePageMeta.ts';

const steps = [
  {
    Icon: Search,
    title: 'Find the notes for your course',
    text: 'Search by subject, university, course or textbook. Every document shows its first pages free, with ratings from students who bought it.',
  },
  {
    Icon: Coins,
    title: 'Open it with points',
    text: 'Points cost 10 cents each and never expire. A document you buy is yours to read and download; a faulty one is refunded within 30 days.',
  },
  {
    Icon: Upload,
    title: 'Share yours and earn',
    text: 'Upload the notes you wrote. After a moderator approves them, you earn 70% of every sale and withdraw from 50 USD.',
  },
];

const values = [
  {
    Icon: BadgeCheck,
    title: 'Every document reviewed',
    text: 'A person checks each upload before it is listed, and duplicates of another seller’s work are caught automatically.',
  },
  {
    Icon: HeartHandshake,
    title: 'Fair to sellers',
    text: 'Students who write good notes should be paid for them: 70% of each sale goes to the author, credited the moment a buyer opens it.',
  },
  {
    Icon: ShieldCheck,
    title: 'Your data stays yours',
    text: 'No third-party advertising, no tracking cookies. What you type into our tools is private unless you publish it.',
  },
  {
    Icon: GraduationCap,
    title: 'Learning, not cheating',
    text: 'Shared notes and study tools help you understand a subject. Our Code of Honor keeps them on that side of the line.',
  },
];

export default function AboutPage() {
  usePageMeta({
    title: 'About Studyhall',
    description:
      'Studyhall is the study platform built by students for students: notes from people who aced the course, fair pay for the authors, and tools that make studying faster.',
  });
  return (
    <>
      <header className="page-header">
        <div className="container">
          <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'About' }]} />
          <h1 className="page-header__title">The study platform we wished we had</h1>
          <p className="page-header__lead">
            The best notes for a course are usually written by a student who just passed it. Studyhall puts them one search
            away, and pays the people who wrote them.
          </p>
        </div>
      </header>

      <section className="section section--tight">
        <div className="container">
          <ul className="about-figures">
            <li>
              <strong>{figures.activeStudents}</strong> active students
            </li>
            <li>
              <strong>{figures.documents}</strong> study documents
            </li>
            <li>
              <strong>{figures.universities}</strong> universities
            </li>
            <li>
              <strong>{figures.rating}</strong> average rating
            </li>
          </ul>
        </div>
      </section>

      <section className="section section--muted">
        <div className="container">
          <div className="section-head">
            <div className="section-head__text">
              <h2 className="section-title">How Studyhall works</h2>
              <p className="section-lead">Three things, done well.</p>
            </div>
          </div>
          <ol className="grid grid--3 about-steps">
            {steps.map(({ Icon, title, text }, i) => (
              <li key={title} className="card card--pad about-card">
                <span className="about-card__step">{i + 1}</span>
                <Icon aria-hidden="true" className="about-card__icon" />
                <h3>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <div className="section-head">
            <div className="section-head__text">
              <h2 className="section-title">What we hold ourselves to</h2>
            </div>
          </div>
          <IconPoints points={values} columns={2} />
        </div>
      </section>

      <section className="section section--tight">
        <div className="container">
          <div className="about-cta">
            <Sparkles aria-hidden="true" />
            <div>
              <h2>Start with your next exam</h2>
              <p>Browse documents for your course, or upload the notes you are proud of.</p>
            </div>
            <div className="about-cta__actions">
              <Link href="/documents" className="btn btn--white">
                Browse documents <ArrowRight aria-hidden="true" />
              </Link>
              <Link href="/careers" className="btn btn--outline-light">
                Work with us
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
