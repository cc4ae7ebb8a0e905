// The back office's view of subscriptions (admin page and CLI): every subscription with its user named.
import type { EntityManager } from '@mikro-orm/postgresql';
import { adminUsers } from '../wallet/index.ts';
import type { AdminSubscription, SubscriptionStatus } from './contract.ts';
import { one, type Row, rows } from './db.ts';
import { SUBSCRIPTION_SELECT, toSubscription } from './subscriptions.ts';

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
  const [count] = await rows(em, `select count(*)::int as n from user_subscriptions s ${where}`, params);
  const found = await rows(em, `${SUBSCRIPTION_SELECT} ${where} order by s.created_at desc, s.id desc limit ? offset ?`, [
    ...params, query.pageSize, (query.page - 1) * query.pageSize,
  ]);
  return { items: await withUsers(em, found), page: query.page, pageSize: query.pageSize, total: Number(count?.n ?? 0) };
}

export async function adminSubscriptionById(em: EntityManager, id: string): Promise<AdminSubscription | null> {
  const r = await one(em, `${SUBSCRIPTION_SELECT} where s.id = ?`, [id]);
  return r ? (await withUsers(em, [r]))[0]! : null;
}
