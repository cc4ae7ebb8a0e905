// /careers: how we work and the roles we are hiring for. Applications go by email to the careers address.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowUpRight, Briefcase, Clock, Globe2, MapPin, Sparkles } from 'lucide-react';
import { CONTACT_EMAILS } from '../api/content.ts';
import { IconPoints } from '../components/content/IconPoints.tsx';
import { PageHeader } from '../components/ui/PageHeader.tsx';
import { usePageMeta } from '../hooks/usePageMeta.ts';

type Role = { title: MessageDescriptor; team: MessageDescriptor; place: MessageDescriptor; summary: MessageDescriptor; youWill: MessageDescriptor[] };

const roles: Role[] = [
  {
    title: msg`Senior Full-Stack Engineer`,
    team: msg`Engineering`,
    place: msg`Remote (Europe, ±3 h of UTC)`,
    summary: msg`TypeScript on Node and React, PostgreSQL at the centre. Own a part of the product from the database to the page.`,
    youWill: [
      msg`Build features students use every day: search, the wallet, the study tools`,
      msg`Keep the platform fast on a phone on a bad connection`,
      msg`Write tests a user would recognise, and review your teammates’ changes`,
    ],
  },
  {
    title: msg`Trust and Safety Moderator`,
    team: msg`Community`,
    place: msg`Remote, part-time possible`,
    summary: msg`Review uploads before they go live and handle reports, so every document on Studyhall is one a student can trust.`,
    youWill: [
      msg`Approve, improve or reject new documents with a clear reason`,
      msg`Handle copyright notices and complaints fairly and on time`,
      msg`Help write the guidelines sellers follow`,
    ],
  },
  {
    title: msg`Student Success Specialist`,
    team: msg`Support`,
    place: msg`Remote (Americas or Europe)`,
    summary: msg`Answer students and sellers within a day, fix what can be fixed, and tell the team what keeps going wrong.`,
    youWill: [
      msg`Answer questions about points, refunds, uploads and accounts`,
      msg`Keep the Help Center’s answers true to what the product does`,
      msg`Spot patterns in tickets and turn them into product changes`,
    ],
  },
];

const perks = [
  { Icon: Globe2, title: msg`Remote first`, text: msg`Work where you do your best work; we meet in person twice a year.` },
  { Icon: Clock, title: msg`Flexible hours`, text: msg`Overlap a few hours with your team; plan the rest around your life.` },
  { Icon: Sparkles, title: msg`Learning budget`, text: msg`Courses, books and conferences: 1,500 USD a year, and the time to use it.` },
];

export default function CareersPage() {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  usePageMeta({
    title: t`Careers at Studyhall`,
    description: t`Help students study smarter. Open roles at Studyhall in engineering, community and support.`,
  });
  return (
    <>
      <PageHeader
        crumbs={[{ label: t`Home`, href: '/' }, { label: t`Careers` }]}
        title={t`Help students study smarter`}
        lead={t`We are a small team building the study platform students open every day. If you care about learning, fair pay for creators and software that respects its users, we would like to hear from you.`}
      />

      <section className="section section--tight">
        <div className="container">
          <IconPoints points={perks.map((p) => ({ ...p, title: _(p.title), text: _(p.text) }))} columns={3} />
        </div>
      </section>

      <section className="section section--muted">
        <div className="container">
          <div className="section-head">
            <div className="section-head__text">
              <h2 className="section-title">
                <Trans>Open roles</Trans>
              </h2>
              <p className="section-lead">
                <Plural
                  value={roles.length}
                  one="# position · we answer every application within two weeks."
                  other="# positions · we answer every application within two weeks."
                />
              </p>
            </div>
          </div>
          <ul className="careers-roles">
            {roles.map((role) => {
              const title = _(role.title);
              return (
              <li key={role.title.id} className="card card--pad careers-role">
                <div className="careers-role__head">
                  <div>
                    <h3>{title}</h3>
                    <p className="careers-role__meta">
                      <span>
                        <Briefcase aria-hidden="true" /> {_(role.team)}
                      </span>
                      <span>
                        <MapPin aria-hidden="true" /> {_(role.place)}
                      </span>
                    </p>
                  </div>
                  <a
                    className="btn btn--primary"
                    href={`mailto:${CONTACT_EMAILS.careersEmail}?subject=${encodeURIComponent(t`Application: ${title}`)}`}
                  >
                    <Trans>Apply</Trans> <ArrowUpRight aria-hidden="true" />
                  </a>
                </div>
                <p>{_(role.summary)}</p>
                <ul className="careers-role__list">
                  {role.youWill.map((line) => (
                    <li key={line.id}>{_(line)}</li>
                  ))}
                </ul>
              </li>
              );
            })}
          </ul>
          <p className="careers-note">
            <Trans>
              Not the role for you? Write to <a href={`mailto:${CONTACT_EMAILS.careersEmail}`}>{CONTACT_EMAILS.careersEmail}</a>{' '}
              with what you would like to work on.
            </Trans>
          </p>
        </div>
      </section>
    </>
  );
}
