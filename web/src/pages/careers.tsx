// /careers: how we work and the roles we are hiring for. Applications go by email to the careers address.
import { ArrowUpRight, Briefcase, Clock, Globe2, MapPin, Sparkles } from 'lucide-react';
import { CONTACT_EMAILS } from '../api/content.ts';
import { IconPoints } from '../components/content/IconPoints.tsx';
import { PageHeader } from '../components/ui/PageHeader.tsx';
import { usePageMeta } from '../hooks/usePageMeta.ts';

type Role = { title: string; team: string; place: string; summary: string; youWill: string[] };

const roles: Role[] = [
  {
    title: 'Senior Full-Stack Engineer',
    team: 'Engineering',
    place: 'Remote (Europe, ±3 h of UTC)',
    summary: 'TypeScript on Node and React, PostgreSQL at the centre. Own a part of the product from the database to the page.',
    youWill: [
      'Build features students use every day: search, the wallet, the study tools',
      'Keep the platform fast on a phone on a bad connection',
      'Write tests a user would recognise, and review your teammates’ changes',
    ],
  },
  {
    title: 'Trust and Safety Moderator',
    team: 'Community',
    place: 'Remote, part-time possible',
    summary: 'Review uploads before they go live and handle reports, so every document on Studyhall is one a student can trust.',
    youWill: [
      'Approve, improve or reject new documents with a clear reason',
      'Handle copyright notices and complaints fairly and on time',
      'Help write the guidelines sellers follow',
    ],
  },
  {
    title: 'Student Success Specialist',
    team: 'Support',
    place: 'Remote (Americas or Europe)',
    summary: 'Answer students and sellers within a day, fix what can be fixed, and tell the team what keeps going wrong.',
    youWill: [
      'Answer questions about points, refunds, uploads and accounts',
      'Keep the Help Center’s answers true to what the product does',
      'Spot patterns in tickets and turn them into product changes',
    ],
  },
];

const perks = [
  { Icon: Globe2, title: 'Remote first', text: 'Work where you do your best work; we meet in person twice a year.' },
  { Icon: Clock, title: 'Flexible hours', text: 'Overlap a few hours with your team; plan the rest around your life.' },
  { Icon: Sparkles, title: 'Learning budget', text: 'Courses, books and conferences: 1,500 USD a year, and the time to use it.' },
];

export default function CareersPage() {
  usePageMeta({
    title: 'Careers at Studyhall',
    description: 'Help students study smarter. Open roles at Studyhall in engineering, community and support.',
  });
  return (
    <>
      <PageHeader crumbs={[{ label: 'Home', href: '/' }, { label: 'Careers' }]} title="Help students study smarter" lead="We are a small team building the study platform students open every day. If you care about learning, fair pay for creators and software that respects its users, we would like to hear from you." />

      <section className="section section--tight">
        <div className="container">
          <IconPoints points={perks} columns={3} />
        </div>
      </section>

      <section className="section section--muted">
        <div className="container">
          <div className="section-head">
            <div className="section-head__text">
              <h2 className="section-title">Open roles</h2>
              <p className="section-lead">{roles.length} positions · we answer every application within two weeks.</p>
            </div>
          </div>
          <ul className="careers-roles">
            {roles.map((role) => (
              <li key={role.title} className="card card--pad careers-role">
                <div className="careers-role__head">
                  <div>
                    <h3>{role.title}</h3>
                    <p className="careers-role__meta">
                      <span>
                        <Briefcase aria-hidden="true" /> {role.team}
                      </span>
                      <span>
                        <MapPin aria-hidden="true" /> {role.place}
                      </span>
                    </p>
                  </div>
                  <a
                    className="btn btn--primary"
                    href={`mailto:${CONTACT_EMAILS.careersEmail}?subject=${encodeURIComponent(`Application: ${role.title}`)}`}
                  >
                    Apply <ArrowUpRight aria-hidden="true" />
                  </a>
                </div>
                <p>{role.summary}</p>
                <ul className="careers-role__list">
                  {role.youWill.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <p className="careers-note">
            Not the role for you? Write to <a href={`mailto:${CONTACT_EMAILS.careersEmail}`}>{CONTACT_EMAILS.careersEmail}</a>{' '}
            with what you would like to work on.
          </p>
        </div>
      </section>
    </>
  );
}
