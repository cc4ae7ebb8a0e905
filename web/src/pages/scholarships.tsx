// /scholarships: the Studyhall Scholarship (who it is for, how much, the deadlines, what to send) and the
// application form, which lands in /admin/scholarships and mails the applicant a receipt.
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, Coins, FileText, GraduationCap } from 'lucide-react';
import { Link } from 'wouter';
import { ESSAY_WORDS } from '../../../modules/content/contract.ts';
import { ScholarshipForm } from '../components/forms/ScholarshipForm.tsx';
import { PageHeader } from '../components/ui/PageHeader.tsx';
import { usePageMeta } from '../hooks/usePageMeta.ts';

const { min, max } = ESSAY_WORDS;
const facts = [
  {
    Icon: GraduationCap,
    title: msg`Who it is for`,
    text: msg`Students enrolled at a university or college, in any subject and any year, who help others learn: tutoring, study groups, notes shared with classmates.`,
  },
  { Icon: Coins, title: msg`How much`, text: msg`Two awards of 1,000 USD each round, paid to the winner’s bank account to spend on fees, books or living costs.` },
  {
    Icon: CalendarDays,
    title: msg`Deadlines`,
    text: msg`Two rounds a year: applications close on 31 March and 30 September. Every applicant hears from us within four weeks of the deadline.`,
  },
  {
    Icon: FileText,
    title: msg`What to send`,
    text: msg`Your name, email, university and course, and an essay of ${min} to ${max} words: how you help other students learn, and what you would do with the award.`,
  },
];

export default function ScholarshipsPage() {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  usePageMeta({
    title: t`Studyhall Scholarships`,
    description: t`Two 1,000 USD awards every round for students who help others learn. Apply with a short essay by 31 March or 30 September.`,
  });
  return (
    <>
      <PageHeader
        crumbs={[{ label: t`Home`, href: '/' }, { label: t`Scholarships` }]}
        title={t`Studyhall Scholarships`}
        lead={t`Studyhall exists because students share what they know. Twice a year we give two students who help others learn 1,000 USD each.`}
      />
      <section className="section section--tight">
        <div className="container contact-layout">
          <div className="card card--pad contact-card">
            <h2 className="scholarship-apply__title">
              <Trans>Apply</Trans>
            </h2>
            <ScholarshipForm />
          </div>
          <aside className="contact-aside">
            {facts.map(({ Icon, title, text }) => (
              <div className="contact-fact" key={title.id}>
                <Icon aria-hidden="true" />
                <div>
                  <p className="contact-fact__title">{_(title)}</p>
                  <p>{_(text)}</p>
                </div>
              </div>
            ))}
            <div className="contact-fact">
              <FileText aria-hidden="true" />
              <div>
                <p className="contact-fact__title">
                  <Trans>How we choose</Trans>
                </p>
                <p>
                  <Trans>
                    A committee of our team reads every essay. Winners are not required to sell or buy anything on
                    Studyhall. Questions? <Link href="/contact">Contact us</Link>.
                  </Trans>
                </p>
              </div>
            </div>
          </aside>
        </div>
      </section>
    </>
  );
}
