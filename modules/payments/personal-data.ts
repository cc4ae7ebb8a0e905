// A user's points orders when their account is exported or deleted. Orders are accounting records (kept 7 years
// under the anonymised user id); what they hold about the buyer's browser and place is erased.
import type { PersonalDataPort } from '../platform/index.ts';
import { iso, rows } from './db.ts';

export const paymentsPersonalData = (): PersonalDataPort => ({
  export: async (em, userId) =>
    (
      await rows(
        em,
        `select id, amount_cents, points_amount, bonus_points, currency, payment_method, payment_status, order_status, refund_reason,
           user_agent, ip_address, country_code, city, region, created_at, completed_at, refunded_at
         from points_orders where user_id = ? order by created_at`,
        [userId],
      )
    ).map((r) => ({ ...r, created_at: iso(r.created_at), completed_at: iso(r.completed_at), refunded_at: iso(r.refunded_at) })),
  erase: async (em, userId) => {
    await rows(em, 'update points_orders set user_agent = null, ip_address = null, country_code = null, city = null, region = null, updated_at = now() where user_id = ?', [userId]);
  },
});
