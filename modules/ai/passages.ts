// Page passages: a source's page text (a document's, for now) cut into passages of a few sentences, each with its
// page, stored with a stemmed tsvector for retrieval. Rebuilt whole when a source is indexed again.
import type { EntityManager } from '@mikro-orm/postgresql';
import { one, rows } from './db.ts';
import { isHeading, sentences, unfinished } from './nlp.ts';
import { type Reader, readableUpTo } from './readable.ts';

export type PageText = { pageNumber: number; text: string };
export type PassageRow = { page: number; text: string };

const TARGET_CHARS = 450;
const MAX_SENTENCES = 4;
const MAX_CHARS = 1500;
/** A sentence that only makes sense after the one before it. */
const REFERS_BACK = /^(?:this|that|these|those|it|such|they|the\s+(?:process|reaction|result|effect|change|step)|dies(?:e|er|es|en|em))\b/i;

/** A page's passages: whole sentences, grouped until about 450 characters or 4 sentences, never split before a sentence referring back. */
export function pagePassages(page: PageText): PassageRow[] {
  const out: PassageRow[] = [];
  let current: string[] = [];
  const flush = () => {
    // A heading or a bullet keeps its own line, so the passage's sentences read back as they were cut (nlp.ts: blocks).
    const text = current.map((s, i) => (i === 0 ? '' : unfinished(current[i - 1]!) || unfinished(s) ? '\n' : ' ') + s).join('');
    if (current.length) out.push({ page: page.pageNumber, text });
    current = [];
  };
  // A heading does not count as a sentence, and stays with the sentence after it.
  const full = () => current.join(' ').length >= TARGET_CHARS || current.filter((s) => !isHeading(s)).length >= MAX_SENTENCES;
  for (const raw of sentences(page.text)) {
    // Text without sentence punctuation (tables, slides) arrives as one long "sentence": cut it by length.
    for (let i = 0; i < raw.length; i += MAX_CHARS) {
      const piece = raw.slice(i, i + MAX_CHARS);
      // "This process is called fermentation." names what the sentence before it said: they stay in one passage,
      // so the answer that needs both finds both (up to two sentences over the usual size).
      if (full() && !(REFERS_BACK.test(piece) && current.length < MAX_SENTENCES + 2) && !isHeading(current.at(-1)!)) flush();
      current.push(piece);
    }
  }
  flush();
  return out;
}

/** Holds the source until the caller's transaction ends, so two indexers (the event, a first chat) run in turn. */
export async function lockSource(em: EntityManager, sourceId: string): Promise<void> {
  await rows(em, "select pg_advisory_xact_lock(hashtextextended('ai_passages:' || ?, 0))", [sourceId]);
}

/** Replaces a source's passages with those of its pages (inside the caller's transaction). Answers how many. */
export async function indexSource(em: EntityManager, sourceId: string, pages: PageText[]): Promise<number> {
  const passages = pages.flatMap(pagePassages);
  await lockSource(em, sourceId);
  await rows(em, 'delete from ai_passages where source_id = ?', [sourceId]);
  for (let start = 0; start < passages.length; start += 500) {
    const batch = passages.slice(start, start + 500);
    await rows(
      em,
      `insert into ai_passages (source_id, ordinal, page_number, text)
       select ?::uuid, o - 1 + ?, (x.v ->> 'page')::int, x.v ->> 'text' from jsonb_array_elements(?::jsonb) with ordinality as x(v, o)`,
      [sourceId, start, JSON.stringify(batch)],
    );
  }
  await rows(
    em,
    `insert into ai_sources (source_id, page_count, passage_count) values (?, ?, ?)
     on conflict (source_id) do update set page_count = excluded.page_count, passage_count = excluded.passage_count, indexed_at = now()`,
    [sourceId, pages.length, passages.length],
  );
  return passages.length;
}

export async function dropSource(em: EntityManager, sourceId: string): Promise<void> {
  await rows(em, 'delete from ai_passages where source_id = ?', [sourceId]);
  await rows(em, 'delete from ai_sources where source_id = ?', [sourceId]);
}

export async function isIndexed(em: EntityManager, sourceId: string): Promise<boolean> {
  return Boolean(await one(em, 'select 1 from ai_sources where source_id = ?', [sourceId]));
}

/** Every passage of a source this reader may read, in page order (flashcards, test prep, key terms). */
export async function sourcePassages(em: EntityManager, reader: Reader, sourceId: string): Promise<PassageRow[]> {
  const { upto } = await readableUpTo(em, reader, [sourceId]);
  const list = await rows(em, 'select page_number, text from ai_passages where source_id = ? and page_number <= ? order by ordinal', [sourceId, upto[0]]);
  return list.map((r) => ({ page: Number(r.page_number), text: r.text }));
}
