// The subscription plans' monthly prices on /admin/settings. A change applies to new subscriptions and plan changes;
// a running subscription keeps the price it started with, renewals included (the card says how many that is).
import { Repeat } from 'lucide-react';
import { useState } from 'react';
import { planPriceChange } from '../../../../modules/subscriptions/contract.ts';
import { type AdminPlan, useChangePlanPrice } from '../../api/admin-pricing.ts';
import { toast } from '../toast.ts';
import { Field } from '../ui/Form.tsx';
import { Pill } from './AdminPage.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { centsOf, dollars, PRICE_FORMAT_MESSAGE } from './price-input.ts';

const priceRule = planPriceChange.shape.priceCents;

function PlanCard({ plan }: { plan: AdminPlan }) {
  const change = useChangePlanPrice();
  const [text, setText] = useState(dollars(plan.priceCents));
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<number | null>(null);
  const cents = centsOf(text);
  const running = plan.liveSubscriptions === 1 ? '1 running subscription keeps' : `${plan.liveSubscriptions} running subscriptions keep`;
  return (
    <>
    <form
      className="card card--pad admin-setting"
      data-testid={`plan-${plan.slug}`}
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = priceRule.safeParse(cents);
        const message = Number.isNaN(cents) ? PRICE_FORMAT_MESSAGE : parsed.error?.issues[0]?.message;
        setError(message);
        if (!message) setConfirming(cents);
      }}
    >
      <div className="admin-setting__head">
        <h3 className="admin-setting__title">{plan.name}</h3>
        {plan.isActive ? <Pill tone="success">Offered</Pill> : <Pill tone="muted">Not offered</Pill>}
      </div>
      <p className="admin-setting__text">
        {plan.bonusPoints} unlocks a month. {running} their price.
      </p>
      <Field label={`Monthly price (${plan.currency.toUpperCase()})`} error={error}>
        {({ id, describedBy, invalid }) => <input id={id} aria-describedby={describedBy} aria-invalid={invalid} className="input" inputMode="decimal" value={text} onChange={(e) => setText(e.target.value)} />}
      </Field>
      <div className="admin-setting__actions">
        <button type="submit" className="btn btn--primary btn--sm" disabled={cents === plan.priceCents}>
          Save
        </button>
      </div>
    </form>
      {confirming !== null && (
        <ConfirmDialog
          title={`Change the ${plan.name} price?`}
          text={`From $${dollars(plan.priceCents)} to $${dollars(confirming)} a month, for new subscriptions and plan changes. ${running} their price, also when they renew.`}
          confirmLabel="Save"
          icon={Repeat}
          reason={{ label: 'Reason', hint: 'Kept in the audit log.', requiredMessage: 'Give a reason' }}
          onClose={() => setConfirming(null)}
          onConfirm={async (reason) => {
            await change.mutateAsync({ id: plan.id, priceCents: confirming, reason });
            toast.success('Plan price saved', { description: `${plan.name}: $${dollars(confirming)} a month` });
          }}
        />
      )}
    </>
  );
}

export function PlanPrices({ plans }: { plans: AdminPlan[] }) {
  return (
    <>
      <h2 className="admin-settings__subtitle">Subscription plan prices</h2>
      <p className="admin-setting__text admin-settings__note">
        New subscriptions and plan changes pay the new price. A running subscription keeps the price it started with, also when it renews.
      </p>
      <div className="admin-settings">
        {plans.map((p) => (
          <PlanCard key={`${p.id}:${p.updatedAt}`} plan={p} />
        ))}
      </div>
    </>
  );
}
