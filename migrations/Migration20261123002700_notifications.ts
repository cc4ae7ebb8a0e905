import { Migration } from '@mikro-orm/migrations';

// The in-app notification centre, and the headers a notification mail carries (List-Unsubscribe).
// One notification per (user, event): a replayed or duplicated event finds its row and sends nothing again.
export class Migration20261123002700_notifications extends Migration {
  override up(): void {
    this.addSql(`create table notifications (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      event_id text not null,
      preference_id text not null check (preference_id in ('points-access', 'security-login', 'paper_creation', 'order-status',
        'document-status', 'withdrawal-status', 'price-status', 'security-status')),
      kind text not null,
      title text not null check (length(title) between 1 and 300),
      body text not null,
      link text,
      read_at timestamptz,
      created_at timestamptz not null default now(),
      constraint notifications_once_per_event unique (user_id, event_id)
    )`);
    this.addSql('create index notifications_user_index on notifications (user_id, created_at desc)');
    this.addSql('create index notifications_unread_index on notifications (user_id) where read_at is null');
    this.addSql('alter table mail_outbox add column headers jsonb');
  }

  override down(): void {
    this.addSql('alter table mail_outbox drop column headers');
    this.addSql('drop table notifications');
  }
}
