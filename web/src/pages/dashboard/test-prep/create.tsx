// /dashboard/test-prep/create (spec 001 §2): a new study plan; then its resources.
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { useCreatePlan } from '../../../api/testprep.ts';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { usePageMeta } from '../../../hooks/usePageMeta.ts';
import { PlanForm } from '../../../components/testprep/PlanForm.tsx';

export default function CreatePlanPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`New study plan`, noIndex: true });
  const create = useCreatePlan();
  const [, navigate] = useLocation();
  return (
    <div className="dash-page tp-page tp-narrow">
      <Breadcrumbs items={[{ label: t`Test Prep`, href: '/dashboard/test-prep' }, { label: t`New study plan` }]} />
      <header className="dash-page__head">
        <h1 className="dash-page__title">
          <Trans>New study plan</Trans>
        </h1>
        <p className="dash-page__lead">
          <Trans>Name the exam you are preparing for. Next you add what you study from: notes, uploads and documents you bought.</Trans>
        </p>
      </header>
      <PlanForm busy={create.isPending} error={create.error} submitLabel={t`Create plan`} onSubmit={(b) => create.mutate(b, { onSuccess: (plan) => navigate(`/dashboard/test-prep/${plan.id}/edit-resources`) })} />
    </div>
  );
}
