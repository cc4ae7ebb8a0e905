import { Migration } from '@mikro-orm/migrations';

// Pending OpenID Connect sign-ins (Google): one row per started sign-in, keyed by the HMAC of its state,
// holding the nonce and PKCE verifier until the callback uses it up (once) or it expires (10 minutes).
export class Migration20261123000350_oidc extends Migration {
  override up(): void {
    this.addSql(`create table oidc_login_states (
      id uuid primary key,
      provider text not null check (provider in ('google')),
      state_hash text not null unique,
      nonce text not null,
      code_verifier text not null,
      return_url text not null check (left(return_url, 1) = '/' and left(return_url, 2) <> '//'),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`);
    this.addSql('create index oidc_login_states_expires_index on oidc_login_states (expires_at)');
  }

  override down(): void {
    this.addSql('drop table if exists oidc_login_states');
  }
}
