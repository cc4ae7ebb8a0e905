// The admin audit log: one row per change an admin makes (to a user, a report, the catalogue, a setting...), written
// by the caller's transaction so the record exists exactly when the change does. Rows are never rewritten (a trigger refuses update and delete).
import type { EntityManager } from '@mikro-orm/postgresql';
import { paginate, uuidv7 } from '../platform/index.ts';
import type { AdminAuditAction, AdminAuditEntry } from './contract.ts';
import { iso, type Row, rows } from './db.ts';

export type AuditInput = {
  adminId: string;
  action: AdminAuditAction;
  /** 'user' unless said: what `targetId` names ('report', 'document', ...). */
  targetType?: string;
  targetId: string;
  reason: string | null;
  details?: Record<string, unknown>;
};

/** Appends one entry; call it with the EntityManager of the transaction that makes the change. */
export async function recordAdminAction(em: EntityManager, input: AuditInput): Promise<void> {
  await rows(
    em,
    `insert into admin_audit_log (id, admin_id, action, target_type, target_id, reason, details)
     values (?, ?, ?, ?, ?, ?, ?::jsonb)`,
    [uuidv7(), input.adminId, input.action, input.targetType ?? 'user', input.targetId, input.reason, JSON.stringify(input.details ?? {})],
  );
}

function toEntry(r: Row): AdminAuditEntry {
  return {
    id: r.id,
    admin: r.admin_id && r.admin_email ? { id: r.admin_id, fullName: r.admin_name, email: r.admin_email } : null,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    reason: r.reason ?? null,
    details: r.details ?? {},
    createdAt: iso(r.created_at)!,
  };
}

export type AuditFilter = { targetId?: string; adminId?: string; action?: string; page: number; pageSize: number };

/** Entries newest first, each with the admin who made it. */
export async function listAdminAudit(em: EntityManager, filter: AuditFilter) {
  const where = `(?::uuid is null or a.target_id = ?::uuid) and (?::uuid is null or a.admin_id = ?::uuid) and (?::text is null or a.action = ?)`;
  const params = [filter.targetId ?? null, filter.targetId ?? null, filter.adminId ?? null, filter.adminId ?? null, filter.action ?? null, filter.action ?? null];
  const list = {
    columns: 'a.*, u.email as admin_email, u.full_name as admin_name',
    from: `from admin_audit_log a left join users u on u.id = a.admin_id where ${where}`,
    orderBy: 'a.created_at desc, a.id desc',
    params,
  };
  return paginate(em, list, filter, (found) => found.map(toEntry));
}
