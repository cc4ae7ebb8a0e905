// A user's checks: running one (the check row and its AI action in one transaction: charged once, the same key
// again answers the first check), their history, and one check with its report (its owner or an admin; anyone
// else is told it does not exist).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthUser } from '../accounts/index.ts';
import { type AiActionView, readAction, readActions, requestAiAction } from '../ai/index.ts';
import { badRequest, HttpError, paginate, type Platform, uuidv7 } from '../platform/index.ts';
import { type Check, type CheckKind, type CheckSummary, INTEGRITY_MESSAGES as M, TEXT_MIN_WORDS } from './contract.ts';
import { one, type Row, rows } from './db.ts';
import { detectionTool, plagiarismTool } from './tools.ts';
import { wordsOf } from './winnow.ts';

const TITLE_CHARS = 80;
const notFound = () => new HttpError(404, 'not_found', M.notFound);
const toolOf = (kind: CheckKind) => (kind === 'plagiarism' ? plagiarismTool : detectionTool);

function titleOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > TITLE_CHARS ? `${flat.slice(0, TITLE_CHARS - 1)}…` : flat;
}

/** The report's headline figure: similarity for plagiarism, the estimated likelihood for detection. */
function scoreOf(action: AiActionView | undefined): number | null {
  if (action?.status !== 'done' || !action.result) return null;
  const result = action.result as { similarity?: number; score?: number };
  return result.similarity ?? result.score ?? null;
}

function summaryOf(r: Row, action: AiActionView | undefined): CheckSummary {
  return {
    id: r.id,
    kind: r.kind,
    title: r.title,
    words: Number(r.words),
    status: action?.status ?? 'queued',
    score: scoreOf(action),
    createdAt: new Date(r.created_at).toISOString(),
  };
}

async function viewOf(em: EntityManager, r: Row): Promise<Check> {
  const action = (await readAction(em, r.action_id))!;
  return { ...summaryOf(r, action), text: r.text, paperId: r.paper_id ?? null, action };
}

/** A paper another user owns is not yours to name (its versions are in the index under their owner). */
async function checkPaper(em: EntityManager, userId: string, paperId: string): Promise<void> {
  const owner = await one(em, 'select owner_id from integrity_sources where paper_id = ? limit 1', [paperId]);
  if (owner && owner.owner_id !== userId) throw new HttpError(404, 'not_found', M.paperNotFound);
}

export type RunCheck = { kind: CheckKind; text: string; paperId?: string | null; key?: string; points?: number };

export async function runCheck(platform: Platform, em: EntityManager, userId: string, input: RunCheck): Promise<Check> {
  const words = wordsOf(input.text).length;
  if (words < TEXT_MIN_WORDS) throw badRequest(M.tooShort, { text: [M.tooShort] });
  if (input.paperId) await checkPaper(em, userId, input.paperId);
  const row = await em.transactional(async (tx) => {
    const id = uuidv7();
    const tool = toolOf(input.kind);
    const key = `integrity:${tool.name}:${input.key ?? id}`;
    const { actionId, replayed } = await requestAiAction(platform, tx, { tool: tool.name, userId, input: { checkId: id }, key, quotedPoints: input.points });
    if (!replayed) {
      await rows(tx, 'insert into integrity_checks (id, user_id, kind, title, text, words, paper_id, action_id) values (?, ?, ?, ?, ?, ?, ?, ?)', [
        id, userId, input.kind, titleOf(input.text), input.text, words, input.paperId ?? null, actionId,
      ]);
    }
    return one(tx, 'select * from integrity_checks where action_id = ?', [actionId]);
  });
  return viewOf(em, row!);
}

export async function listChecks(em: EntityManager, userId: string, query: { page: number; pageSize: number; kind?: CheckKind }) {
  const where = query.kind ? 'user_id = ? and kind = ?' : 'user_id = ?';
  const params = query.kind ? [userId, query.kind] : [userId];
  const list = { columns: 'id, kind, title, words, action_id, created_at', from: `from integrity_checks where ${where}`, orderBy: 'created_at desc, id desc', params };
  return paginate(em, list, query, async (found) => {
    const actions = new Map((await readActions(em, found.map((r) => r.action_id))).map((a) => [a.id, a]));
    return found.map((r) => summaryOf(r, actions.get(r.action_id)));
  });
}

export async function readCheck(em: EntityManager, viewer: AuthUser, id: string): Promise<Check> {
  const row = await one(em, 'select * from integrity_checks where id = ?', [id]);
  const admin = viewer.role === 'admin' && viewer.status === 'active';
  if (!row || (row.user_id !== viewer.id && !admin)) throw notFound();
  return viewOf(em, row);
}
