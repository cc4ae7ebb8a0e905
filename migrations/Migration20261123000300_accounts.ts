import { Migration } from '@mikro-orm/migrations';

// The accounts module: users, sessions, one-time tokens, notification preferences, TOTP recovery codes and
// rate-limit buckets. Raw tokens are never stored: only their SHA-256 (sessions) or HMAC (one-time tokens).
export class Migration20261123000300_accounts extends Migration {
  override up(): void {
    this.addSql(`create table users (
      id uuid primary key,
      email text not null check (email = lower(email) and length(email) between 3 and 254),
      full_name text not null check (length(full_name) between 1 and 200),
      role text not null default 'user' check (role in ('user', 'admin')),
      status text not null default 'active' check (status in ('active', 'suspended')),
      avatar_url text,
      university_id uuid references universities (id) on delete set null,
      course_id uuid references courses (id) on delete set null,
      address_line1 text,
      address_line2 text,
      city text,
      state text,
      country_id uuid references countries (id) on delete set null,
      postal_code text,
      phone text,
      default_billing_address boolean not null default false,
      address_updated_at timestamptz,
      email_verified_at timestamptz,
      password_hash text,
      totp_secret text,
      totp_enabled_at timestamptz,
      totp_last_step bigint,
      dashboard_mode text not null default 'student' check (dashboard_mode in ('student', 'seller')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (course_id is null or university_id is not null),
      check (totp_enabled_at is null or totp_secret is not null)
    )`);
    this.addSql('create unique index users_email_lower_unique on users (lower(email))');
    this.addSql('create index users_created_at_index on users (created_at desc)');

    this.addSql(`create table sessions (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      token_hash text not null unique,
      kind text not null check (kind in ('cookie', 'bearer')),
      name text,
      user_agent text,
      ip text,
      created_at timestamptz not null default now(),
      last_used_at timestamptz not null default now(),
      expires_at timestamptz not null,
      rotated_at timestamptz,
      revoked_at timestamptz
    )`);
    this.addSql('create index sessions_user_index on sessions (user_id, created_at desc)');

    this.addSql(`create table one_time_tokens (
      id uuid primary key,
      purpose text not null check (purpose in ('email_verify', 'password_reset', 'login_totp')),
      token_hash text not null unique,
      user_id uuid not null references users (id) on delete cascade,
      data jsonb not null default '{}',
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )`);
    this.addSql('create index one_time_tokens_user_index on one_time_tokens (user_id, purpose)');

    this.addSql(`create table notification_preferences (
      user_id uuid not null references users (id) on delete cascade,
      preference_id text not null check (preference_id in ('points-access', 'security-login', 'paper_creation',
        'order-status', 'document-status', 'withdrawal-status', 'price-status', 'security-status')),
      enabled boolean not null,
      updated_at timestamptz not null default now(),
      primary key (user_id, preference_id)
    )`);

    this.addSql(`create table totp_recovery_codes (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      code_hash text not null,
      created_at timestamptz not null default now(),
      used_at timestamptz,
      unique (user_id, code_hash)
    )`);

    this.addSql(`create table rate_limit_buckets (
      key text primary key,
      count integer not null check (count >= 0),
      window_start timestamptz not null
    )`);
    this.addSql('create index rate_limit_buckets_window_index on rate_limit_buckets (window_start)');
  }

  override down(): void {
    for (const table of [
      'rate_limit_buckets', 'totp_recovery_codes', 'notification_preferences', 'one_time_tokens', 'sessions', 'users',
    ]) {
      this.addSql(`drop table if exists ${table}`);
    }
  }
}
