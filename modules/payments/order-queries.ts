// Reading points orders: the buyer's own (by order or provider session id), the lists, one row.
import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpError, paginate } from '../platform/index.ts';
import { PAYMENT_MESSAGES } from './contract.ts';
import { one, type Row, rows } from './db.ts';
import { toAdminOrder, toOrder } from './order-presenters.ts';

/** The signed-in user's order by the return URL's session id (or token) and/or order id; 404 for anyone else's. */
export async function findUserOrder(em: EntityManager, userId: string, ref: { sessionId?: string; orderId?: string }): Promise<Row> {
  const found = await rows(
    em,
    `select * from points_orders where user_id = ? and (?::uuid is null or id = ?::uuid) and (?::text is null or provider_session_id = ?)
     limit 2`,
    [userId, ref.orderId ?? null, ref.orderId ?? null, ref.sessionId ?? null, ref.sessionId ?? null],
  );
  if (found.length !== 1) throw new HttpError(404, 'session_not_found', PAYMENT_MESSAGES.sessionNotFound);
  return found[0]!;
}

export function listUserOrders(em: EntityManager, userId: string, query: { page: number; pageSize: number }) {
  const list = { columns: '*', from: 'from points_orders where user_id = ?', orderBy: 'created_at desc, id desc', params: [userId] };
  return paginate(em, list, query, (found) => found.map(toOrder));
}

export async function listAllOrders(
  em: EntityManager,
  query: { page: number; pageSize: number; status?: string; userId?: string; provider?: string; disputed?: boolean },
) {
  const where = `where (?::text is null or order_status = ?) and (?::uuid is null or user_id = ?::uuid) and (?::text is null or payment_method = ?)
    and (?::boolean is null or (dispute_id is not null) = ?)`;
  const params = [
    query.status ?? null, query.status ?? null, query.userId ?? null, query.userId ?? null, query.provider ?? null, query.provider ?? null,
    query.disputed ?? null, query.disputed ?? null,
  ];
  return paginate(em, { columns: '*', from: `from points_orders ${where}`, orderBy: 'created_at desc, id desc', params }, query, (found) => found.map(toAdminOrder));
}

export async function orderRow(em: EntityManager, id: string): Promise<Row | undefined> {
  return one(em, 'select * from points_orders where id = ?', [id]);
}
