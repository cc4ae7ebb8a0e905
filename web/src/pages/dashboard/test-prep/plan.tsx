// /dashboard/test-prep/{planId} (spec 001 §2): a plan with its exam date, resources and tests; each test's state,
// price, visibility and progress over attempts; take, see results, publish, delete.
import { CalendarDays, FileText, Globe2, Lock, Pencil, Plus, Sparkles, StickyNote, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { isNotFound } from '../../../api/client.ts';
import { KIND_LABELS, type Plan, type TestSummary, useDeletePlan, useDeleteTest, usePlan, usePublish, useUpdatePlan } from '../../../api/testprep.ts';
import { PlanForm } from '../../../components/testprep/PlanForm.tsx';
import { ProgressBars } from '../../../components/testprep/Progress.tsx';
import { toast } from '../../../components/toast.ts';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { PageSkeleton } from '../../../components/ui/Skeleton.tsx';
import { EmptyState, ErrorPanel } from '../../../components/ui/States.tsx';
import { usePageMeta } from '../../../hooks/usePageMeta.ts';
import { formatDate, plural } from '../../../lib/format.ts';

function daysUntil(date: string): number {
  return Math.ceil((new Date(`${date}T00:00:00Z`).getTime() - Date.now()) / 86_400_000);
}

function TestRow({ plan, test }: { plan: Plan; test: TestSummary }) {
  const publish = usePublish(plan.id);
  const remove = useDeleteTest(plan.id);
  const base = `/dashboard/test-prep/${plan.id}/test/${test.id}`;
  return (
    <li className="card card--pad tp-test" data-testid="tp-test">
      <div className="tp-test__main">
        <div>
          <h3 className="tp-card__title">{test.title}</h3>
          <p className="tp-muted">
            {plural(test.questionCount, 'question')} · {test.kinds.map((k) => KIND_LABELS[k]).join(', ')} · {test.difficulty} · {test.points} points
            {test.isPublic ? ' · public' : ''}
          </p>
          {test.status === 'generating' && <p className="tp-status">Generating questions from your material…</p>}
          {test.status === 'failed' && <p className="tp-status tp-status--bad">{test.error}</p>}
        </div>
        <ProgressBars attempts={test.attempts} />
      </div>
      <div className="tp-actions">
        {test.status === 'ready' && (
          <>
            <Link href={base} className="btn btn--primary btn--sm">
              {test.attempts.length ? 'Retake' : 'Take test'}
            </Link>
            {test.attempts.length > 0 && (
              <Link href={`${base}/results`} className="btn btn--secondary btn--sm">
                Results
              </Link>
            )}
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={publish.isPending}
              onClick={() =>
                publish.mutate(
                  { testId: test.id, publish: !test.isPublic },
                  { onSuccess: (t) => toast.success(t.isPublic ? 'Test published' : 'Test made private'), onError: (e) => toast.error(e.message) },
                )
              }
            >
              {test.isPublic ? <Lock aria-hidden="true" /> : <Globe2 aria-hidden="true" />} {test.isPublic ? 'Make private' : 'Publish'}
            </button>
            {test.isPublic && (
              <Link href={`/test-prep/test/${test.slug}`} className="btn btn--ghost btn--sm">
                Public page
              </Link>
            )}
          </>
        )}
        <button type="button" className="btn btn--ghost btn--sm" aria-label={`Delete ${test.title}`} disabled={remove.isPending} onClick={() => remove.mutate(test.id)}>
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
  usePageMeta({ title: plan.data?.name ?? 'Study plan', noIndex: true });

  if (plan.isPending) return <PageSkeleton />;
  if (plan.isError) {
    return (
      <div className="dash-page">
        <ErrorPanel title={isNotFound(plan.error) ? 'Study plan not found' : 'The plan could not be loaded'} message={plan.error.message} onRetry={isNotFound(plan.error) ? undefined : () => plan.refetch()} />
      </div>
    );
  }
  const p = plan.data;
  const days = p.examDate ? daysUntil(p.examDate) : null;
  return (
    <div className="dash-page tp-page">
      <Breadcrumbs items={[{ label: 'Test Prep', href: '/dashboard/test-prep' }, { label: p.name }]} />
      <header className="dash-page__head tp-row">
        <div>
          {p.subject && <span className="tp-kind">{p.subject.name}</span>}
          <h1 className="dash-page__title">{p.name}</h1>
          {p.examDate && (
            <p className="tp-muted">
              <CalendarDays aria-hidden="true" size={16} /> Exam {formatDate(p.examDate)}
              {days !== null && days >= 0 ? ` · ${days === 0 ? 'today' : `in ${plural(days, 'day')}`}` : ''}
            </p>
          )}
        </div>
        <div className="tp-actions">
          <button type="button" className="btn btn--secondary" onClick={() => setEditing((e) => !e)}>
            <Pencil aria-hidden="true" /> Edit plan
          </button>
          <Link href={`/dashboard/test-prep/${p.id}/create-test`} className="btn btn--primary">
            <Plus aria-hidden="true" /> New test
          </Link>
        </div>
      </header>
      {editing && (
        <div className="tp-narrow">
          <PlanForm
            initial={{ name: p.name, examDate: p.examDate, subjectId: p.subject?.id ?? null }}
            busy={update.isPending}
            error={update.error}
            submitLabel="Save plan"
            onSubmit={(b) => update.mutate(b, { onSuccess: () => setEditing(false) })}
          />
          <button
            type="button"
            className="btn btn--ghost tp-danger"
            onClick={() => removePlan.mutate(p.id, { onSuccess: () => navigate('/dashboard/test-prep') })}
          >
            <Trash2 aria-hidden="true" /> Delete this plan, its tests and notes
          </button>
        </div>
      )}

      <section aria-labelledby="tp-resources" className="tp-section">
        <div className="tp-row">
          <h2 id="tp-resources" className="tp-section__title">
            Resources
          </h2>
          <Link href={`/dashboard/test-prep/${p.id}/edit-resources`}>Edit resources</Link>
        </div>
        {p.resources.length === 0 ? (
          <EmptyState icon={FileText} title="No resources yet" text="Add notes, an upload or a document you bought: tests are made from them." actions={<Link href={`/dashboard/test-prep/${p.id}/edit-resources`} className="btn btn--primary">Add resources</Link>} />
        ) : (
          <ul className="tp-resources">
            {p.resources.map((r) => (
              <li key={`${r.kind}:${r.id}`} className="tp-resource">
                {r.kind === 'notes' ? <StickyNote aria-hidden="true" /> : <FileText aria-hidden="true" />}
                {r.href ? <Link href={r.href}>{r.title}</Link> : <span>{r.title}</span>}
                <span className="tp-muted">
                  {r.kind === 'document' ? 'Document' : r.kind === 'upload' ? 'Upload' : r.kind === 'notes' ? 'Notes' : 'Deck'}
                  {r.pageCount ? ` · ${plural(r.pageCount, 'page')}` : ''}
                  {r.state !== 'ready' ? ` · ${r.state}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="tp-tests" className="tp-section">
        <h2 id="tp-tests" className="tp-section__title">
          Practice tests and progress
        </h2>
        <p className="tp-mode">
          <Sparkles aria-hidden="true" />
          {p.provider === 'local' ? 'Local mode: questions are built from the key sentences and terms of your material.' : 'Questions are written by an AI language model and checked against the pages they cite.'}
        </p>
        {p.tests.length === 0 ? (
          <EmptyState icon={Sparkles} title="No tests yet" text="Generate a practice test from this plan’s resources." actions={<Link href={`/dashboard/test-prep/${p.id}/create-test`} className="btn btn--primary">New test</Link>} />
        ) : (
          <ul className="tp-tests">
            {p.tests.map((t) => (
              <TestRow key={t.id} plan={p} test={t} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
