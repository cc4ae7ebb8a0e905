// /dashboard/test-prep (spec 001 §2): the student's study plans, most recently changed first, with their exam
// date, resources, tests and best score.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, ClipboardCheck, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { usePlans } from '../../../api/testprep.ts';
import { Skeleton } from '../../../components/ui/Skeleton.tsx';
import { EmptyState, ErrorPanel } from '../../../components/ui/States.tsx';
import { usePageMeta } from '../../../hooks/usePageMeta.ts';
import { useFormat } from '../../../hooks/useFormat.ts';

export default function PlansPage() {
  const { t } = useLingui();
  const format = useFormat();
  usePageMeta({ title: t`Test Prep`, description: t`Your study plans and practice tests.`, noIndex: true });
  const plans = usePlans();
  const create = (
    <Link href="/dashboard/test-prep/create" className="btn btn--primary">
      <Plus aria-hidden="true" /> <Trans>New study plan</Trans>
    </Link>
  );
  return (
    <div className="dash-page tp-page">
      <header className="dash-page__head tp-row">
        <div>
          <h1 className="dash-page__title">
            <Trans>Test Prep</Trans>
          </h1>
          <p className="dash-page__lead">
            <Trans>Plan for an exam, generate practice tests from your material and watch your scores improve.</Trans>
          </p>
        </div>
        {create}
      </header>
      {plans.isPending ? (
        <div className="tp-cards">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={110} />
          ))}
        </div>
      ) : plans.isError ? (
        <ErrorPanel title={t`Your plans could not be loaded`} message={plans.error.message} onRetry={() => plans.refetch()} />
      ) : plans.data.total === 0 ? (
        <EmptyState
          icon={ClipboardCheck}
          title={t`No study plans yet`}
          text={t`Create a plan for your next exam, add your notes or documents, and generate your first practice test.`}
          actions={create}
        />
      ) : (
        <ul className="tp-cards">
          {plans.data.items.map((p) => (
            <li key={p.id}>
              <Link href={`/dashboard/test-prep/${p.id}`} className="card card--interactive tp-card" data-testid="tp-plan-card">
                <span className="icon-tile" style={{ ['--tile-color' as string]: '#059669' }}>
                  <ClipboardCheck aria-hidden="true" />
                </span>
                <span className="tp-card__text">
                  {p.subject && <span className="tp-kind">{p.subject.name}</span>}
                  <span className="tp-card__title">{p.name}</span>
                  <span className="tp-muted">
                    <Plural value={p.resourceCount} one="# resource" other="# resources" /> · <Plural value={p.testCount} one="# test" other="# tests" />
                    {p.bestScore !== null && (
                      <>
                        {' · '}
                        <Trans>best {Math.round(p.bestScore * 100)}%</Trans>
                      </>
                    )}
                  </span>
                  {p.examDate && (
                    <span className="tp-muted">
                      <CalendarDays aria-hidden="true" size={14} /> <Trans>Exam {format.date(p.examDate)}</Trans>
                    </span>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
