// A user's papers and their versions. Each save names the version it was based on: the paper row is locked, a
// stale base is refused (409), and changed content becomes the next version in the same transaction, which also
// publishes `papers.version-saved`. Papers are their owner's alone: anyone else (admins included, outside the admin
// routes) gets 404.
import type { EntityManager } from '@mikro-orm/postgresql';
import { documentForChat } from '../documents/index.ts';
import { HttpError, paginate, type Platform, uuidv7 } from '../platform/index.ts';
import {
  type CreatePaperBody, type Paper, PAPER_MESSAGES as M, type PaperSources, type PaperSummary,
  SAVED_SOURCE_DEFAULTS, type SavePaperBody, type VersionSummary, createPaperBody,
} from './contract.ts';
import { PAPERS_EVENTS } from './events.ts';
import { iso, one, type Row, rows } from './db.ts';
import { editorTitle, paragraphDiff, plainText, wordCount } from './text.ts';

export const paperNotFound = () => new HttpError(404, 'not_found', M.notFound);

export function summaryOf(r: Row): PaperSummary {
  return {
    id: r.id, title: r.title, paperType: r.paper_type, wordCount: Number(r.word_count), level: r.level, citationStyle: r.citation_style,
    status: r.status, version: Number(r.version), createdAt: iso(r.created_at), updatedAt: iso(r.updated_at),
  };
}

export function paperOf(r: Row): Paper {
  return { ...summaryOf(r), userId: r.user_id, content: r.content, format: r.format, sources: r.sources, instructions: r.instructions };
}

export async function ownPaper(em: EntityManager, userId: string, paperId: string, lock = false): Promise<Row> {
  const r = await one(em, `select * from papers where id = ? and user_id = ?${lock ? ' for update' : ''}`, [paperId, userId]);
  if (!r) throw paperNotFound();
  return r;
}

export async function listPapers(em: EntityManager, userId: string, q: { page: number; pageSize: number; q?: string }) {
  const where = `user_id = ? and (?::text is null or title ilike '%' || ? || '%')`;
  const params = [userId, q.q || null, q.q || null];
  return paginate(em, { columns: '*', from: `from papers where ${where}`, orderBy: 'updated_at desc, id desc', params }, q, (found) => found.map(summaryOf));
}

/** Every chosen file must be a document the user uploaded or bought (the same rule as Document Chat). */
async function checkSources(em: EntityManager, userId: string, sources: PaperSources) {
  for (const id of sources.references.files) {
    if (!(await documentForChat(em, userId, id))) throw new HttpError(403, 'source_not_available', M.sourceNotAvailable);
  }
}

/** Appends the next version (the paper row is locked by the caller) and publishes it. Answers its number. */
async function appendVersion(platform: Platform, tx: EntityManager, paper: Row, content: string, createdBy: string, minWords = 0) {
  const text = plainText(content);
  const words = Math.max(minWords, wordCount(text));
  const number = Number(paper.version) + 1;
  const versionId = uuidv7();
  await rows(tx, 'insert into paper_versions (id, paper_id, version_number, content, word_count, created_by) values (?, ?, ?, ?, ?, ?)', [
    versionId, paper.id, number, content, words, createdBy,
  ]);
  await rows(tx, 'update papers set content = ?, word_count = ?, version = ?, updated_at = now() where id = ?', [content, words, number, paper.id]);
  await platform.bus.publish(tx, PAPERS_EVENTS.versionSaved, { paperId: paper.id, versionId, userId: paper.user_id, number, text });
}

type NewPaper = Omit<Paper, 'id' | 'userId' | 'wordCount' | 'status' | 'version' | 'createdAt' | 'updatedAt' | 'format' | 'paperType'> & {
  paperType: Paper['paperType'];
};

async function insertPaper(platform: Platform, tx: EntityManager, userId: string, input: NewPaper, minWords = 0): Promise<string> {
  const id = uuidv7();
  const [row] = await rows(
    tx,
    `insert into papers (id, user_id, title, paper_type, level, citation_style, format, sources, instructions)
     values (?, ?, ?, ?::jsonb, ?, ?, ?::jsonb, ?::jsonb, ?) returning *`,
    [
      id, userId, input.title, JSON.stringify(input.paperType), input.level, input.citationStyle, JSON.stringify({ citation: input.citationStyle }),
      JSON.stringify(input.sources), input.instructions,
    ],
  );
  await platform.bus.publish(tx, PAPERS_EVENTS.paperCreated, { paperId: id, userId, title: input.title });
  if (input.content.trim()) await appendVersion(platform, tx, row!, input.content, userId, minWords);
  return id;
}

/** The new-paper form: version 1 when it comes with content, none until the first text otherwise. */
export async function createPaper(platform: Platform, em: EntityManager, userId: string, body: CreatePaperBody): Promise<Paper> {
  const input = createPaperBody.parse(body);
  const id = await em.transactional(async (tx) => {
    await checkSources(tx, userId, input.sources);
    return insertPaper(platform, tx, userId, input);
  });
  return paperOf(await ownPaper(em, userId, id));
}

/**
 * The editor's auto-create (§2, §5): typing into an empty editor makes a draft of type paper/editing titled from
 * its first 30 characters, with the saved-paper source defaults, a word count of at least 1 and version 1.
 */
export async function createFromEditor(platform: Platform, em: EntityManager, userId: string, content: string): Promise<Paper> {
  const id = await em.transactional((tx) =>
    insertPaper(
      platform,
      tx,
      userId,
      {
        title: editorTitle(plainText(content)), paperType: { mainType: 'paper', subType: 'editing' }, level: 'undergraduate', citationStyle: 'APA_7',
        sources: SAVED_SOURCE_DEFAULTS, instructions: '', content: content.trim() ? content : '<p></p>',
      },
      1,
    ),
  );
  return paperOf(await ownPaper(em, userId, id));
}

const conflict = () => new HttpError(409, 'version_conflict', M.conflict);

/** Saves fields and content based on `baseVersion`; changed content becomes the next version, unchanged makes none. */
export async function savePaper(platform: Platform, em: EntityManager, userId: string, paperId: string, body: SavePaperBody): Promise<Paper> {
  await em.transactional(async (tx) => {
    const paper = await ownPaper(tx, userId, paperId, true);
    if (body.baseVersion !== Number(paper.version)) throw conflict();
    if (body.sources) await checkSources(tx, userId, body.sources);
    const style = body.citationStyle;
    await rows(
      tx,
      `update papers set title = coalesce(?, title), paper_type = coalesce(?::jsonb, paper_type), level = coalesce(?, level),
         citation_style = coalesce(?, citation_style), format = coalesce(?::jsonb, format), sources = coalesce(?::jsonb, sources),
         instructions = coalesce(?, instructions), updated_at = now() where id = ?`,
      [
        body.title ?? null, body.paperType ? JSON.stringify(body.paperType) : null, body.level ?? null, style ?? null,
        style ? JSON.stringify({ citation: style }) : null, body.sources ? JSON.stringify(body.sources) : null, body.instructions ?? null, paperId,
      ],
    );
    if (body.content !== undefined && body.content !== paper.content) await appendVersion(platform, tx, paper, body.content, userId);
  });
  return paperOf(await ownPaper(em, userId, paperId));
}

export async function deletePaper(platform: Platform, em: EntityManager, userId: string, paperId: string): Promise<void> {
  await em.transactional(async (tx) => {
    const [r] = await rows(tx, 'delete from papers where id = ? and user_id = ? returning id', [paperId, userId]);
    if (!r) throw paperNotFound();
    await platform.bus.publish(tx, PAPERS_EVENTS.paperDeleted, { paperId, userId });
  });
}

const versionSummary = (r: Row): VersionSummary => ({
  number: Number(r.version_number), title: `Version ${r.version_number}`, wordCount: Number(r.word_count), createdAt: iso(r.created_at),
});

export async function listVersions(em: EntityManager, userId: string, paperId: string) {
  await ownPaper(em, userId, paperId);
  const found = await rows(em, 'select version_number, word_count, created_at from paper_versions where paper_id = ? order by version_number desc', [paperId]);
  return { items: found.map(versionSummary) };
}

async function versionRow(em: EntityManager, paperId: string, number: number) {
  const r = await one(em, 'select * from paper_versions where paper_id = ? and version_number = ?', [paperId, number]);
  if (!r) throw new HttpError(404, 'version_not_found', M.versionNotFound);
  return r;
}

/** One version with its paragraphs compared to the version before it. */
export async function readVersion(em: EntityManager, userId: string, paperId: string, number: number) {
  await ownPaper(em, userId, paperId);
  const r = await versionRow(em, paperId, number);
  const previous = await one(em, 'select content from paper_versions where paper_id = ? and version_number < ? order by version_number desc limit 1', [paperId, number]);
  const { parts, coarse } = paragraphDiff(plainText(previous?.content ?? ''), plainText(r.content));
  return { ...versionSummary(r), content: r.content, diff: parts, diffCoarse: coarse };
}

/** A restore is a save of the old content: a new version, so nothing is lost. */
export async function restoreVersion(platform: Platform, em: EntityManager, userId: string, paperId: string, number: number, baseVersion: number) {
  await ownPaper(em, userId, paperId);
  const r = await versionRow(em, paperId, number);
  return savePaper(platform, em, userId, paperId, { baseVersion, content: r.content });
}
