// /dashboard: the student dashboard. A greeting, the account checklist (from the real profile), quick
// actions to every tool, the documents the user last opened, bought or uploaded, and the newest movements
// of their points.
import { useLingui } from '@lingui/react';
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
import { firstName, greeting } from '../../lib/user.ts';
import { DashSection } from '../../components/dashboard/DashSection.tsx';

// A menu link and the tool it opens share their label's message (so its id).
const descriptions = new Map([...studyTools, ...writeTools].map((t) => [t.label.id, t.description]));
const quickActions = studentMenu.filter((l) =>
  ['/dashboard/document-chat', '/dashboard/ai-homework-helper', '/dashboard/ai-writer', '/dashboard/ai-flashcard-maker', '/dashboard/test-prep', '/dashboard/xyeditor'].includes(l.href),
);

type Step = { label: string; done: boolean; href: string; cta: string };

function setupSteps(user: Profile): Step[] {
  return [
    { label: 'Confirm your email', done: user.emailVerified, href: '/dashboard/settings?tab=profile', cta: 'Confirm' },
    { label: 'Add a profile photo', done: Boolean(user.avatarUrl), href: '/dashboard/settings?tab=profile', cta: 'Add photo' },
    {
      label: 'Add your university and course',
      done: Boolean(user.universityId && user.courseId),
      href: '/dashboard/settings?tab=profile',
      cta: 'Add',
    },
    {
      label: 'Turn on two-factor authentication',
      done: user.twoFactorEnabled,
      href: '/dashboard/settings?tab=security',
      cta: 'Turn on',
    },
  ];
}

function SetupCard({ user }: { user: Profile }) {
  const steps = setupSteps(user);
  const done = steps.filter((s) => s.done).length;
  if (done === steps.length) return null;
  const pct = Math.round((done / steps.length) * 100);
  return (
    <section className="card setup-card" aria-labelledby="setup-title" data-testid="setup-card">
      <div className="setup-card__head">
        <div>
          <h2 id="setup-title" className="dash-card__title">
            Finish setting up your account
          </h2>
          <p className="dash-card__sub">
            {done} of {steps.length} done. A complete profile gets you documents for your own course.
          </p>
        </div>
        <div className="progress-ring" role="img" aria-label={`${pct}% complete`} style={{ ['--pct' as string]: pct }}>
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
              <span className="sr-only">{step.done ? ' (done)' : ' (to do)'}</span>
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
  const universities = useUniversities();
  const courses = useCoursesOf(user.universityId);
  const university = universities.data?.items.find((u) => u.id === user.universityId);
  const course = courses.data?.find((c) => c.id === user.courseId);
  return (
    <section className="card dash-card" aria-labelledby="study-profile">
      <div className="dash-card__head">
        <h2 id="study-profile" className="dash-card__title">
          Your studies
        </h2>
        <Link href="/dashboard/settings?tab=profile" className="link-arrow">
          Edit <ArrowRight aria-hidden="true" />
        </Link>
      </div>
      {user.universityId ? (
        <ul className="study-facts">
          <li>
            <span className="icon-tile" style={{ ['--tile-color' as string]: '#4f46e5' }}>
              <Building2 aria-hidden="true" />
            </span>
            <span>
              <span className="study-facts__label">University</span>
              <span className="study-facts__value">{university?.name ?? '…'}</span>
            </span>
          </li>
          <li>
            <span className="icon-tile" style={{ ['--tile-color' as string]: '#059669' }}>
              <GraduationCap aria-hidden="true" />
            </span>
            <span>
              <span className="study-facts__label">Course</span>
              <span className="study-facts__value">{user.courseId ? (course?.name ?? '…') : 'Not chosen yet'}</span>
            </span>
          </li>
        </ul>
      ) : (
        <p className="dash-card__sub">
          Tell us where you study and we will put notes and past papers for your course first.
        </p>
      )}
      {university && (
        <Link href={`/universities/${university.slug}`} className="btn btn--secondary btn--sm dash-card__action">
          <BookOpen aria-hidden="true" /> Documents at {university.name}
        </Link>
      )}
    </section>
  );
}

export default function DashboardHomePage() {
  const { _ } = useLingui();
  usePageMeta({ title: 'Dashboard', noIndex: true });
  const { user } = useAuth();
  if (!user) return null;
  const now = new Date();
  const name = firstName(user.fullName);
  const date = now.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' });

  return (
    <div className="dash-page" data-testid="student-dashboard">
      <header className="dash-hero">
        <div className="dash-hero__text">
          <p className="dash-hero__date">{date}</p>
          <h1 className="dash-hero__title">
            {greeting(now.getHours())}
            {name ? `, ${name}` : ''}
          </h1>
          <p className="dash-hero__lead">Pick up a study tool, or find notes and past papers for your course.</p>
        </div>
        <div className="dash-hero__actions">
          <CardsDue />
          <Link href="/documents" className="btn btn--secondary">
            <Search aria-hidden="true" /> Browse documents
          </Link>
          <Link href="/dashboard/documents/upload" className="btn btn--primary">
            <Upload aria-hidden="true" /> Upload &amp; earn
          </Link>
        </div>
      </header>

      <SetupCard user={user} />

      <DashSection id="quick-actions" title="Quick actions">
        <ul className="quick-grid">
          {quickActions.map((tool) => (
            <li key={tool.href}>
              <Link href={tool.href} className="card quick-card">
                <span className="icon-tile" style={{ ['--tile-color' as string]: tool.color }}>
                  <tool.icon aria-hidden="true" />
                </span>
                <span className="quick-card__text">
                  <span className="quick-card__title">{_(tool.label)}</span>
                  <span className="quick-card__desc">{_(descriptions.get(tool.label.id)!)}</span>
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
              Recent documents
            </h2>
            <Link href="/dashboard/documents" className="link-arrow">
              Your library <ArrowRight aria-hidden="true" />
            </Link>
          </div>
          <RecentDocuments />
        </section>
        <div className="dash-stack">
          <StudyProfile user={user} />
          <section className="card dash-card" aria-labelledby="recent-activity">
            <div className="dash-card__head">
              <h2 id="recent-activity" className="dash-card__title">
                Recent activity
              </h2>
              <Link href="/dashboard/wallet" className="link-arrow">
                Wallet <ArrowRight aria-hidden="true" />
              </Link>
            </div>
            <RecentActivity />
          </section>
        </div>
      </div>
    </div>
  );
}
