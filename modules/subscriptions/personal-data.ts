// A user's subscriptions when their account is exported or deleted. They are billing records, kept like orders
// (with the anonymised user); a live subscription must be cancelled first, or the provider would keep charging a
// card whose owner is gone.
import { conflict, type PersonalDataPort } from '../platform/index.ts';
import { rows } from './db.ts';

export const CANCEL_BEFORE_DELETING = 'Cancel your subscription before deleting your account: it would otherwise renew.';

export const subscriptionsPersonalData = (): PersonalDataPort => ({
  export: async (em, userId) => ({
    subscriptions: await rows(
      em,
      'select s.id, p.name as plan, s.status, s.cancel_at_period_end, s.documents_used_this_period, s.created_at, s.updated_at from user_subscriptions s join subscription_plans p on p.id = s.plan_id where s.user_id = ? order by s.created_at',
      [userId],
    ),
    unlocks: await rows(em, 'select document_id, created_at from subscription_document_usage where user_id = ? order by created_at', [userId]),
  }),
  erase: async (em, userId) => {
    const live = await rows(em, "select 1 from user_subscriptions where user_id = ? and status in ('active', 'past_due') and not cancel_at_period_end", [userId]);
    if (live.length) throw conflict('subscription_active', CANCEL_BEFORE_DELETING);
  },
});
