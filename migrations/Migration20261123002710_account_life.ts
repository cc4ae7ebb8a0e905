import { Migration } from '@mikro-orm/migrations';

// The account's whole life: a change of email confirmed by a link to the new address (a one-time token of its own
// purpose), and deletion, which keeps the users row anonymised (ledger, orders and sold documents still point at
// it) and marks it deleted. A sold document of a deleted seller is withdrawn: off every listing, still readable by
// the buyers who paid for it.
export class Migration20261123002710_account_life extends Migration {
  override up(): void {
    this.addSql('alter table one_time_tokens drop constraint one_time_tokens_purpose_check');
    this.addSql(`alter table one_time_tokens add constraint one_time_tokens_purpose_check
      check (purpose in ('email_verify', 'password_reset', 'login_totp', 'email_change'))`);
    this.addSql('alter table users add column deleted_at timestamptz');
    this.addSql(`alter table users add constraint users_deleted_are_suspended check (deleted_at is null or status = 'suspended')`);
    this.addSql('alter table documents add column withdrawn_at timestamptz');
    this.addSql('alter table documents add constraint documents_withdrawn_are_deleted check (withdrawn_at is null or status_id = 3)');
  }

  override down(): void {
    this.addSql('alter table documents drop column withdrawn_at');
    this.addSql('alter table users drop constraint users_deleted_are_suspended');
    this.addSql('alter table users drop column deleted_at');
    this.addSql(`delete from one_time_tokens where purpose = 'email_change'`);
    this.addSql('alter table one_time_tokens drop constraint one_time_tokens_purpose_check');
    this.addSql(`alter table one_time_tokens add constraint one_time_tokens_purpose_check
      check (purpose in ('email_verify', 'password_reset', 'login_totp'))`);
  }
}
