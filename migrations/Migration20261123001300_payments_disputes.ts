import { Migration } from '@mikro-orm/migrations';

// Card disputes (chargebacks) at Stripe. A dispute takes the order's points back the way a provider refund does
// (as far as the buyer still has them; the rest is the shortfall) and, when it is closed in our favour, gives back
// what it took. Each move happens once: `dispute_points_taken` / `dispute_points_returned` stay null until it did,
// and the ledger rows they point to are unique. The order's status is left alone: a dispute is a fact beside it.
export class Migration20261123001300_payments_disputes extends Migration {
  override up(): void {
    this.addSql(`alter table points_orders
      add column dispute_id text check (length(dispute_id) <= 300),
      add column dispute_status text check (length(dispute_status) <= 50),
      add column dispute_reason text check (length(dispute_reason) <= 100),
      add column disputed_at timestamptz,
      add column dispute_closed_at timestamptz,
      add column dispute_points_taken integer check (dispute_points_taken >= 0),
      add column dispute_shortfall_points integer not null default 0 check (dispute_shortfall_points >= 0),
      add column dispute_transaction_id uuid unique references points_transactions (id),
      add column dispute_points_returned integer check (dispute_points_returned >= 0),
      add column dispute_return_transaction_id uuid unique references points_transactions (id),
      add constraint points_orders_dispute_known check ((dispute_id is null) = (disputed_at is null) and (dispute_id is null) = (dispute_status is null)),
      add constraint points_orders_dispute_closed check (dispute_closed_at is null or dispute_id is not null),
      add constraint points_orders_dispute_taken check (
        dispute_points_taken is null
        or dispute_points_taken + dispute_shortfall_points <= points_amount + bonus_points),
      add constraint points_orders_dispute_transaction check ((dispute_transaction_id is not null) = (coalesce(dispute_points_taken, 0) > 0)),
      add constraint points_orders_dispute_returned check (
        dispute_points_returned is null or (dispute_points_returned = dispute_points_taken and dispute_closed_at is not null)),
      add constraint points_orders_dispute_return_transaction check ((dispute_return_transaction_id is not null) = (coalesce(dispute_points_returned, 0) > 0))`);
    this.addSql('create index points_orders_disputed on points_orders (disputed_at desc) where dispute_id is not null');
  }
}
