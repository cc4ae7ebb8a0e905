import { Migration } from '@mikro-orm/migrations';

// The payments module: points orders (spec 000 §3, every field) and the webhook deliveries received from the
// providers. An order's amount and points are decided here, on the server, from a package or a validated custom
// amount; a provider payment settles at most one order (unique per provider), and an order is credited at most
// once (its credit transaction is unique, and the wallet's idempotency key is the provider payment).
export class Migration20261123000600_payments extends Migration {
  override up(): void {
    this.addSql(`create table points_orders (
      id uuid primary key,
      user_id uuid not null references users (id) on delete restrict,
      package_id uuid references points_packages (id) on delete restrict,
      amount_cents integer not null check (amount_cents > 0),
      points_amount integer not null check (points_amount > 0),
      bonus_points integer not null default 0 check (bonus_points >= 0),
      currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
      promotion_code text check (length(promotion_code) <= 100),
      payment_method text not null check (payment_method in ('local', 'stripe', 'paypal')),
      provider_session_id text check (length(provider_session_id) <= 300),
      payment_intent_id text check (length(payment_intent_id) <= 300),
      payment_status text not null default 'pending'
        check (payment_status in ('pending', 'succeeded', 'failed', 'cancelled', 'refunded')),
      order_status text not null default 'pending'
        check (order_status in ('pending', 'processing', 'completed', 'cancelled', 'failed', 'refunding', 'refunded')),
      metadata jsonb not null default '{}' check (jsonb_typeof(metadata) = 'object'),
      success_path text not null default '/checkout/success',
      cancel_path text not null default '/checkout',
      verified_via text check (verified_via in ('webhook', 'verification', 'local_checkout')),
      verified_at timestamptz,
      acknowledged_at timestamptz,
      credit_transaction_id uuid unique references points_transactions (id),
      completed_at timestamptz,
      failure_reason text check (length(failure_reason) <= 1000),
      refund_id text check (length(refund_id) <= 300),
      refund_reason text check (length(refund_reason) <= 500),
      refund_transaction_id uuid unique references points_transactions (id),
      refunded_at timestamptz,
      user_agent text check (length(user_agent) <= 500),
      ip_address text check (length(ip_address) <= 100),
      country_code text check (country_code ~ '^[A-Z]{2}$'),
      city text check (length(city) <= 200),
      region text check (length(region) <= 200),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (payment_method, provider_session_id),
      unique (payment_method, payment_intent_id),
      check ((payment_status in ('succeeded', 'refunded')) = (payment_intent_id is not null and verified_at is not null)),
      check (order_status <> 'processing' or payment_status = 'succeeded'),
      check ((order_status in ('completed', 'refunding', 'refunded')) = (credit_transaction_id is not null)),
      check ((order_status in ('completed', 'refunding', 'refunded')) = (completed_at is not null)),
      check ((order_status = 'refunded') = (payment_status = 'refunded')),
      check ((order_status = 'refunded') = (refunded_at is not null)),
      check (order_status not in ('refunding', 'refunded') or refund_transaction_id is not null)
    )`);
    this.addSql('create index points_orders_user_index on points_orders (user_id, created_at desc)');
    this.addSql('create index points_orders_status_index on points_orders (order_status, created_at desc)');

    // Every webhook delivery we accepted (signature verified), once per provider event id.
    this.addSql(`create table payment_webhook_events (
      id uuid primary key,
      provider text not null check (provider in ('stripe', 'paypal')),
      event_id text not null check (length(event_id) between 1 and 300),
      event_type text not null,
      order_id uuid references points_orders (id) on delete restrict,
      outcome text not null,
      payload jsonb not null,
      received_at timestamptz not null default now(),
      unique (provider, event_id)
    )`);
    this.addSql('create index payment_webhook_events_order_index on payment_webhook_events (order_id)');
  }

  override down(): void {
    this.addSql('drop table if exists payment_webhook_events');
    this.addSql('drop table if exists points_orders');
  }
}
