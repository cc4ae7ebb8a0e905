// /dashboard/subscription: the plans (cheapest first), the current plan with the unlocks left this period and its
// renewal date, and cancel (at the period end) / resume / change plan. Subscribing goes to the provider's hosted
// checkout (the local TEST MODE page in the embedded setup) and comes back here, which asks the provider again.
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
import { formatDate } from '../../lib/format.ts';
import { DashSection } from '../../components/dashboard/DashSection.tsx';

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const PLACEHOLDER_KEYS = ['a', 'b', 'c'];
const STATUS_LABEL: Record<Subscription['status'], string> = {
  incomplete: 'Waiting for payment',
  active: 'Active',
  past_due: 'Payment failed',
  cancelled: 'Cancelled',
};

const failure = (e: unknown) => (e instanceof Error ? e.message : 'Something went wrong. Please try again.');

export default function SubscriptionPage() {
  usePageMeta({ title: 'Subscription', description: 'Your plan, its document unlocks and renewal.', noIndex: true });
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
        if (s.status === 'active') toast.success('Subscription active', { description: `${s.plan.name}: ${s.unlocksLeft} document unlocks this period.` });
      })
      .catch(() => undefined);
  }, [client]);

  async function run(key: string, work: () => Promise<unknown>) {
    if (busy) return;
    setBusy(key);
    try {
      await work();
      await client.invalidateQueries({ queryKey: subscriptionKeys.mine });
    } catch (e) {
      toast.error(e instanceof ApiError && e.status >= 500 ? 'The payment provider could not be reached. Please try again.' : failure(e));
    } finally {
      setBusy(null);
    }
  }

  const choose = (plan: Plan) =>
    run(plan.id, async () => {
      if (live) {
        const changed = await subscriptionsApi.changePlan(live.id, plan.id);
        if (changed.url) window.location.assign(changed.url);
        else toast.success('Plan changed', { description: `You are now on ${changed.subscription.plan.name}.` });
        return;
      }
      const started = await subscriptionsApi.checkout({ planId: plan.id });
      window.location.assign(started.url);
    });

  return (
    <div className="dash-page subscription">
      <header className="dash-page__head">
        <h1 className="dash-page__title">Subscription</h1>
        <p className="dash-page__lead">Unlock documents every month without spending points. Unused unlocks do not carry over.</p>
      </header>

      {mine.isError ? (
        <ErrorPanel title="Subscription unavailable" message="Could not load your subscription." onRetry={() => void mine.refetch()} />
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
              <span className={`badge ${current.status === 'active' ? 'badge--success' : 'badge--warning'}`}>{STATUS_LABEL[current.status]}</span>
            </div>
          </div>
          <dl className="subscription-current__facts">
            <div>
              <dt>Unlocks left this period</dt>
              <dd data-testid="unlocks-left">
                {current.unlocksLeft} of {current.plan.bonusPoints}
              </dd>
            </div>
            <div>
              <dt>{current.cancelAtPeriodEnd || current.status === 'cancelled' ? 'Ends' : 'Renews'}</dt>
              <dd>{current.currentPeriodEnd ? formatDate(current.currentPeriodEnd) : '—'}</dd>
            </div>
            <div>
              <dt>Price</dt>
              <dd>{usd(current.plan.priceCents)} / month</dd>
            </div>
          </dl>
          {current.status === 'past_due' && (
            <p className="subscription-current__note">
              Your last payment failed. Your unlocks continue while the payment is retried; update your payment method with the provider.
            </p>
          )}
          {live && (
            <div className="subscription-current__actions">
              {live.cancelAtPeriodEnd ? (
                <>
                  <p className="subscription-current__note">
                    <CalendarClock aria-hidden="true" /> Cancelled: your plan stays active until {formatDate(live.currentPeriodEnd!)}.
                  </p>
                  <button
                    type="button"
                    className="btn btn--primary"
                    disabled={busy !== null}
                    onClick={() => void run('resume', async () => subscriptionsApi.resume(live.id).then(() => toast.success('Subscription resumed')))}
                  >
                    Resume subscription
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  className="btn btn--secondary"
                  disabled={busy !== null}
                  onClick={() =>
                    void run('cancel', async () =>
                      subscriptionsApi.cancel(live.id).then((s) => toast.success('Subscription cancelled', { description: `Active until ${formatDate(s.currentPeriodEnd!)}.` })),
                    )
                  }
                >
                  Cancel subscription
                </button>
              )}
            </div>
          )}
        </section>
      ) : null}

      <DashSection id="plans-title" title={live ? 'Change plan' : 'Choose a plan'} aside={plans.data?.providers.some((p) => p.testMode) && <span className="badge badge--warning">Test mode: no real money</span>}>
        {plans.isError ? (
          <ErrorPanel title="Plans unavailable" message="Could not load the plans." onRetry={() => void plans.refetch()} />
        ) : (
          <div className="packages">
            {plans.data
              ? plans.data.plans.map((plan) => {
                  const isCurrent = live?.plan.id === plan.id;
                  return (
                    <article key={plan.id} className={`card package${isCurrent ? ' package--popular' : ''}`} data-testid="subscription-plan">
                      {isCurrent && <span className="package__flag">Your plan</span>}
                      <h3 className="package__name">{plan.name}</h3>
                      <p className="package__points">
                        <strong>{plan.bonusPoints}</strong> document unlocks a month
                      </p>
                      <p className="package__bonus">
                        <span className="badge badge--success">
                          <Sparkles aria-hidden="true" /> 0 points per unlock
                        </span>
                      </p>
                      <p className="package__price">
                        {usd(plan.priceCents)}
                        <small> / month</small>
                      </p>
                      <div className="package__actions">
                        {isCurrent ? (
                          <span className="subscription-plan__current">
                            <CheckCircle2 aria-hidden="true" /> Current plan
                          </span>
                        ) : (
                          <button
                            type="button"
                            className="btn btn--primary btn--block"
                            disabled={busy !== null || mine.isPending}
                            aria-busy={busy === plan.id}
                            onClick={() => void choose(plan)}
                            aria-label={`${live ? 'Switch to' : 'Subscribe to'} ${plan.name}`}
                          >
                            {live ? 'Switch plan' : 'Subscribe'}
                          </button>
                        )}
                      </div>
                    </article>
                  );
                })
              : PLACEHOLDER_KEYS.map((k) => <Skeleton key={k} height={260} />)}
          </div>
        )}
        {live && <p className="subscription-note">Plan changes are prorated by the payment provider.</p>}
      </DashSection>
    </div>
  );
}
