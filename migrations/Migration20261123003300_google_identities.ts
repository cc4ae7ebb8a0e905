import { Migration } from '@mikro-orm/migrations';

// Google identities linked to accounts (issue #14): the provider's subject, which stays the same when the
// person changes their Google address. A user has at most one Google identity and an identity one user.
// `users.google_unlinked_at` remembers that the owner unlinked Google, so a Google sign-in with the account's
// address does not quietly link it again. A pending Google sign-in may now be a link started by a signed-in
// user (purpose 'link', user_id set), which the callback attaches to that user only.
export class Migration20261123003300_google_identities extends Migration {
  override up(): void {
    this.addSql(`create table user_identities (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      provider text not null check (provider in ('google')),
      subject text not null check (length(subject) between 1 and 255),
      email text not null,
      created_at timestamptz not null default now(),
      constraint user_identities_subject_unique unique (provider, subject),
      constraint user_identities_user_unique unique (user_id, provider)
    )`);
    this.addSql('alter table users add column google_unlinked_at timestamptz');
    this.addSql(`alter table oidc_login_states
      add column purpose text not null default 'sign-in' check (purpose in ('sign-in', 'link')),
      add column user_id uuid references users (id) on delete cascade,
      add constraint oidc_login_states_link_user check ((purpose = 'link') = (user_id is not null))`);
  }

  override down(): void {
    this.addSql('alter table oidc_login_states drop column user_id, drop column purpose');
    this.addSql('alter table users drop column google_unlinked_at');
    this.addSql('drop table if exists user_identities');
  }
}
