// The subscription plans' monthly prices on /admin/settings. A change applies to new subscriptions and plan changes;
// a running subscription keeps the price it started with, renewals included (the card says how many that is).
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Repeat } from 'lucide-react';
import { useState } from 'react';
import { planPriceChange } from '../../../../modules/subscriptions/contract.ts';
import { checkForm } from '../../lib/validation-messages.ts';
import { type AdminPlan, useChangePlanPrice } from '../../api/admin-pricing.ts';
import { useFormat } from '../../hooks/useFormat.ts';
import { toast } from '../toast.ts';
import { Field } from '../ui/Form.tsx';
import { Pill } from './AdminPage.tsx';
import { auditReason, ConfirmDialog } from './ConfirmDialog.tsx';
import { centsOf, dollars, PRICE_FORMAT_MESSAGE } from './price-input.ts';

const priceRule = planPriceChange.shape.priceCents;

function PlanCard({ plan }: { plan: AdminPlan }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const change = useChangePlanPrice();
  const [text, setText] = useState(dollars(plan.priceCents));
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<number | null>(null);
  const cents = centsOf(text);
  const name = plan.name;
  const currency = plan.currency.toUpperCase();
  const price = (priceCents: number) => format.money(priceCents, plan.currency);
  const unlocks = t`${plural(plan.bonusPoints, { one: '# unlock a month.', other: '# unlocks a month.' })}`;
  const live = plan.liveSubscriptions;
  const running = t`${plural(live, { one: '# running subscription keeps their price.', other: '# running subscriptions keep their price.' })}`;
  return (
    <>
    <form
      className="card card--pad admin-setting"
      data-testid={`plan-${plan.slug}`}
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = checkForm(priceRule, cents, i18n);
        const message = Number.isNaN(cents) ? i18n._(PRICE_FORMAT_MESSAGE) : parsed.error?.issues[0]?.message;
        setError(message);
        if (!message) setConfirming(cents);
      }}
    >
      <div className="admin-setting__head">
        <h3 className="admin-setting__title">{plan.name}</h3>
        {plan.isActive ? (
          <Pill tone="success">
            <Trans>Offered</Trans>
          </Pill>
        ) : (
          <Pill tone="muted">
            <Trans>Not offered</Trans>
          </Pill>
        )}
      </div>
      <p className="admin-setting__text">
        {unlocks} {running}
      </p>
      <Field label={t`Monthly price (${currency})`} error={error}>
        {({ id, describedBy, invalid }) => <input id={id} aria-describedby={describedBy} aria-invalid={invalid} className="input" inputMode="decimal" value={text} onChange={(e) => setText(e.target.value)} />}
      </Field>
      <div className="admin-setting__actions">
        <button type="submit" className="btn btn--primary btn--sm" disabled={cents === plan.priceCents}>
          <Trans>Save</Trans>
        </button>
      </div>
    </form>
      {confirming !== null && (
        <ConfirmDialog
          title={t`Change the ${name} price?`}
          text={t`From ${price(plan.priceCents)} to ${price(confirming)} a month, for new subscriptions and plan changes. ${plural(live, { one: '# running subscription keeps their price, also when they renew.', other: '# running subscriptions keep their price, also when they renew.' })}`}
          confirmLabel={t`Save`}
          icon={Repeat}
          reason={auditReason(i18n)}
          onClose={() => setConfirming(null)}
          onConfirm={async (reason) => {
            await change.mutateAsync({ id: plan.id, priceCents: confirming, reason });
            toast.success(t`Plan price saved`, { description: t`${name}: ${price(confirming)} a month` });
          }}
        />
      )}
    </>
  );
}

export function PlanPrices({ plans }: { plans: AdminPlan[] }) {
  return (
    <>
      <h2 className="admin-settings__subtitle">
        <Trans>Subscription plan prices</Trans>
      </h2>
      <p className="admin-setting__text admin-settings__note">
        <Trans>New subscriptions and plan changes pay the new price. A running subscription keeps the price it started with, also when it renews.</Trans>
      </p>
      <div className="admin-settings">
        {plans.map((p) => (
          <PlanCard key={`${p.id}:${p.updatedAt}`} plan={p} />
        ))}
      </div>
    </>
  );
}
