import { Migration } from '@mikro-orm/migrations';

// Prices an admin edits at run time (#15). A subscription keeps the price it was started with (`price_cents`,
// filled from its plan for the ones that exist), so changing a plan's price moves only new subscriptions and plan
// changes. A PayPal plan is made per price: when the price changes, the old PayPal plan id is kept in
// `former_paypal_plan_ids` so the running subscriptions billed by it are still recognised as this plan.
export class Migration20261123003400_prices extends Migration {
  override up(): void {
    this.addSql('alter table user_subscriptions add column price_cents integer check (price_cents > 0)');
    this.addSql('update user_subscriptions s set price_cents = p.price_cents from subscription_plans p where p.id = s.plan_id');
    this.addSql('alter table user_subscriptions alter column price_cents set not null');
    this.addSql(`alter table subscription_plans add column former_paypal_plan_ids text[] not null default '{}'`);
    this.addSql('alter table subscription_plans add constraint subscription_plans_price_check check (price_cents between 100 and 100000)');
  }

  override down(): void {
    this.addSql('alter table subscription_plans drop constraint subscription_plans_price_check');
    this.addSql('alter table subscription_plans drop column former_paypal_plan_ids');
    this.addSql('alter table user_subscriptions drop column price_cents');
  }
}
