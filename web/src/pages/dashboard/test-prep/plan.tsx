// /dashboard/test-prep/{planId} (spec 001 §2): a plan with its exam date, resources and tests; each test's state,
// price, visibility and progress over attempts; take, see results, publish, delete.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, FileText, Globe2, Lock, Pencil, Plus, Sparkles, StickyNote, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { isNotFound } from '../../../api/client.ts';
import { type Plan, type TestSummary, useDeletePlan, useDeleteTest, usePlan, usePublish, useUpdatePlan } from '../../../api/testprep.ts';
import { PlanForm } from '../../../components/testprep/PlanForm.tsx';
import { DIFFICULTY_NAMES, KIND_NAMES } from '../../../components/testprep/labels.ts';
import { ProgressBars } from '../../../components/testprep/Progress.tsx';
import { toast } from '../../../components/toast.ts';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { PageSkeleton } from '../../../components/ui/Skeleton.tsx';
import { EmptyState, ErrorPanel } from '../../../components/ui/States.tsx';
import { usePageMeta } from '../../../hooks/usePageMeta.ts';
import { useFormat } from '../../../hooks/useFormat.ts';
import { RESOURCE_KIND_NAMES, RESOURCE_STATE_NAMES } from './resource-labels.ts';

function daysUntil(date: string): number {
  return Math.ceil((new Date(`${date}T00:00:00Z`).getTime() - Date.now()) / 86_400_000);
}

function TestRow({ plan, test }: { plan: Plan; test: TestSummary }) {
  const { t, i18n } = useLingui();
  const publish = usePublish(plan.id);
  const remove = useDeleteTest(plan.id);
  const base = `/dashboard/test-prep/${plan.id}/test/${test.id}`;
  return (
    <li className="card card--pad tp-test" data-testid="tp-test">
      <div className="tp-test__main">
        <div>
          <h3 className="tp-card__title">{test.title}</h3>
          <p className="tp-muted">
            <Plural value={test.questionCount} one="# question" other="# questions" /> · {test.kinds.map((k) => i18n._(KIND_NAMES[k])).join(', ')} ·{' '}
            {i18n._(DIFFICULTY_NAMES[test.difficulty])} · <Plural value={test.points} one="# point" other="# points" />
            {test.isPublic ? ` · ${t`public`}` : ''}
          </p>
          {test.status === 'generating' && <p className="tp-status">
              <Trans>Generating questions from your material…</Trans>
            </p>}
          {test.status === 'failed' && <p className="tp-status tp-status--bad">{test.error}</p>}
        </div>
        <ProgressBars attempts={test.attempts} />
      </div>
      <div className="tp-actions">
        {test.status === 'ready' && (
          <>
            <Link href={base} className="btn btn--primary btn--sm">
              {test.attempts.length ? t`Retake` : t`Take test`}
            </Link>
            {test.attempts.length > 0 && (
              <Link href={`${base}/results`} className="btn btn--secondary btn--sm">
                <Trans>Results</Trans>
              </Link>
            )}
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={publish.isPending}
              onClick={() =>
                publish.mutate(
                  { testId: test.id, publish: !test.isPublic },
                  { onSuccess: (next) => toast.success(next.isPublic ? t`Test published` : t`Test made private`), onError: (e) => toast.error(e.message) },
                )
              }
            >
              {test.isPublic ? <Lock aria-hidden="true" /> : <Globe2 aria-hidden="true" />} {test.isPublic ? t`Make private` : t`Publish`}
            </button>
            {test.isPublic && (
              <Link href={`/test-prep/test/${test.slug}`} className="btn btn--ghost btn--sm">
                <Trans>Public page</Trans>
              </Link>
            )}
          </>
        )}
        <button type="button" className="btn btn--ghost btn--sm" aria-label={t`Delete ${test.title}`} disabled={remove.isPending} onClick={() => remove.mutate(test.id)}>
          <Trash2 aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}

export default function PlanPage() {
  const { planId = '' } = useParams<{ planId: string }>();
  const plan = usePlan(planId);
  const update = useUpdatePlan(planId);
  const removePlan = useDeletePlan();
  const [editing, setEditing] = useState(false);
  const [, navigate] = useLocation();
  const { t, i18n } = useLingui();
  const format = useFormat();
  usePageMeta({ title: plan.data?.name ?? t`Study plan`, noIndex: true });

  if (plan.isPending) return <PageSkeleton />;
  if (plan.isError) {
    return (
      <div className="dash-page">
        <ErrorPanel title={isNotFound(plan.error) ? t`Study plan not found` : t`The plan could not be loaded`} message={plan.error.message} onRetry={isNotFound(plan.error) ? undefined : () => plan.refetch()} />
      </div>
    );
  }
  const p = plan.data;
  const days = p.examDate ? daysUntil(p.examDate) : null;
  return (
    <div className="dash-page tp-page">
      <Breadcrumbs items={[{ label: t`Test Prep`, href: '/dashboard/test-prep' }, { label: p.name }]} />
      <header className="dash-page__head tp-row">
        <div>
          {p.subject && <span className="tp-kind">{p.subject.name}</span>}
          <h1 className="dash-page__title">{p.name}</h1>
          {p.examDate && (
            <p className="tp-muted">
              <CalendarDays aria-hidden="true" size={16} /> <Trans>Exam {format.date(p.examDate)}</Trans>
              {days !== null && days >= 0 && (
                <>
                  {' · '}
                  {days === 0 ? <Trans>today</Trans> : <Plural value={days} one="in # day" other="in # days" />}
                </>
              )}
            </p>
          )}
        </div>
        <div className="tp-actions">
          <button type="button" className="btn btn--secondary" onClick={() => setEditing((e) => !e)}>
            <Pencil aria-hidden="true" /> <Trans>Edit plan</Trans>
          </button>
          <Link href={`/dashboard/test-prep/${p.id}/create-test`} className="btn btn--primary">
            <Plus aria-hidden="true" /> <Trans>New test</Trans>
          </Link>
        </div>
      </header>
      {editing && (
        <div className="tp-narrow">
          <PlanForm
            initial={{ name: p.name, examDate: p.examDate, subjectId: p.subject?.id ?? null }}
            busy={update.isPending}
            error={update.error}
            submitLabel={t`Save plan`}
            onSubmit={(b) => update.mutate(b, { onSuccess: () => setEditing(false) })}
          />
          <button
            type="button"
            className="btn btn--ghost tp-danger"
            onClick={() => removePlan.mutate(p.id, { onSuccess: () => navigate('/dashboard/test-prep') })}
          >
            <Trash2 aria-hidden="true" /> <Trans>Delete this plan, its tests and notes</Trans>
          </button>
        </div>
      )}

      <section aria-labelledby="tp-resources" className="tp-section">
        <div className="tp-row">
          <h2 id="tp-resources" className="tp-section__title">
            <Trans>Resources</Trans>
          </h2>
          <Link href={`/dashboard/test-prep/${p.id}/edit-resources`}>
            <Trans>Edit resources</Trans>
          </Link>
        </div>
        {p.resources.length === 0 ? (
          <EmptyState
            icon={FileText}
            title={t`No resources yet`}
            text={t`Add notes, an upload or a document you bought: tests are made from them.`}
            actions={
              <Link href={`/dashboard/test-prep/${p.id}/edit-resources`} className="btn btn--primary">
                <Trans>Add resources</Trans>
              </Link>
            }
          />
        ) : (
          <ul className="tp-resources">
            {p.resources.map((r) => (
              <li key={`${r.kind}:${r.id}`} className="tp-resource">
                {r.kind === 'notes' ? <StickyNote aria-hidden="true" /> : <FileText aria-hidden="true" />}
                {r.href ? <Link href={r.href}>{r.title}</Link> : <span>{r.title}</span>}
                <span className="tp-muted">
                  {i18n._(RESOURCE_KIND_NAMES[r.kind])}
                  {r.pageCount ? (
                    <>
                      {' · '}
                      <Plural value={r.pageCount} one="# page" other="# pages" />
                    </>
                  ) : null}
                  {r.state !== 'ready' ? ` · ${i18n._(RESOURCE_STATE_NAMES[r.state])}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="tp-tests" className="tp-section">
        <h2 id="tp-tests" className="tp-section__title">
          <Trans>Practice tests and progress</Trans>
        </h2>
        <p className="tp-mode">
          <Sparkles aria-hidden="true" />
          {p.provider === 'local'
            ? t`Local mode: questions are built from the key sentences and terms of your material.`
            : t`Questions are written by an AI language model and checked against the pages they cite.`}
        </p>
        {p.tests.length === 0 ? (
          <EmptyState
            icon={Sparkles}
            title={t`No tests yet`}
            text={t`Generate a practice test from this plan’s resources.`}
            actions={
              <Link href={`/dashboard/test-prep/${p.id}/create-test`} className="btn btn--primary">
                <Trans>New test</Trans>
              </Link>
            }
          />
        ) : (
          <ul className="tp-tests">
            {p.tests.map((test) => (
              <TestRow key={test.id} plan={p} test={test} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
