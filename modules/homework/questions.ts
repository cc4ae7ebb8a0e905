// Questions: reading them for their asker and the public, listing, and turning them public or private. Asking
// (which charges and starts the answer) is in ask.ts; the answer arrives in answer.ts.
import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpError, notFound, paginate, type Platform, unprocessable, type Page } from '../platform/index.ts';
import {
  HOMEWORK_MESSAGES, type HomeworkCitation, type QuestionBlock, type QuestionCard, type QuestionDetail,
  RELATED_QUESTIONS,
} from './contract.ts';
import { iso, one, type Row, rows } from './db.ts';
import { publishedPayload } from './announce.ts';
import { HOMEWORK_EVENTS } from './events.ts';
import { subjectById, subjectsById } from './subjects.ts';

export type Viewer = { id: string; role: string; status: string } | null;

const EXCERPT_CHARS = 220;

/** The answer's opening (past an introductory line ending in ":"), without citation marks, cut at a word. */
export function excerptOf(answer: string): string {
  const body = answer.replace(/^[^\n]{0,120}:\s*\n\s*\n/, '');
  const plain = body.replace(/\s?\[p\.\s*\d+\]/g, '').replace(/\s+/g, ' ').trim();
  if (plain.length <= EXCERPT_CHARS) return plain;
  const cut = plain.slice(0, EXCERPT_CHARS);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : EXCERPT_CHARS)}…`;
}

async function cardsOf(em: EntityManager, list: Row[]): Promise<QuestionCard[]> {
  const subjects = await subjectsById(em);
  return list.map((r) => ({
    id: r.id,
    slug: r.slug,
    question: r.question,
    subject: r.subject_id ? (subjects.get(r.subject_id) ?? null) : null,
    isPublic: r.is_public,
    status: r.status,
    excerpt: excerptOf(r.answer ?? ''),
    createdAt: iso(r.created_at)!,
    publishedAt: iso(r.published_at),
  }));
}

const CARD_COLUMNS = 'id, slug, question, subject_id, is_public, status, left(answer, 600) as answer, created_at, published_at';

/** Public questions like this one: the same subject first, then by shared words, newest last. */
async function relatedTo(em: EntityManager, r: Row): Promise<QuestionCard[]> {
  const found = await rows(
    em,
    `with q as (select replace(plainto_tsquery('search_stemmed', ?)::text, '&', '|')::tsquery as query)
     select ${CARD_COLUMNS} from homework_questions h, q
     where h.is_public and h.id <> ? and (h.subject_id is not distinct from ?::uuid or h.tsv @@ q.query)
     order by (h.subject_id is not distinct from ?::uuid) desc, ts_rank_cd(h.tsv, q.query) desc, h.published_at desc
     limit ${RELATED_QUESTIONS}`,
    [r.question, r.id, r.subject_id, r.subject_id],
  );
  return cardsOf(em, found);
}

export async function detailOf(em: EntityManager, r: Row, viewer: Viewer): Promise<QuestionDetail> {
  const [card] = await cardsOf(em, [r]);
  return {
    ...card!,
    formattedQuestion: (r.formatted_question ?? []) as QuestionBlock[],
    answer: r.answer ?? '',
    citations: (r.citations ?? []) as HomeworkCitation[],
    provider: r.provider ?? null,
    model: r.model ?? null,
    error: r.status === 'failed' ? (r.error_message ?? null) : null,
    actionId: viewer?.id === r.user_id ? (r.action_id ?? null) : null,
    points: Number(r.points),
    documentIds: (r.document_ids ?? []) as string[],
    publishWhenAnswered: Boolean(r.publish_when_answered),
    isOwner: viewer?.id === r.user_id,
    answeredAt: iso(r.answered_at),
    related: r.is_public || r.status === 'answered' ? await relatedTo(em, r) : [],
  };
}

/**
 * A question as its viewer may see it: the asker sees theirs in any state; everyone else (admins included: a
 * private question is its asker's alone) sees it only while it is public. Anything else is "not found", so a
 * private question's existence never shows.
 */
export async function visibleQuestion(em: EntityManager, slug: string, viewer: Viewer): Promise<Row> {
  const r = await one(em, 'select * from homework_questions where slug = ?', [slug]);
  if (!r || (!r.is_public && r.user_id !== viewer?.id)) throw notFound(HOMEWORK_MESSAGES.notFound);
  return r;
}

export async function myQuestions(em: EntityManager, userId: string, query: { page: number; pageSize: number }): Promise<Page<QuestionCard>> {
  const list = { columns: CARD_COLUMNS, from: 'from homework_questions where user_id = ?', orderBy: 'created_at desc, id desc', params: [userId] };
  return paginate(em, list, query, (found) => cardsOf(em, found));
}

export async function publicQuestions(
  em: EntityManager,
  query: { page: number; pageSize: number; subject?: string },
): Promise<Page<QuestionCard>> {
  let subjectId: string | null = null;
  if (query.subject) {
    subjectId = [...(await subjectsById(em)).values()].find((s) => s.slug === query.subject)?.id ?? null;
    if (!subjectId) return { items: [], page: query.page, pageSize: query.pageSize, total: 0 };
  }
  const from = 'from homework_questions where is_public and (?::uuid is null or subject_id = ?::uuid)';
  const list = { columns: CARD_COLUMNS, from, orderBy: 'published_at desc, id desc', params: [subjectId, subjectId] };
  return paginate(em, list, query, (found) => cardsOf(em, found));
}

/** Makes an answered question public and tells search, in one transaction. Publishing a public one changes nothing. */
export async function publishQuestion(platform: Platform, em: EntityManager, slug: string, viewer: NonNullable<Viewer>): Promise<Row> {
  return em.transactional(async (tx) => {
    const r = await one(tx, 'select * from homework_questions where slug = ? for update', [slug]);
    if (!r || (r.user_id !== viewer.id && !r.is_public)) throw notFound(HOMEWORK_MESSAGES.notFound);
    if (r.user_id !== viewer.id) throw new HttpError(403, 'forbidden', HOMEWORK_MESSAGES.ownerOnly);
    if (r.status !== 'answered') throw unprocessable('not_answered', HOMEWORK_MESSAGES.notAnswered);
    return r.is_public ? r : makePublic(platform, tx, r.id);
  });
}

/** Inside the caller's transaction: the question becomes public and search hears of it. */
export async function makePublic(platform: Platform, tx: EntityManager, questionId: string): Promise<Row> {
  const updated = (await one(tx, 'update homework_questions set is_public = true, published_at = now() where id = ? returning *', [questionId]))!;
  await platform.bus.publish(tx, HOMEWORK_EVENTS.questionPublished, publishedPayload(updated, await subjectById(tx, updated.subject_id)));
  return updated;
}

/** Makes a question private again (its asker, or an admin taking it down) and tells search to drop it. */
export async function unpublishQuestion(platform: Platform, em: EntityManager, slug: string, viewer: NonNullable<Viewer>): Promise<Row> {
  return em.transactional(async (tx) => {
    const r = await one(tx, 'select * from homework_questions where slug = ? for update', [slug]);
    const isAdmin = viewer.role === 'admin' && viewer.status === 'active';
    if (!r || (r.user_id !== viewer.id && !r.is_public)) throw notFound(HOMEWORK_MESSAGES.notFound);
    if (r.user_id !== viewer.id && !isAdmin) throw new HttpError(403, 'forbidden', HOMEWORK_MESSAGES.unpublishForbidden);
    return r.is_public ? makePrivate(platform, tx, r.id) : r;
  });
}

/** Inside the caller's transaction: the question is private again and search drops it. */
async function makePrivate(platform: Platform, tx: EntityManager, questionId: string): Promise<Row> {
  const updated = (await one(tx, 'update homework_questions set is_public = false, published_at = null where id = ? returning *', [questionId]))!;
  await platform.bus.publish(tx, HOMEWORK_EVENTS.questionRemoved, { questionId });
  return updated;
}

/** A question as a report names it (any visibility), or null. */
export async function questionForReport(em: EntityManager, questionId: string) {
  const r = await one(em, 'select id, slug, question, user_id, is_public from homework_questions where id = ?', [questionId]);
  return r ? { id: r.id as string, slug: r.slug as string, title: r.question as string, userId: r.user_id as string, isPublic: Boolean(r.is_public) } : null;
}

/** An admin takes a reported question off the public pages (it stays its asker's, private); false if it was not public. */
export async function takeDownQuestion(platform: Platform, em: EntityManager, questionId: string): Promise<boolean> {
  return em.transactional(async (tx) => {
    const r = await one(tx, 'select id, is_public from homework_questions where id = ? for update', [questionId]);
    if (!r?.is_public) return false;
    await makePrivate(platform, tx, r.id);
    return true;
  });
}

/** Public paths for /sitemap.xml: every public question. */
export async function questionPaths(em: EntityManager): Promise<string[]> {
  const list = await rows(em, 'select slug from homework_questions where is_public order by published_at desc limit 50000');
  return ['/ai-homework-helper', ...list.map((r) => `/ai-homework-helper/${r.slug}`)];
}
