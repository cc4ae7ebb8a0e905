import { Migration } from '@mikro-orm/migrations';

// The wallet module: points packages and bonus tiers, balances, the points ledger, document access (bought
// once) and withdrawal requests.
//
// The ledger is held by the database, not only by code:
// - `user_points.points_balance >= 0` (check constraint); `wallet_move` debits with a conditional update.
// - `points_transactions` is append-only (no update, delete or truncate).
// - Each user's transactions form one chain: every row names the row before it (`previous_id`, unique, so the
//   chain cannot fork; one first row per user) and carries the balance after it, the previous row's plus its
//   amount. The balance row names its chain's head (`last_transaction_id`, which must exist by commit): it moves
//   only one transaction on at a time, with the balance that transaction leaves, and a transaction is appended only
//   as that new head. So the balance always equals the sum of the user's transactions, whoever writes the tables.
// - Every movement carries an idempotency key (unique): a retried request moves points once.
export class Migration20261123000500_wallet extends Migration {
  override up(): void {
    this.addSql(`create table points_packages (
      id uuid primary key,
      slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      name text not null check (length(name) between 1 and 100),
      description text not null default '' check (length(description) <= 500),
      points integer not null check (points > 0 and points <= 10000000),
      bonus_points integer not null default 0 check (bonus_points >= 0 and bonus_points <= 10000000),
      price_cents integer not null check (price_cents > 0 and price_cents <= 10000000),
      currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
      is_active boolean not null default true,
      is_popular boolean not null default false,
      sort_order integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql('create index points_packages_active_price_index on points_packages (price_cents) where is_active');

    this.addSql(`create table points_bonus_tiers (
      id uuid primary key,
      name text not null check (length(name) between 1 and 100),
      min_amount_cents integer not null unique check (min_amount_cents > 0),
      bonus_percent integer not null check (bonus_percent between 1 and 100),
      is_active boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);

    this.addSql(`create table user_points (
      user_id uuid primary key references users (id) on delete restrict,
      points_balance integer not null default 0 check (points_balance >= 0),
      lifetime_spent integer not null default 0 check (lifetime_spent >= 0),
      lifetime_earned integer not null default 0 check (lifetime_earned >= 0),
      last_transaction_id uuid,
      previous_transaction_id uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);

    // user_id and previous_id carry no foreign keys: the chain trigger requires the user's balance row (which
    // references users) to name the new row as its head, and the previous row to be that user's, so both hold
    // anyway, without a key-share lock on the user and the previous row for every movement.
    this.addSql(`create table points_transactions (
      id uuid primary key,
      user_id uuid not null,
      type text not null check (type in ('spent', 'document_chat', 'earned', 'refund', 'reversal', 'withdrawal',
        'withdrawal_release', 'adjustment')),
      amount integer not null check (amount <> 0),
      balance_after integer not null check (balance_after >= 0),
      previous_id uuid unique,
      description text not null check (length(description) between 1 and 500),
      metadata jsonb not null default '{}' check (jsonb_typeof(metadata) = 'object'),
      idempotency_key text not null unique check (length(idempotency_key) between 1 and 200),
      created_at timestamptz not null default now(),
      check (type = 'adjustment'
        or (type in ('spent', 'document_chat', 'reversal', 'withdrawal') and amount < 0)
        or (type in ('earned', 'refund', 'withdrawal_release') and amount > 0))
    )`);
    this.addSql('create unique index points_transactions_first_per_user on points_transactions (user_id) where previous_id is null');
    // The head a balance names must exist by commit (the movement writes the balance first, then its row).
    this.addSql(`alter table user_points add constraint user_points_head_exists foreign key (last_transaction_id)
      references points_transactions (id) deferrable initially deferred`);
    // Ids are UUIDv7 (time-ordered): newest first is `order by id desc`.
    this.addSql('create index points_transactions_user_index on points_transactions (user_id, id desc)');

    // The one writer of balances: answers a replay of an idempotency key with the movement it already made; moves
    // the balance with a conditional update (which also locks the row; a missing row is created first); appends
    // the ledger row after the head it replaced; notifies the user's realtime channel (delivered on commit).
    // A concurrent twin with the same key is stopped by the key's unique index; the caller retries and replays.
    this.addSql(`create function wallet_move(
      p_id uuid, p_user_id uuid, p_amount integer, p_type text, p_description text, p_metadata jsonb, p_key text,
      p_channel text,
      out outcome text, out transaction_id uuid, out balance integer, out lifetime_spent integer,
      out lifetime_earned integer, out moved integer, out created_at timestamptz
    ) language plpgsql as $$
    declare
      v_previous uuid; e_user uuid; e_amount integer;
      v_effect text := case
        when p_type in ('spent', 'document_chat') then 'spend'
        when p_type = 'refund' then 'unspend'
        when p_type = 'earned' then 'earn'
        when p_type = 'reversal' then 'unearn'
        else 'none' end;
    begin
      select t.id, t.user_id, t.amount, t.created_at into transaction_id, e_user, e_amount, created_at
        from points_transactions t where t.idempotency_key = p_key;
      if found then
        outcome := case when e_user = p_user_id and e_amount = p_amount then 'replayed' else 'key_conflict' end;
        moved := e_amount;
        select up.points_balance, up.lifetime_spent, up.lifetime_earned into balance, lifetime_spent, lifetime_earned
          from user_points up where up.user_id = p_user_id;
        return;
      end if;

      for attempt in 1..2 loop
        -- The conditional update: it never takes a balance below zero (the check constraint is the last line).
        update user_points up set
            points_balance = up.points_balance + p_amount,
            lifetime_spent = case v_effect when 'spend' then up.lifetime_spent - p_amount
              when 'unspend' then greatest(up.lifetime_spent - p_amount, 0) else up.lifetime_spent end,
            lifetime_earned = case v_effect when 'earn' then up.lifetime_earned + p_amount
              when 'unearn' then greatest(up.lifetime_earned + p_amount, 0) else up.lifetime_earned end,
            previous_transaction_id = up.last_transaction_id,
            last_transaction_id = p_id,
            updated_at = now()
          where up.user_id = p_user_id and up.points_balance + p_amount >= 0
          returning up.points_balance, up.lifetime_spent, up.lifetime_earned, up.previous_transaction_id
          into balance, lifetime_spent, lifetime_earned, v_previous;
        exit when found;
        select up.points_balance, up.lifetime_spent, up.lifetime_earned into balance, lifetime_spent, lifetime_earned
          from user_points up where up.user_id = p_user_id;
        if found then
          outcome := 'insufficient'; transaction_id := null; moved := 0; created_at := null;
          return;
        end if;
        insert into user_points (user_id) values (p_user_id) on conflict (user_id) do nothing;
      end loop;
      if balance is null then
        raise exception 'no balance row for user %', p_user_id using errcode = '40001';
      end if;

      insert into points_transactions as t (id, user_id, type, amount, balance_after, previous_id, description, metadata,
          idempotency_key)
        values (p_id, p_user_id, p_type, p_amount, balance, v_previous, p_description, coalesce(p_metadata, '{}'::jsonb), p_key)
        returning t.created_at into created_at;

      if p_channel is not null then
        perform pg_notify(p_channel, json_build_object(
          'id', gen_random_uuid(), 'channel', 'user:' || p_user_id, 'type', 'wallet.balance-changed',
          'data', json_build_object('balance', balance, 'lifetimeSpent', lifetime_spent, 'lifetimeEarned', lifetime_earned,
            'change', p_amount, 'transactionType', p_type, 'transactionId', p_id))::text);
      end if;
      outcome := 'applied'; transaction_id := p_id; moved := p_amount;
    end $$`);

    // A ledger row is appended only as what its user's balance row already says: the new head, after the previous
    // head, leaving the new balance; and it continues the chain: the previous row's balance plus its amount.
    this.addSql(`create function points_transactions_chain() returns trigger language plpgsql as $$
    declare head uuid; head_previous uuid; head_balance integer; prev_user uuid; prev_balance integer;
    begin
      select up.last_transaction_id, up.previous_transaction_id, up.points_balance into head, head_previous, head_balance
        from user_points up where up.user_id = new.user_id;
      if head is distinct from new.id or head_previous is distinct from new.previous_id or head_balance <> new.balance_after then
        raise exception 'transaction % is not the head of the ledger of user %', new.id, new.user_id using errcode = '23514';
      end if;
      if new.previous_id is null then
        if new.balance_after <> new.amount then
          raise exception 'ledger chain broken: the first transaction of user % must leave its amount', new.user_id
            using errcode = '23514';
        end if;
      else
        select t.user_id, t.balance_after into prev_user, prev_balance from points_transactions t where t.id = new.previous_id;
        if prev_user is distinct from new.user_id or new.balance_after <> prev_balance + new.amount then
          raise exception 'ledger chain broken for user %', new.user_id using errcode = '23514';
        end if;
      end if;
      return new;
    end $$`);
    this.addSql(`create trigger points_transactions_chain before insert on points_transactions
      for each row execute function points_transactions_chain()`);

    this.addSql(`create function points_transactions_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'points_transactions is append-only: record a new transaction instead' using errcode = '55000';
    end $$`);
    this.addSql(`create trigger points_transactions_no_change before update or delete on points_transactions
      for each row execute function points_transactions_append_only()`);
    this.addSql(`create trigger points_transactions_no_truncate before truncate on points_transactions
      for each statement execute function points_transactions_append_only()`);

    // A balance moves only with its head: one transaction on from the previous head. A head that already exists
    // must be that transaction (one still to be written is checked when it is, and must be by commit). A new balance
    // row starts empty.
    this.addSql(`create function user_points_match_ledger() returns trigger language plpgsql as $$
    declare head_user uuid; head_previous uuid; head_balance integer;
    begin
      if tg_op = 'INSERT' then
        if new.points_balance <> 0 or new.last_transaction_id is not null or new.previous_transaction_id is not null then
          raise exception 'the balance of user % does not match its ledger', new.user_id using errcode = '23514';
        end if;
        return new;
      end if;
      if new.user_id <> old.user_id then
        raise exception 'user_points.user_id never changes' using errcode = '23514';
      end if;
      if new.points_balance = old.points_balance and new.last_transaction_id is not distinct from old.last_transaction_id
         and new.previous_transaction_id is not distinct from old.previous_transaction_id then
        return new;
      end if;
      if new.last_transaction_id is null or new.last_transaction_id is not distinct from old.last_transaction_id
         or new.previous_transaction_id is distinct from old.last_transaction_id then
        raise exception 'the balance of user % does not match its ledger', new.user_id using errcode = '23514';
      end if;
      select t.user_id, t.previous_id, t.balance_after into head_user, head_previous, head_balance
        from points_transactions t where t.id = new.last_transaction_id;
      if found and (head_user <> new.user_id or head_previous is distinct from old.last_transaction_id
                    or head_balance <> new.points_balance) then
        raise exception 'the balance of user % does not match its ledger', new.user_id using errcode = '23514';
      end if;
      return new;
    end $$`);
    this.addSql(`create trigger user_points_match_ledger before insert or update on user_points
      for each row execute function user_points_match_ledger()`);
    this.addSql(`create function user_points_keep() returns trigger language plpgsql as $$
    begin
      raise exception 'user_points rows are never deleted: their ledger refers to them' using errcode = '55000';
    end $$`);
    this.addSql(`create trigger user_points_no_delete before delete on user_points
      for each row execute function user_points_keep()`);
    this.addSql(`create trigger user_points_no_truncate before truncate on user_points
      for each statement execute function user_points_keep()`);

    // Access to a document: bought with points (once: one live row per user and document) or granted by a
    // subscription. The row is written first with the ids its ledger transactions will get (the foreign keys are
    // checked at commit), so a document already owned is found before any point moves. A refund revokes the row (kept for the record); the user may buy again afterwards.
    // document_id has no foreign key: documents are owned by another module whose rows are never deleted
    // (they change status), and the wallet must keep its records whatever happens to them.
    this.addSql(`create table user_documents (
      id uuid primary key,
      user_id uuid not null references users (id) on delete restrict,
      document_id uuid not null,
      access_type text not null check (access_type in ('points', 'subscription')),
      points_spent integer not null default 0 check (points_spent >= 0),
      seller_id uuid references users (id) on delete restrict,
      seller_points integer not null default 0 check (seller_points >= 0 and seller_points <= points_spent),
      checkout_id uuid,
      seller_points_reversed integer not null default 0 check (seller_points_reversed between 0 and seller_points),
      purchase_transaction_id uuid references points_transactions (id) deferrable initially deferred,
      sale_transaction_id uuid references points_transactions (id) deferrable initially deferred,
      created_at timestamptz not null default now(),
      revoked_at timestamptz,
      revoke_reason text check (length(revoke_reason) <= 500),
      refund_transaction_id uuid references points_transactions (id) deferrable initially deferred,
      reversal_transaction_id uuid references points_transactions (id) deferrable initially deferred,
      check (access_type = 'points' or (points_spent = 0 and seller_points = 0)),
      check ((points_spent > 0) = (purchase_transaction_id is not null)),
      check ((seller_points > 0) = (sale_transaction_id is not null)),
      check (seller_id is null or seller_id <> user_id),
      check ((revoked_at is null) = (revoke_reason is null))
    )`);
    this.addSql(`create unique index user_documents_once on user_documents (user_id, document_id) where revoked_at is null`);
    this.addSql('create index user_documents_user_index on user_documents (user_id, created_at desc)');
    this.addSql('create index user_documents_seller_index on user_documents (seller_id, created_at desc) where seller_id is not null');
    this.addSql('create index user_documents_document_index on user_documents (document_id)');

    // A seller's request to be paid out: requesting holds (debits) the points; rejecting releases them.
    this.addSql(`create table withdrawal_requests (
      id uuid primary key,
      user_id uuid not null references users (id) on delete restrict,
      points integer not null check (points > 0),
      amount_cents integer not null check (amount_cents > 0),
      currency text not null default 'usd',
      method text not null check (method in ('paypal', 'bank_transfer')),
      payout_details jsonb not null check (jsonb_typeof(payout_details) = 'object'),
      status text not null default 'pending' check (status in ('pending', 'approved', 'paid', 'rejected')),
      hold_transaction_id uuid not null unique references points_transactions (id),
      release_transaction_id uuid unique references points_transactions (id),
      admin_note text check (length(admin_note) <= 1000),
      payout_reference text check (length(payout_reference) <= 200),
      reviewed_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      approved_at timestamptz,
      paid_at timestamptz,
      rejected_at timestamptz,
      check ((status = 'rejected') = (release_transaction_id is not null)),
      check ((status = 'rejected') = (rejected_at is not null)),
      check ((status = 'paid') = (paid_at is not null)),
      check (status not in ('approved', 'paid') or approved_at is not null)
    )`);
    this.addSql('create index withdrawal_requests_user_index on withdrawal_requests (user_id, created_at desc)');
    this.addSql('create index withdrawal_requests_status_index on withdrawal_requests (status, created_at)');
  }

  override down(): void {
    this.addSql('drop table if exists withdrawal_requests');
    this.addSql('drop table if exists user_documents');
    this.addSql('drop trigger if exists points_transactions_no_truncate on points_transactions');
    this.addSql('drop table if exists points_transactions');
    this.addSql('drop table if exists user_points');
    this.addSql('drop table if exists points_bonus_tiers');
    this.addSql('drop table if exists points_packages');
    for (const fn of ['wallet_move(uuid, uuid, integer, text, text, jsonb, text, text)', 'points_transactions_chain()',
      'points_transactions_append_only()', 'user_points_match_ledger()', 'user_points_keep()']) {
      this.addSql(`drop function if exists ${fn}`);
    }
  }
}
