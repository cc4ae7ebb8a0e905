// /admin/settings: the run-time settings (seller share, withdrawal minimum) with their value, default and last
// change, then the points packages, bonus tiers and plan prices, then the AI prices; saving asks for a reason
// (audited) and every instance applies it within 5 seconds.
import { Settings2 } from 'lucide-react';
import { useState } from 'react';
import { useAdminPlans, useAdminPricing } from '../../api/admin-pricing.ts';
import { isAiPriceKey, type Setting, useAdminSettings, useChangeSetting } from '../../api/admin-settings.ts';
import { AdminPage, Pill } from '../../components/admin/AdminPage.tsx';
import { AiPrices, type PriceChange, priceChangeText } from '../../components/admin/AiPrices.tsx';
import { ConfirmDialog } from '../../components/admin/ConfirmDialog.tsx';
import { PackagePrices } from '../../components/admin/PackagePrices.tsx';
import { PlanPrices } from '../../components/admin/PlanPrices.tsx';
import { toast } from '../../components/toast.ts';
import { Field } from '../../components/ui/Form.tsx';
import { PageSkeleton } from '../../components/ui/Skeleton.tsx';
import { ErrorPanel } from '../../components/ui/States.tsx';
import { formatDateTime } from '../../lib/format.ts';

function SettingCard({ s, onSave }: { s: Setting; onSave: (s: Setting, value: number) => void }) {
  const [text, setText] = useState(String(s.value));
  const dirty = text.trim() !== String(s.value);
  return (
    <form
      className="card card--pad admin-setting"
      data-testid={`setting-${s.key}`}
      onSubmit={(e) => {
        e.preventDefault();
        onSave(s, Number(text));
      }}
    >
      <div className="admin-setting__head">
        <h2 className="admin-setting__title">{s.label}</h2>
        {s.changed ? <Pill tone="brand">Changed</Pill> : <Pill tone="muted">Default</Pill>}
      </div>
      <p className="admin-setting__text">{s.description}</p>
      <Field label={`${s.label} (${s.unit})`} hint={`Default ${String(s.defaultValue)} ${s.unit}${s.updatedAt ? ` · changed ${formatDateTime(s.updatedAt)} by ${s.updatedBy?.fullName ?? 'a former admin'}` : ''}`}>
        {({ id, describedBy }) => <input id={id} aria-describedby={describedBy} className="input" inputMode="numeric" value={text} onChange={(e) => setText(e.target.value)} />}
      </Field>
      <div className="admin-setting__actions">
        <button type="submit" className="btn btn--primary btn--sm" disabled={!dirty}>
          Save
        </button>
      </div>
    </form>
  );
}

/** Packages, tiers and plans come from their own modules; each part loads (or fails) on its own. */
function Prices() {
  const pricing = useAdminPricing();
  const plans = useAdminPlans();
  return (
    <>
      {pricing.isPending ? (
        <PageSkeleton />
      ) : pricing.isError ? (
        <ErrorPanel title="Failed to load the points packages" message={pricing.error.message} onRetry={() => pricing.refetch()} />
      ) : (
        <PackagePrices packages={pricing.data.packages} tiers={pricing.data.bonusTiers} />
      )}
      {plans.isPending ? (
        <PageSkeleton />
      ) : plans.isError ? (
        <ErrorPanel title="Failed to load the subscription plans" message={plans.error.message} onRetry={() => plans.refetch()} />
      ) : (
        <PlanPrices plans={plans.data} />
      )}
    </>
  );
}

export default function AdminSettingsPage() {
  const query = useAdminSettings();
  const change = useChangeSetting();
  const [saving, setSaving] = useState<{ s: Setting; value: number } | null>(null);
  const [pricing, setPricing] = useState<PriceChange | null>(null);
  return (
    <AdminPage eyebrow="Platform" title="Settings" lead="Settings that are safe to change while the platform runs. Every change is audited and applies everywhere within 5 seconds." testId="admin-settings">
      {query.isPending ? (
        <PageSkeleton />
      ) : query.isError ? (
        <ErrorPanel title="Failed to load the settings" message={query.error.message} onRetry={() => query.refetch()} />
      ) : (
        <>
          <div className="admin-settings">
            {query.data.items.filter((s) => !isAiPriceKey(s.key)).map((s) => (
              <SettingCard key={`${s.key}:${String(s.value)}`} s={s} onSave={(setting, value) => setSaving({ s: setting, value })} />
            ))}
          </div>
          <Prices />
          <AiPrices items={query.data.items.filter((s) => isAiPriceKey(s.key))} onSave={setPricing} />
        </>
      )}
      {saving && (
        <ConfirmDialog
          title={`Change the ${saving.s.label.toLowerCase()}?`}
          text={`From ${String(saving.s.value)} to ${saving.value} ${saving.s.unit}. It applies to what happens from now on.`}
          confirmLabel="Save"
          icon={Settings2}
          reason={{ label: 'Reason', hint: 'Kept in the audit log.', requiredMessage: 'Give a reason' }}
          onClose={() => setSaving(null)}
          onConfirm={async (reason) => {
            await change.mutateAsync({ key: saving.s.key, value: saving.value, reason });
            toast.success('Setting saved', { description: `${saving.s.label}: ${saving.value} ${saving.s.unit}` });
          }}
        />
      )}
      {pricing && (
        <ConfirmDialog
          {...priceChangeText(pricing)}
          confirmLabel="Save"
          icon={Settings2}
          reason={{ label: 'Reason', hint: 'Kept in the audit log.', requiredMessage: 'Give a reason' }}
          onClose={() => setPricing(null)}
          onConfirm={async (reason) => {
            await change.mutateAsync({ key: pricing.s.key, value: pricing.value, reason });
            toast.success('Price saved', { description: pricing.s.label });
          }}
        />
      )}
    </AdminPage>
  );
}
