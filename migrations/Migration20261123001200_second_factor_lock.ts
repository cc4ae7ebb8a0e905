import { Migration } from '@mikro-orm/migrations';

// Wrong two-factor codes are counted per user, apart from the password's rate limits (which a correct password
// clears): after 5 in a row the second step locks, each further lock twice as long as the one before.
export class Migration20261123001200_second_factor_lock extends Migration {
  override up(): void {
    this.addSql(`alter table users
      add column totp_failures integer not null default 0 check (totp_failures >= 0),
      add column totp_lock_count integer not null default 0 check (totp_lock_count >= 0),
      add column totp_locked_until timestamptz`);
  }

  override down(): void {
    this.addSql('alter table users drop column totp_failures, drop column totp_lock_count, drop column totp_locked_until');
  }
}
