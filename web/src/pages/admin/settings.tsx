// /admin/settings: the run-time settings (seller share, withdrawal minimum) with their value, default and last
// change, then the points packages, bonus tiers and plan prices, then the AI prices; saving asks for a reason
// (audited) and every instance applies it within 5 seconds.
import { Trans, useLingui } from '@lingui/react/macro';
import { Settings2 } from 'lucide-react';
import { useState } from 'react';
import { useAdminPlans, useAdminPricing } from '../../api/admin-pricing.ts';
import { isAiPriceKey, type Setting, useAdminSettings, useChangeSetting } from '../../api/admin-settings.ts';
import { AdminPage, ChangedPill } from '../../components/admin/AdminPage.tsx';
import { AiPrices, type PriceChange, priceChangeText, priceName } from '../../components/admin/AiPrices.tsx';
import { auditReason, ConfirmDialog } from '../../components/admin/ConfirmDialog.tsx';
import { PackagePrices } from '../../components/admin/PackagePrices.tsx';
import { PlanPrices } from '../../components/admin/PlanPrices.tsx';
import { settingWords } from '../../components/admin/setting-words.ts';
import { toast } from '../../components/toast.ts';
import { Field } from '../../components/ui/Form.tsx';
import { PageSkeleton } from '../../components/ui/Skeleton.tsx';
import { ErrorPanel } from '../../components/ui/States.tsx';
import { useFormat } from '../../hooks/useFormat.ts';

function SettingCard({ s, onSave }: { s: Setting; onSave: (s: Setting, value: number) => void }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [text, setText] = useState(String(s.value));
  const dirty = text.trim() !== String(s.value);
  const words = settingWords(s, i18n);
  const label = words.label;
  const unit = words.unit;
  const fallback = String(s.defaultValue);
  const changed = s.updatedAt ? format.dateTime(s.updatedAt) : null;
  const by = s.updatedBy?.fullName;
  const hint = !changed
    ? t`Default ${fallback} ${unit}`
    : by
      ? t`Default ${fallback} ${unit} · changed ${changed} by ${by}`
      : t`Default ${fallback} ${unit} · changed ${changed} by a former admin`;
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
        <h2 className="admin-setting__title">{label}</h2>
        <ChangedPill changed={s.changed} />
      </div>
      <p className="admin-setting__text">{words.description}</p>
      <Field label={`${label} (${unit})`} hint={hint}>
        {({ id, describedBy }) => <input id={id} aria-describedby={describedBy} className="input" inputMode="numeric" value={text} onChange={(e) => setText(e.target.value)} />}
      </Field>
      <div className="admin-setting__actions">
        <button type="submit" className="btn btn--primary btn--sm" disabled={!dirty}>
          <Trans>Save</Trans>
        </button>
      </div>
    </form>
  );
}

/** Packages, tiers and plans come from their own modules; each part loads (or fails) on its own. */
function Prices() {
  const { t } = useLingui();
  const pricing = useAdminPricing();
  const plans = useAdminPlans();
  return (
    <>
      {pricing.isPending ? (
        <PageSkeleton />
      ) : pricing.isError ? (
        <ErrorPanel title={t`Failed to load the points packages`} message={pricing.error.message} onRetry={() => pricing.refetch()} />
      ) : (
        <PackagePrices packages={pricing.data.packages} tiers={pricing.data.bonusTiers} />
      )}
      {plans.isPending ? (
        <PageSkeleton />
      ) : plans.isError ? (
        <ErrorPanel title={t`Failed to load the subscription plans`} message={plans.error.message} onRetry={() => plans.refetch()} />
      ) : (
        <PlanPrices plans={plans.data} />
      )}
    </>
  );
}

export default function AdminSettingsPage() {
  const { t, i18n } = useLingui();
  const query = useAdminSettings();
  const change = useChangeSetting();
  const [saving, setSaving] = useState<{ s: Setting; value: number } | null>(null);
  const [pricing, setPricing] = useState<PriceChange | null>(null);
  return (
    <AdminPage
      eyebrow={t`Platform`}
      title={t`Settings`}
      lead={t`Settings that are safe to change while the platform runs. Every change is audited and applies everywhere within 5 seconds.`}
      testId="admin-settings"
    >
      {query.isPending ? (
        <PageSkeleton />
      ) : query.isError ? (
        <ErrorPanel title={t`Failed to load the settings`} message={query.error.message} onRetry={() => query.refetch()} />
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
          title={t`Change the ${settingWords(saving.s, i18n).inSentence}?`}
          text={t`From ${String(saving.s.value)} to ${saving.value} ${settingWords(saving.s, i18n).unit}. It applies to what happens from now on.`}
          confirmLabel={t`Save`}
          icon={Settings2}
          reason={auditReason(i18n)}
          onClose={() => setSaving(null)}
          onConfirm={async (reason) => {
            await change.mutateAsync({ key: saving.s.key, value: saving.value, reason });
            const words = settingWords(saving.s, i18n);
            toast.success(t`Setting saved`, { description: `${words.label}: ${saving.value} ${words.unit}` });
          }}
        />
      )}
      {pricing && (
        <ConfirmDialog
          {...priceChangeText(pricing, i18n)}
          confirmLabel={t`Save`}
          icon={Settings2}
          reason={auditReason(i18n)}
          onClose={() => setPricing(null)}
          onConfirm={async (reason) => {
            await change.mutateAsync({ key: pricing.s.key, value: pricing.value, reason });
            toast.success(t`Price saved`, { description: priceName(pricing.s, i18n) });
          }}
        />
      )}
    </AdminPage>
  );
}
