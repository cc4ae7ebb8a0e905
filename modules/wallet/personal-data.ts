// A user's wallet when their account is exported or deleted. The ledger, purchases and withdrawals are records the
// tax law makes us keep (privacy policy: 7 years), so deletion keeps them under the anonymised user id; only the
// payout details (a PayPal address, a bank account) are erased. A withdrawal still being paid out needs them, so
// the account cannot be deleted until it is paid or rejected.
import { conflict, type PersonalDataPort } from '../platform/index.ts';
import { iso, rows } from './db.ts';

export const WITHDRAWAL_IN_PROGRESS = 'A withdrawal of yours is still being processed. Delete your account once it is paid or rejected.';

const dated = (list: Record<string, any>[]) =>
  list.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v instanceof Date ? iso(v) : v])));

export const walletPersonalData = (): PersonalDataPort => ({
  export: async (em, userId) => ({
    balance: dated(await rows(em, 'select points_balance, lifetime_spent, lifetime_earned, updated_at from user_points where user_id = ?', [userId]))[0] ?? null,
    ledger: dated(await rows(em, 'select id, type, amount, balance_after, description, created_at from points_transactions where user_id = ? order by id', [userId])),
    acquiredDocuments: dated(
      await rows(em, 'select id, document_id, access_type, points_spent, created_at, revoked_at, revoke_reason from user_documents where user_id = ? order by created_at', [userId]),
    ),
    sales: dated(await rows(em, 'select id, document_id, seller_points, seller_points_reversed, created_at from user_documents where seller_id = ? order by created_at', [userId])),
    withdrawals: dated(
      await rows(
        em,
        'select id, points, amount_cents, currency, method, payout_details, status, payout_reference, created_at, paid_at, rejected_at from withdrawal_requests where user_id = ? order by created_at',
        [userId],
      ),
    ),
  }),
  erase: async (em, userId) => {
    const open = await rows(em, `select id from withdrawal_requests where user_id = ? and status in ('pending', 'approved') limit 1`, [userId]);
    if (open.length) throw conflict('withdrawal_in_progress', WITHDRAWAL_IN_PROGRESS);
    await rows(em, `update withdrawal_requests set payout_details = '{"erased": true}'::jsonb, updated_at = now() where user_id = ?`, [userId]);
  },
});
