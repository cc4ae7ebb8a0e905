// The admin-style paper operations of spec 001 §6: list all, reassign to another user, delete, bulk delete. Each
// change is written to the admin audit log in its own transaction, so the record exists exactly when the change does.
// A deletion is published (`papers.paper-deleted`) like the owner's own, so the plagiarism index forgets the paper.
import type { EntityManager } from '@mikro-orm/postgresql';
import { peopleByIds, type Person, profileByEmail, recordAdminAction, userIdsMatching } from '../accounts/index.ts';
import { HttpError, paginate, type Platform } from '../platform/index.ts';
import { type AdminPaper, PAPER_MESSAGES as M } from './contract.ts';
import { PAPERS_EVENTS } from './events.ts';
import { one, type Row, rows } from './db.ts';
import { paperNotFound, summaryOf } from './papers.ts';

const adminPaper = (r: Row, owner: Person): AdminPaper => ({ ...summaryOf(r), owner: { id: r.user_id, email: owner.email, fullName: owner.fullName } });

/** The papers with their owners named by accounts (every paper's owner has a row: a deleted account keeps its own). */
async function withOwners(em: EntityManager, found: Row[]): Promise<AdminPaper[]> {
  const owners = await peopleByIds(em, found.map((r) => r.user_id));
  return found.map((r) => adminPaper(r, owners.get(r.user_id)!));
}

export async function listAllPapers(em: EntityManager, q: { page: number; pageSize: number; q?: string; userId?: string }) {
  // The search matches a title or the owner's email; accounts answers which users the email part names.
  const owners = q.q ? await userIdsMatching(em, `%${q.q}%`) : [];
  const where = `(?::uuid is null or p.user_id = ?::uuid) and (?::text is null or p.title ilike '%' || ? || '%' or p.user_id = any(?::uuid[]))`;
  const params = [q.userId ?? null, q.userId ?? null, q.q || null, q.q || null, `{${owners.join(',')}}`];
  return paginate(em, { columns: 'p.*', from: `from papers p where ${where}`, orderBy: 'p.updated_at desc, p.id desc', params }, q, (found) => withOwners(em, found));
}

export type AdminAct = { adminId: string; reason: string };

export async function reassignPaper(em: EntityManager, act: AdminAct & { paperId: string; email: string }): Promise<AdminPaper> {
  await em.transactional(async (tx) => {
    const target = await profileByEmail(tx, act.email);
    if (!target) throw new HttpError(404, 'user_not_found', M.userNotFound);
    const [before] = await rows(tx, 'select user_id from papers where id = ? for update', [act.paperId]);
    if (!before) throw paperNotFound();
    await rows(tx, 'update papers set user_id = ?, updated_at = now() where id = ?', [target.id, act.paperId]);
    await recordAdminAction(tx, {
      adminId: act.adminId, action: 'paper.reassigned', targetType: 'paper', targetId: act.paperId, reason: act.reason,
      details: { from: before.user_id, to: target.id },
    });
  });
  return (await withOwners(em, [(await one(em, 'select * from papers where id = ?', [act.paperId]))!]))[0]!;
}

/** Deletes the papers that exist among `ids` (their versions go with them); answers how many. */
export async function deletePapers(platform: Platform, em: EntityManager, act: AdminAct & { ids: string[] }): Promise<number> {
  return em.transactional(async (tx) => {
    const gone = await rows(tx, 'delete from papers where id = any(?::uuid[]) returning id, user_id, title', [`{${act.ids.join(',')}}`]);
    for (const r of gone) {
      await platform.bus.publish(tx, PAPERS_EVENTS.paperDeleted, { paperId: r.id, userId: r.user_id });
      await recordAdminAction(tx, {
        adminId: act.adminId, action: 'paper.deleted', targetType: 'paper', targetId: r.id, reason: act.reason, details: { owner: r.user_id, title: r.title },
      });
    }
    return gone.length;
  });
}
