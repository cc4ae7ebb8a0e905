// The fingerprint index: every text a plagiarism check compares against, winnowed page by page. Writing a source
// replaces what was there (an event delivered twice leaves one copy); a marketplace document's function words
// also go into the corpus profile, and come out again when it is replaced or dropped.
import type { EntityManager } from '@mikro-orm/postgresql';
import { ALL_WORDS } from './corpus.ts';
import { functionWordCounts } from './function-words.ts';
import { one, rows } from './db.ts';
import { winnow, wordsOf } from './winnow.ts';

export type SourceKind = 'document' | 'question' | 'deck' | 'paper';

export type SourceText = {
  id: string;
  kind: SourceKind;
  title: string;
  slug?: string | null;
  ownerId?: string | null;
  paperId?: string | null;
  version?: number | null;
  /** `quotable`: a guest may read this page (a document's preview pages, a public question or deck). */
  pages: { page: number; text: string; quotable: boolean }[];
};

async function addToCorpus(em: EntityManager, counts: Record<string, number>): Promise<void> {
  if (!Object.keys(counts).length) return;
  await rows(
    em,
    `insert into integrity_corpus_words (word, count) select key, value::bigint from jsonb_each_text(?::jsonb)
     on conflict (word) do update set count = integrity_corpus_words.count + excluded.count`,
    [JSON.stringify(counts)],
  );
}

async function takeFromCorpus(em: EntityManager, counts: Record<string, number>): Promise<void> {
  await rows(
    em,
    'update integrity_corpus_words c set count = greatest(0, c.count - v.value::bigint) from jsonb_each_text(?::jsonb) v where c.word = v.key',
    [JSON.stringify(counts)],
  );
}

/** Forgets a source: its fingerprints, quotable pages and share of the corpus profile. */
export async function dropSource(em: EntityManager, id: string): Promise<void> {
  const gone = await one(em, 'delete from integrity_sources where id = ? returning kind, function_words', [id]);
  if (gone?.kind === 'document') await takeFromCorpus(em, gone.function_words);
}

/** Indexes (or re-indexes) one source inside the caller's transaction. Answers how many fingerprints it has. */
export async function indexSource(em: EntityManager, source: SourceText): Promise<number> {
  await dropSource(em, source.id);
  const fingerprints: [number, number, number][] = [];
  const counts: Record<string, number> = {};
  for (const page of source.pages) {
    const words = wordsOf(page.text);
    if (source.kind === 'document') {
      for (const [w, n] of Object.entries(functionWordCounts(words))) counts[w] = (counts[w] ?? 0) + n;
      counts[ALL_WORDS] = (counts[ALL_WORDS] ?? 0) + words.length;
    }
    // One row per distinct hash of a page is enough to find it; its first place is where a report points.
    const seen = new Set<number>();
    for (const fp of winnow(words.map((w) => w.text))) {
      if (seen.has(fp.hash)) continue;
      seen.add(fp.hash);
      fingerprints.push([fp.hash, page.page, fp.pos]);
    }
  }
  const row = await one(
    em,
    `insert into integrity_sources (id, kind, owner_id, paper_id, version, title, slug, fingerprints, function_words)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb) returning no`,
    [source.id, source.kind, source.ownerId ?? null, source.paperId ?? null, source.version ?? null, source.title, source.slug ?? null, fingerprints.length, JSON.stringify(counts)],
  );
  const no = Number(row!.no);
  // As JSON: a JavaScript array bound to `?` would be spread into a list of parameters.
  if (fingerprints.length) {
    await rows(
      em,
      `insert into integrity_fingerprints (hash, source_no, page, pos)
       select (f->>0)::int, ?, (f->>1)::int, (f->>2)::int from jsonb_array_elements(?::jsonb) f`,
      [no, JSON.stringify(fingerprints)],
    );
  }
  const quotable = source.pages.filter((p) => p.quotable && p.text.trim());
  if (quotable.length) {
    await rows(
      em,
      `insert into integrity_source_pages (source_no, page, text)
       select ?, (p->>'page')::int, p->>'text' from jsonb_array_elements(?::jsonb) p on conflict do nothing`,
      [no, JSON.stringify(quotable.map((p) => ({ page: p.page, text: p.text })))],
    );
  }
  if (source.kind === 'document') await addToCorpus(em, counts);
  return fingerprints.length;
}
