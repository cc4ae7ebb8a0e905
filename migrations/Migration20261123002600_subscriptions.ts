import { Migration } from '@mikro-orm/migrations';

// Subscriptions (spec 001 §3): plans, each user's subscription with its provider and billing period, the bonus
// unlocks of a period, and every provider webhook applied (once per provider event id).
export class Migration20261123002600_subscriptions extends Migration {
  override up(): void {
    this.addSql(`create table subscription_plans (
      id uuid primary key,
      slug text not null unique,
      name text not null check (length(name) between 1 and 80),
      price_cents integer not null check (price_cents > 0),
      currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
      bonus_points integer not null check (bonus_points > 0),
      is_active boolean not null default true,
      paypal_plan_id text unique,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql('create index subscription_plans_active_price_index on subscription_plans (price_cents) where is_active');

    this.addSql(`create table user_subscriptions (
      id uuid primary key,
      user_id uuid not null references users (id),
      plan_id uuid not null references subscription_plans (id),
      provider text not null check (provider in ('local', 'stripe', 'paypal')),
      provider_subscription_id text,
      checkout_session_id text,
      status text not null check (status in ('incomplete', 'active', 'past_due', 'cancelled')),
      documents_used_this_period integer not null default 0 check (documents_used_this_period >= 0),
      current_period_start timestamptz,
      current_period_end timestamptz,
      cancel_at_period_end boolean not null default false,
      past_due_since timestamptz,
      cancelled_at timestamptz,
      provider_updated_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (provider, provider_subscription_id),
      check (status = 'incomplete' or (current_period_start is not null and current_period_end is not null)),
      check ((status = 'past_due') = (past_due_since is not null))
    )`);
    // One live subscription per user: a second checkout is refused, plans are changed instead.
    this.addSql(`create unique index user_subscriptions_one_live_index on user_subscriptions (user_id) where status in ('active', 'past_due')`);
    this.addSql('create index user_subscriptions_user_index on user_subscriptions (user_id, created_at desc)');
    this.addSql(`create index user_subscriptions_due_index on user_subscriptions (current_period_end) where status in ('active', 'past_due')`);

    this.addSql(`create table subscription_document_usage (
      id uuid primary key,
      user_id uuid not null references users (id),
      subscription_id uuid not null references user_subscriptions (id),
      document_id uuid not null,
      period_start timestamptz not null,
      seller_id uuid,
      seller_points integer not null default 0 check (seller_points >= 0),
      created_at timestamptz not null default now(),
      unique (user_id, document_id)
    )`);
    this.addSql('create index subscription_document_usage_subscription_index on subscription_document_usage (subscription_id, created_at desc)');

    this.addSql(`create table subscription_webhook_events (
      id uuid primary key,
      provider text not null check (provider in ('local', 'stripe', 'paypal')),
      event_id text not null,
      event_type text not null,
      subscription_id uuid references user_subscriptions (id),
      outcome text not null,
      payload jsonb not null,
      received_at timestamptz not null default now(),
      unique (provider, event_id)
    )`);
  }

  override down(): void {
    this.addSql('drop table subscription_webhook_events');
    this.addSql('drop table subscription_document_usage');
    this.addSql('drop table user_subscriptions');
    this.addSql('drop table subscription_plans');
  }
}
