// The plagiarism check: the text's winnowed fingerprints looked up in the index, each matching source credited
// with the runs of the text it shares, a word given to the best-matching source that covers it, and the report
// built from that. Only what a guest may read is quoted from a source; another user's paper counts but is only
// ever "a private paper"; the checking user's own papers are not compared at all.
import type { EntityManager } from '@mikro-orm/postgresql';
import { hrefOf } from '../search/contract.ts';
import { INTEGRITY_MESSAGES, type MatchSource, type PlagiarismReport } from './contract.ts';
import { rows } from './db.ts';
import { K, W, winnow, type Word, wordsOf } from './winnow.ts';

/** A hash found in more sources than this is a stock phrase (a licence line, a heading), not evidence. */
const MAX_SOURCES_PER_HASH = 100;
/** Sources named in one report. */
const MAX_SOURCES = 10;
const EXCERPT_WORDS = 60;

type Hit = { source: number; page: number; spos: number; qpos: number };
type Run = { from: number; to: number };

/**
 * Merges K-gram starts into runs of words: fingerprints of one copied stretch are at most W words apart. A
 * stretch's first and last W - 1 words may carry no fingerprint, so a run that comes that close to the start or
 * the end of the text is taken to reach it (a text copied whole scores 100%); elsewhere a run is a lower bound.
 */
export function runsOf(positions: number[], wordCount: number): Run[] {
  const sorted = [...new Set(positions)].sort((a, b) => a - b);
  const runs: Run[] = [];
  for (const p of sorted) {
    const last = runs.at(-1);
    if (last && p - (last.to - K) <= W) last.to = Math.min(wordCount, p + K);
    else runs.push({ from: p, to: Math.min(wordCount, p + K) });
  }
  const first = runs[0];
  const end = runs.at(-1);
  if (first && first.from < W) first.from = 0;
  if (end && wordCount - end.to < W) end.to = wordCount;
  return runs;
}

async function lookUp(em: EntityManager, hashes: number[], userId: string, paperId: string | null) {
  return rows(
    em,
    `select f.hash, f.source_no, f.page, f.pos from integrity_fingerprints f join integrity_sources s on s.no = f.source_no
     where f.hash = any(?::int[]) and not (s.kind = 'paper' and (s.owner_id = ?::uuid or s.paper_id is not distinct from ?::uuid))`,
    [`{${hashes.join(',')}}`, userId, paperId],
  );
}

function excerptOf(pageText: string | undefined, positions: number[]): string | null {
  if (!pageText || !positions.length) return null;
  const words = wordsOf(pageText);
  const from = Math.min(...positions);
  const to = Math.min(words.length, Math.max(...positions) + K, from + EXCERPT_WORDS) - 1;
  if (!words[from] || !words[to]) return null;
  return `${from > 0 ? '…' : ''}${pageText.slice(words[from].start, words[to].end)}${to < words.length - 1 ? '…' : ''}`;
}

async function describe(em: EntityManager, ranked: { no: number; hits: Hit[]; covered: number }[], total: number): Promise<MatchSource[]> {
  const meta = new Map((await rows(em, 'select no, kind, title, slug from integrity_sources where no = any(?::int[])', [`{${ranked.map((r) => r.no).join(',')}}`])).map((r) => [Number(r.no), r]));
  const bestPages = ranked.map((r) => {
    const perPage = new Map<number, number>();
    for (const h of r.hits) perPage.set(h.page, (perPage.get(h.page) ?? 0) + 1);
    return [...perPage].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
  });
  const quotable = await rows(
    em,
    `select source_no, page, text from integrity_source_pages where (source_no, page) in (select * from unnest(?::int[], ?::int[]))`,
    [`{${ranked.map((r) => r.no).join(',')}}`, `{${bestPages.join(',')}}`],
  );
  const textOf = new Map(quotable.map((q) => [`${q.source_no}:${q.page}`, q.text as string]));
  return ranked.map((r, i) => {
    const m = meta.get(r.no)!;
    const similarity = Math.round((100 * r.covered) / total);
    if (m.kind === 'paper') return { kind: 'paper', title: INTEGRITY_MESSAGES.privatePaper, href: null, page: null, similarity, excerpt: null };
    const page = bestPages[i]!;
    const excerpt = excerptOf(textOf.get(`${r.no}:${page}`), r.hits.filter((h) => h.page === page).map((h) => h.spos));
    if (m.kind === 'document') return { kind: 'document', title: m.title, href: `${hrefOf('document', m.slug)}#page-${page}`, page, similarity, excerpt };
    return { kind: m.kind, title: m.title, href: hrefOf(m.kind === 'question' ? 'homework' : 'deck', m.slug), page: null, similarity, excerpt };
  });
}

/** The plagiarism report of a text for this user (their own papers, and `paperId`'s versions, never count). */
export async function findMatches(em: EntityManager, text: string, options: { userId: string; paperId: string | null }): Promise<PlagiarismReport> {
  const words: Word[] = wordsOf(text);
  const fingerprints = winnow(words.map((w) => w.text));
  const empty: PlagiarismReport = { similarity: 0, words: words.length, sources: [], passages: [] };
  if (!fingerprints.length) return empty;
  const queryPositions = new Map<number, number[]>();
  for (const fp of fingerprints) queryPositions.set(fp.hash, [...(queryPositions.get(fp.hash) ?? []), fp.pos]);
  const found = await lookUp(em, [...queryPositions.keys()], options.userId, options.paperId);

  const sourcesOfHash = new Map<number, Set<number>>();
  for (const f of found) sourcesOfHash.set(f.hash, (sourcesOfHash.get(f.hash) ?? new Set()).add(Number(f.source_no)));
  const hitsBySource = new Map<number, Hit[]>();
  for (const f of found) {
    if (sourcesOfHash.get(f.hash)!.size > MAX_SOURCES_PER_HASH) continue;
    const source = Number(f.source_no);
    const list = hitsBySource.get(source) ?? [];
    for (const qpos of queryPositions.get(f.hash) ?? []) list.push({ source, page: Number(f.page), spos: Number(f.pos), qpos });
    hitsBySource.set(source, list);
  }

  // Best source first; each word goes to the first source that covers it, so overlaps are counted once. Every
  // source counts towards the similarity; the first MAX_SOURCES are named and their passages highlighted.
  const candidates = [...hitsBySource].map(([no, hits]) => ({ no, hits, runs: runsOf(hits.map((h) => h.qpos), words.length) }));
  const coverage = (runs: Run[]) => runs.reduce((n, r) => n + r.to - r.from, 0);
  candidates.sort((a, b) => coverage(b.runs) - coverage(a.runs) || a.no - b.no);
  const owner = new Array<number>(words.length).fill(-1);
  const kept: { no: number; hits: Hit[]; covered: number }[] = [];
  let covered = 0;
  for (const c of candidates) {
    let owns = 0;
    const named = kept.length < MAX_SOURCES;
    for (const run of c.runs) {
      for (let i = run.from; i < run.to; i++) {
        if (owner[i] !== -1) continue;
        owner[i] = named ? kept.length : MAX_SOURCES;
        owns++;
      }
    }
    covered += owns;
    if (owns && named) kept.push({ no: c.no, hits: c.hits, covered: coverage(c.runs) });
  }
  if (!kept.length) return empty;

  const passages: PlagiarismReport['passages'] = [];
  for (let i = 0; i < words.length; i++) {
    if (owner[i] === -1 || owner[i] === MAX_SOURCES) continue;
    const last = passages.at(-1);
    if (last && last.source === owner[i] && owner[i - 1] === owner[i]) last.end = words[i]!.end;
    else passages.push({ start: words[i]!.start, end: words[i]!.end, source: owner[i]! });
  }
  const similarity = Math.round((100 * covered) / words.length);
  return { similarity, words: words.length, sources: await describe(em, kept, words.length), passages };
}
