import { Migration } from '@mikro-orm/migrations';

// Group commit of spends (#29): one statement, so one transaction and one commit, applies a batch of spends that
// arrived together in one process. Each item is one call of `wallet_move`, unchanged, so every invariant (the
// conditional debit, the chain and balance triggers, the unique idempotency key, the realtime notify) holds per
// spend exactly as before. An item refused for its balance or for a key used by another movement does not raise:
// it reports its outcome and the others commit. A twin key is answered as a replay by the later item (the
// function sees the rows written earlier in its own statement).
//
// Items are applied in user-id order (arrival order within one user), the order checkout locks balances in, so
// two batches (or a batch and a checkout) never wait on each other in a cycle. Anything that raises (a user that
// does not exist, a concurrent twin key committed by another process, a deadlock with another path) rolls the
// statement back whole; the caller then runs each spend of the batch on its own and answers each by its outcome.
export class Migration20261128000100_wallet_spend_batch extends Migration {
  override up(): void {
    this.addSql(`create function wallet_spend_batch(p_items jsonb, p_channel text)
      returns table (item integer, outcome text, transaction_id uuid, balance integer, lifetime_spent integer,
        lifetime_earned integer, moved integer, created_at timestamptz)
      language plpgsql as $$
    declare s record; m record;
    begin
      for s in select * from jsonb_to_recordset(p_items) as x(i integer, id uuid, user_id uuid, amount integer,
          type text, description text, metadata jsonb, key text)
        order by x.user_id, x.i
      loop
        select * into m from wallet_move(s.id, s.user_id, s.amount, s.type, s.description, s.metadata, s.key, p_channel);
        item := s.i; outcome := m.outcome; transaction_id := m.transaction_id; balance := m.balance;
        lifetime_spent := m.lifetime_spent; lifetime_earned := m.lifetime_earned; moved := m.moved;
        created_at := m.created_at;
        return next;
      end loop;
    end $$`);
  }

  override down(): void {
    this.addSql('drop function if exists wallet_spend_batch(jsonb, text)');
  }
}
