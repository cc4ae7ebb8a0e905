import { Migration } from '@mikro-orm/migrations';

// Refunds started in the Stripe or PayPal dashboards: the money is already back with the buyer, so the order is
// refunded even when the buyer has spent some of its points. `refund_shortfall_points` records how many could
// not be taken back (the admin pages show it); an order refunded with nothing left to take back has no reversal.
export class Migration20261123000650_payments_provider_refunds extends Migration {
  override up(): void {
    this.addSql(`alter table points_orders
      add column refund_shortfall_points integer not null default 0 check (refund_shortfall_points >= 0),
      add column refunded_via text check (refunded_via in ('admin', 'provider'))`);
    // The constraint was created unnamed: find it by what it says.
    this.addSql(`do $$ declare name text; begin
      select conname into strict name from pg_constraint
       where conrelid = 'points_orders'::regclass and contype = 'c'
         and pg_get_constraintdef(oid) like '%refund_transaction_id IS NOT NULL%';
      execute format('alter table points_orders drop constraint %I', name);
    end $$`);
    this.addSql(`alter table points_orders add constraint points_orders_refund_taken_back check (
      order_status not in ('refunding', 'refunded')
      or refund_transaction_id is not null
      or refund_shortfall_points = points_amount + bonus_points)`);
    this.addSql(`create index points_orders_pending_created on points_orders (created_at) where order_status = 'pending'`);
  }
}
