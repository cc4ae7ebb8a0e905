// The back office's view of subscriptions (admin page and CLI): every subscription with its user named.
import type { EntityManager } from '@mikro-orm/postgresql';
import { paginate } from '../platform/index.ts';
import { adminUsers } from '../wallet/index.ts';
import type { AdminSubscription, SubscriptionStatus } from './contract.ts';
import { one, type Row } from './db.ts';
import { SUBSCRIPTION_COLUMNS, SUBSCRIPTION_FROM, SUBSCRIPTION_SELECT, toSubscription } from './subscriptions.ts';

async function withUsers(em: EntityManager, list: Row[]): Promise<AdminSubscription[]> {
  const users = await adminUsers(em, list.map((r) => r.user_id));
  return list.map((r) => ({ ...toSubscription(r), user: users.get(r.user_id) ?? null, providerSubscriptionId: r.provider_subscription_id ?? null }));
}

export async function listAllSubscriptions(
  em: EntityManager,
  query: { page: number; pageSize: number; status?: SubscriptionStatus; userId?: string | null },
) {
  const where = 'where (?::text is null or s.status = ?) and (?::uuid is null or s.user_id = ?::uuid)';
  const params = [query.status ?? null, query.status ?? null, query.userId ?? null, query.userId ?? null];
  const list = { columns: SUBSCRIPTION_COLUMNS, from: `${SUBSCRIPTION_FROM} ${where}`, orderBy: 's.created_at desc, s.id desc', params };
  return paginate(em, list, query, (found) => withUsers(em, found));
}

export async function adminSubscriptionById(em: EntityManager, id: string): Promise<AdminSubscription | null> {
  const r = await one(em, `${SUBSCRIPTION_SELECT} where s.id = ?`, [id]);
  return r ? (await withUsers(em, [r]))[0]! : null;
}
