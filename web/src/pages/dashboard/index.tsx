// /dashboard: the student dashboard. A greeting, the account checklist (from the real profile), quick
// actions to every tool, the documents the user last opened, bought or uploaded, and the newest movements
// of their points.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ArrowRight,
  BookOpen,
  Building2,
  Check,
  GraduationCap,
  Search,
  Upload,
} from 'lucide-react';
import { Link } from 'wouter';
import { type Profile, useAuth } from '../../api/accounts.ts';
import { useCoursesOf, useUniversities } from '../../api/catalogue.ts';
import { studentMenu } from '../../components/dashboard/dashboard-nav.ts';
import { RecentActivity } from '../../components/dashboard/RecentActivity.tsx';
import { CardsDue } from '../../components/flashcards/CardsDue.tsx';
import { RecentDocuments } from '../../components/dashboard/RecentDocuments.tsx';
import { studyTools, writeTools } from '../../components/nav-data.ts';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { useFormat } from '../../hooks/useFormat.ts';
import { firstName } from '../../lib/user.ts';
import { DashSection } from '../../components/dashboard/DashSection.tsx';

// A menu link and the tool it opens share their label's message (so its id).
const descriptions = new Map([...studyTools, ...writeTools].map((t) => [t.label.id, t.description]));
const quickActions = studentMenu.filter((l) =>
  ['/dashboard/document-chat', '/dashboard/ai-homework-helper', '/dashboard/ai-writer', '/dashboard/ai-flashcard-maker', '/dashboard/test-prep', '/dashboard/xyeditor'].includes(l.href),
);

type Step = { label: string; done: boolean; href: string; cta: string };

function setupSteps(user: Profile, i18n: I18n): Step[] {
  return [
    { label: i18n._(msg`Confirm your email`), done: user.emailVerified, href: '/dashboard/settings?tab=profile', cta: i18n._(msg`Confirm`) },
    { label: i18n._(msg`Add a profile photo`), done: Boolean(user.avatarUrl), href: '/dashboard/settings?tab=profile', cta: i18n._(msg`Add photo`) },
    {
      label: i18n._(msg`Add your university and course`),
      done: Boolean(user.universityId && user.courseId),
      href: '/dashboard/settings?tab=profile',
      cta: i18n._(msg`Add`),
    },
    {
      label: i18n._(msg`Turn on two-factor authentication`),
      done: user.twoFactorEnabled,
      href: '/dashboard/settings?tab=security',
      cta: i18n._(msg`Turn on`),
    },
  ];
}

/** 'Good morning' before noon, 'Good afternoon' until 6 pm, then 'Good evening', with the first name when known. */
function greeting(hour: number, name: string | null, i18n: I18n): string {
  if (hour >= 5 && hour < 12) return name ? i18n._(msg`Good morning, ${name}`) : i18n._(msg`Good morning`);
  if (hour >= 12 && hour < 18) return name ? i18n._(msg`Good afternoon, ${name}`) : i18n._(msg`Good afternoon`);
  return name ? i18n._(msg`Good evening, ${name}`) : i18n._(msg`Good evening`);
}

function SetupCard({ user }: { user: Profile }) {
  const { t, i18n } = useLingui();
  const steps = setupSteps(user, i18n);
  const done = steps.filter((s) => s.done).length;
  if (done === steps.length) return null;
  const pct = Math.round((done / steps.length) * 100);
  return (
    <section className="card setup-card" aria-labelledby="setup-title" data-testid="setup-card">
      <div className="setup-card__head">
        <div>
          <h2 id="setup-title" className="dash-card__title">
            <Trans>Finish setting up your account</Trans>
          </h2>
          <p className="dash-card__sub">
            <Trans>
              {done} of {steps.length} done. A complete profile gets you documents for your own course.
            </Trans>
          </p>
        </div>
        <div className="progress-ring" role="img" aria-label={t`${pct}% complete`} style={{ ['--pct' as string]: pct }}>
          <span>{pct}%</span>
        </div>
      </div>
      <ol className="setup-steps">
        {steps.map((step) => (
          <li key={step.label} className={step.done ? 'is-done' : undefined}>
            <span className="setup-steps__mark" aria-hidden="true">
              {step.done && <Check />}
            </span>
            <span className="setup-steps__label">
              {step.label}
              <span className="sr-only">{step.done ? ` ${t`(done)`}` : ` ${t`(to do)`}`}</span>
            </span>
            {!step.done && (
              <Link href={step.href} className="btn btn--soft btn--sm">
                {step.cta}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

function StudyProfile({ user }: { user: Profile }) {
  const { t } = useLingui();
  const universities = useUniversities();
  const courses = useCoursesOf(user.universityId);
  const university = universities.data?.items.find((u) => u.id === user.universityId);
  const course = courses.data?.find((c) => c.id === user.courseId);
  return (
    <section className="card dash-card" aria-labelledby="study-profile">
      <div className="dash-card__head">
        <h2 id="study-profile" className="dash-card__title">
          <Trans>Your studies</Trans>
        </h2>
        <Link href="/dashboard/settings?tab=profile" className="link-arrow">
          <Trans>Edit</Trans> <ArrowRight aria-hidden="true" />
        </Link>
      </div>
      {user.universityId ? (
        <ul className="study-facts">
          <li>
            <span className="icon-tile" style={{ ['--tile-color' as string]: '#4f46e5' }}>
              <Building2 aria-hidden="true" />
            </span>
            <span>
              <span className="study-facts__label">
                <Trans>University</Trans>
              </span>
              <span className="study-facts__value">{university?.name ?? '…'}</span>
            </span>
          </li>
          <li>
            <span className="icon-tile" style={{ ['--tile-color' as string]: '#059669' }}>
              <GraduationCap aria-hidden="true" />
            </span>
            <span>
              <span className="study-facts__label">
                <Trans>Course</Trans>
              </span>
              <span className="study-facts__value">{user.courseId ? (course?.name ?? '…') : t`Not chosen yet`}</span>
            </span>
          </li>
        </ul>
      ) : (
        <p className="dash-card__sub">
          <Trans>Tell us where you study and we will put notes and past papers for your course first.</Trans>
        </p>
      )}
      {university && (
        <Link href={`/universities/${university.slug}`} className="btn btn--secondary btn--sm dash-card__action">
          <BookOpen aria-hidden="true" /> <Trans>Documents at {university.name}</Trans>
        </Link>
      )}
    </section>
  );
}

export default function DashboardHomePage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  usePageMeta({ title: t`Dashboard`, noIndex: true });
  const { user } = useAuth();
  if (!user) return null;
  const now = new Date();
  const name = firstName(user.fullName);
  const date = new Intl.DateTimeFormat(format.locale === 'en' ? 'en-US' : format.locale, { weekday: 'long', month: 'long', day: 'numeric' }).format(now);

  return (
    <div className="dash-page" data-testid="student-dashboard">
      <header className="dash-hero">
        <div className="dash-hero__text">
          <p className="dash-hero__date">{date}</p>
          <h1 className="dash-hero__title">
            {greeting(now.getHours(), name, i18n)}
          </h1>
          <p className="dash-hero__lead">
            <Trans>Pick up a study tool, or find notes and past papers for your course.</Trans>
          </p>
        </div>
        <div className="dash-hero__actions">
          <CardsDue />
          <Link href="/documents" className="btn btn--secondary">
            <Search aria-hidden="true" /> <Trans>Browse documents</Trans>
          </Link>
          <Link href="/dashboard/documents/upload" className="btn btn--primary">
            <Upload aria-hidden="true" /> <Trans>Upload &amp; earn</Trans>
          </Link>
        </div>
      </header>

      <SetupCard user={user} />

      <DashSection id="quick-actions" title={t`Quick actions`}>
        <ul className="quick-grid">
          {quickActions.map((tool) => (
            <li key={tool.href}>
              <Link href={tool.href} className="card quick-card">
                <span className="icon-tile" style={{ ['--tile-color' as string]: tool.color }}>
                  <tool.icon aria-hidden="true" />
                </span>
                <span className="quick-card__text">
                  <span className="quick-card__title">{i18n._(tool.label)}</span>
                  <span className="quick-card__desc">{i18n._(descriptions.get(tool.label.id)!)}</span>
                </span>
                <ArrowRight aria-hidden="true" className="quick-card__arrow" />
              </Link>
            </li>
          ))}
        </ul>
      </DashSection>

      <div className="dash-columns">
        <section className="card dash-card" aria-labelledby="recent-docs">
          <div className="dash-card__head">
            <h2 id="recent-docs" className="dash-card__title">
              <Trans>Recent documents</Trans>
            </h2>
            <Link href="/dashboard/documents" className="link-arrow">
              <Trans>Your library</Trans> <ArrowRight aria-hidden="true" />
            </Link>
          </div>
          <RecentDocuments />
        </section>
        <div className="dash-stack">
          <StudyProfile user={user} />
          <section className="card dash-card" aria-labelledby="recent-activity">
            <div className="dash-card__head">
              <h2 id="recent-activity" className="dash-card__title">
                <Trans>Recent activity</Trans>
              </h2>
              <Link href="/dashboard/wallet" className="link-arrow">
                <Trans>Wallet</Trans> <ArrowRight aria-hidden="true" />
              </Link>
            </div>
            <RecentActivity />
          </section>
        </div>
      </div>
    </div>
  );
}
