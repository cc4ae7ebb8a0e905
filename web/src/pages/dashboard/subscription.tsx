// /dashboard/subscription: the plans (cheapest first), the current plan with the unlocks left this period and its
// renewal date, and cancel (at the period end) / resume / change plan. Subscribing goes to the provider's hosted
// checkout (the local TEST MODE page in the embedded setup) and comes back here, which asks the provider again.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, CalendarClock, CheckCircle2, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Plan, Subscription } from '../../../../modules/subscriptions/contract.ts';
import { ApiError } from '../../api/client.ts';
import { subscriptionKeys, subscriptionsApi, useMySubscription, usePlans } from '../../api/subscriptions.ts';
import { toast } from '../../components/toast.ts';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { ErrorPanel } from '../../components/ui/States.tsx';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { useFormat } from '../../hooks/useFormat.ts';
import { DashSection } from '../../components/dashboard/DashSection.tsx';

const PLACEHOLDER_KEYS = ['a', 'b', 'c'];
const STATUS_LABEL: Record<Subscription['status'], MessageDescriptor> = {
  incomplete: msg`Waiting for payment`,
  active: msg`Active`,
  past_due: msg`Payment failed`,
  cancelled: msg`Cancelled`,
};

export default function SubscriptionPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const failure = (e: unknown) => (e instanceof Error ? e.message : t`Something went wrong. Please try again.`);
  usePageMeta({ title: t`Subscription`, description: t`Your plan, its document unlocks and renewal.`, noIndex: true });
  const plans = usePlans();
  const mine = useMySubscription();
  const client = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const current = mine.data?.subscription ?? null;
  const live = current && (current.status === 'active' || current.status === 'past_due') ? current : null;

  // Back from the provider: ask it now rather than wait for its webhook.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const id = params.get('subscription_id');
    if (!id || params.get('subscribed') !== 'true') return;
    window.history.replaceState(null, '', window.location.pathname);
    subscriptionsApi
      .sync(id)
      .then((s) => {
        client.setQueryData(subscriptionKeys.mine, { subscription: s });
        if (s.status === 'active') {
          const planName = s.plan.name;
          toast.success(t`Subscription active`, {
            description: t`${planName}: ${plural(s.unlocksLeft, { one: '# document unlock this period.', other: '# document unlocks this period.' })}`,
          });
        }
      })
      .catch(() => undefined);
  }, [client, t]);

  async function run(key: string, work: () => Promise<unknown>) {
    if (busy) return;
    setBusy(key);
    try {
      await work();
      await client.invalidateQueries({ queryKey: subscriptionKeys.mine });
    } catch (e) {
      toast.error(e instanceof ApiError && e.status >= 500 ? t`The payment provider could not be reached. Please try again.` : failure(e));
    } finally {
      setBusy(null);
    }
  }

  const choose = (plan: Plan) =>
    run(plan.id, async () => {
      if (live) {
        const changed = await subscriptionsApi.changePlan(live.id, plan.id);
        if (changed.url) window.location.assign(changed.url);
        else {
          const planName = changed.subscription.plan.name;
          toast.success(t`Plan changed`, { description: t`You are now on ${planName}.` });
        }
        return;
      }
      const started = await subscriptionsApi.checkout({ planId: plan.id });
      window.location.assign(started.url);
    });

  return (
    <div className="dash-page subscription">
      <header className="dash-page__head">
        <h1 className="dash-page__title">
          <Trans>Subscription</Trans>
        </h1>
        <p className="dash-page__lead">
          <Trans>Unlock documents every month without spending points. Unused unlocks do not carry over.</Trans>
        </p>
      </header>

      {mine.isError ? (
        <ErrorPanel title={t`Subscription unavailable`} message={t`Could not load your subscription.`} onRetry={() => void mine.refetch()} />
      ) : mine.isPending ? (
        <Skeleton height={140} />
      ) : current ? (
        <section className="card subscription-current" data-testid="current-subscription" aria-labelledby="current-plan-title">
          <div className="subscription-current__head">
            <BadgeCheck aria-hidden="true" className="subscription-current__icon" />
            <div>
              <h2 id="current-plan-title" className="subscription-current__plan">
                {current.plan.name}
              </h2>
              <span className={`badge ${current.status === 'active' ? 'badge--success' : 'badge--warning'}`}>{i18n._(STATUS_LABEL[current.status])}</span>
            </div>
          </div>
          <dl className="subscription-current__facts">
            <div>
              <dt>
                <Trans>Unlocks left this period</Trans>
              </dt>
              <dd data-testid="unlocks-left">
                <Trans>
                  {current.unlocksLeft} of {current.plan.bonusPoints}
                </Trans>
              </dd>
            </div>
            <div>
              <dt>{current.cancelAtPeriodEnd || current.status === 'cancelled' ? t`Ends` : t`Renews`}</dt>
              <dd>{current.currentPeriodEnd ? format.date(current.currentPeriodEnd) : '—'}</dd>
            </div>
            <div>
              <dt>
                <Trans>Price</Trans>
              </dt>
              <dd>
                <Trans>{format.money(current.plan.priceCents)} / month</Trans>
              </dd>
            </div>
          </dl>
          {current.status === 'past_due' && (
            <p className="subscription-current__note">
              <Trans>Your last payment failed. Your unlocks continue while the payment is retried; update your payment method with the provider.</Trans>
            </p>
          )}
          {live && (
            <div className="subscription-current__actions">
              {live.cancelAtPeriodEnd ? (
                <>
                  <p className="subscription-current__note">
                    <CalendarClock aria-hidden="true" /> <Trans>Cancelled: your plan stays active until {format.date(live.currentPeriodEnd!)}.</Trans>
                  </p>
                  <button
                    type="button"
                    className="btn btn--primary"
                    disabled={busy !== null}
                    onClick={() => void run('resume', async () => subscriptionsApi.resume(live.id).then(() => toast.success(t`Subscription resumed`)))}
                  >
                    <Trans>Resume subscription</Trans>
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  className="btn btn--secondary"
                  disabled={busy !== null}
                  onClick={() =>
                    void run('cancel', async () =>
                      subscriptionsApi.cancel(live.id).then((s) => toast.success(t`Subscription cancelled`, { description: t`Active until ${format.date(s.currentPeriodEnd!)}.` })),
                    )
                  }
                >
                  <Trans>Cancel subscription</Trans>
                </button>
              )}
            </div>
          )}
        </section>
      ) : null}

      <DashSection
        id="plans-title"
        title={live ? t`Change plan` : t`Choose a plan`}
        aside={
          plans.data?.providers.some((p) => p.testMode) && (
            <span className="badge badge--warning">
              <Trans>Test mode: no real money</Trans>
            </span>
          )
        }
      >
        {plans.isError ? (
          <ErrorPanel title={t`Plans unavailable`} message={t`Could not load the plans.`} onRetry={() => void plans.refetch()} />
        ) : (
          <div className="packages">
            {plans.data
              ? plans.data.plans.map((plan) => {
                  const isCurrent = live?.plan.id === plan.id;
                  return (
                    <article key={plan.id} className={`card package${isCurrent ? ' package--popular' : ''}`} data-testid="subscription-plan">
                      {isCurrent && (
                        <span className="package__flag">
                          <Trans>Your plan</Trans>
                        </span>
                      )}
                      <h3 className="package__name">{plan.name}</h3>
                      <p className="package__points">
                        <Trans>
                          <strong>{format.number(plan.bonusPoints)}</strong>{' '}
                          <Plural value={plan.bonusPoints} one="document unlock a month" other="document unlocks a month" />
                        </Trans>
                      </p>
                      <p className="package__bonus">
                        <span className="badge badge--success">
                          <Sparkles aria-hidden="true" /> <Trans>0 points per unlock</Trans>
                        </span>
                      </p>
                      <p className="package__price">
                        {format.money(plan.priceCents)}
                        <small> {t`/ month`}</small>
                      </p>
                      <div className="package__actions">
                        {isCurrent ? (
                          <span className="subscription-plan__current">
                            <CheckCircle2 aria-hidden="true" /> <Trans>Current plan</Trans>
                          </span>
                        ) : (
                          <button
                            type="button"
                            className="btn btn--primary btn--block"
                            disabled={busy !== null || mine.isPending}
                            aria-busy={busy === plan.id}
                            onClick={() => void choose(plan)}
                            aria-label={live ? t`Switch to ${plan.name}` : t`Subscribe to ${plan.name}`}
                          >
                            {live ? t`Switch plan` : t`Subscribe`}
                          </button>
                        )}
                      </div>
                    </article>
                  );
                })
              : PLACEHOLDER_KEYS.map((k) => <Skeleton key={k} height={260} />)}
          </div>
        )}
        {live && (
          <p className="subscription-note">
            <Trans>Plan changes are prorated by the payment provider.</Trans>
          </p>
        )}
      </DashSection>
    </div>
  );
}
