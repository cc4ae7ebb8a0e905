// How the PostgreSQL engine looks for one kind's titles, chosen from how common the query's words are in that kind
// (PostgreSQL's own statistics: the most common elements of each kind's title tsvector, kept by ANALYZE through the
// per-kind statistics objects of the search migration). A selective query goes straight to the title index; a broad
// one reads the kind's most downloaded titles first. A broad still-typed last word is left out of the title index
// lookup (its prefix would fetch every title with a word starting with it) when another word is selective.
import type { EntityManager } from '@mikro-orm/postgresql';
import { type SearchKind, searchKinds } from './contract.ts';
import { type Clause, hasPositiveTerm, type ParsedQuery } from './query.ts';
import { sql } from './store.ts';

export type KindStats = { rows: number; frequency: Map<string, number>; floor: number };
export type TitleStats = Partial<Record<SearchKind, KindStats>>;

/** A word in at most this share of a kind's titles can lead a lookup in the title index. */
const SELECTIVE = 0.02;
/** A still-typed word whose completions are in at least this share of titles is too broad to lead one. */
const BROAD = 0.02;
/** Fewer expected matches than this: the title index answers directly, and exactly. */
const DIRECT_ROWS = 400;

/** Each kind's title statistics; a kind not yet analysed is absent (and planned without them). */
export async function loadTitleStats(em: EntityManager): Promise<TitleStats> {
  const list = await sql(
    em,
    `select s.statistics_name as name, s.null_frac, s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs as freqs,
            c.reltuples
     from pg_stats_ext_exprs s join pg_class c on c.relname = s.tablename and c.relnamespace = to_regnamespace(s.schemaname)
     where s.statistics_schemaname = current_schema() and s.tablename = 'search_entries' and s.statistics_name like 'search_entries_%_titles'`,
  );
  const out: TitleStats = {};
  for (const r of list) {
    const kind = searchKinds.find((k) => r.name === `search_entries_${k}_titles`);
    if (!kind || !r.elems) continue;
    const elems: string[] = r.elems;
    const freqs: number[] = (r.freqs ?? []).map(Number);
    // After the elements' frequencies come their minimum and maximum: an unlisted element is rarer than the minimum.
    out[kind] = {
      rows: Math.max(0, Number(r.reltuples) * (1 - Number(r.null_frac ?? 0))),
      frequency: new Map(elems.map((e, i) => [e, freqs[i]!])),
      floor: (freqs[elems.length] ?? 0) / 2,
    };
  }
  return out;
}

/** How many indexed words each still-typed word completes to (the vocabulary's count, capped). */
export type Completions = ReadonlyMap<string, number>;

/**
 * The share of a kind's titles a clause matches, at most. A still-typed word matches every word it completes to:
 * the common ones are in the statistics, and each of the rest is rarer than the rarest listed, so thousands of
 * rare completions ("pen": penkalo, pendro, ...) make a broad prefix though none is common.
 */
export function estimate(stats: KindStats, clause: Clause, completions: Completions = new Map()): number {
  const word = (w: string) => stats.frequency.get(w) ?? stats.floor;
  if (clause.term.kind === 'phrase') return Math.min(...clause.term.words.map(word));
  if (!clause.term.prefix) return word(clause.term.word);
  const prefix = clause.term.word;
  if ([...prefix].length <= 2) return 1;
  let share = 0;
  let listed = 0;
  for (const [w, f] of stats.frequency) {
    if (!w.startsWith(prefix)) continue;
    share += f;
    listed++;
  }
  const unlisted = Math.max(0, (completions.get(prefix) ?? 0) - listed);
  return Math.min(1, Math.max(share + unlisted * stats.floor, stats.floor));
}

export type KindPlan = {
  /** Straight to the title index (few matches expected), rather than the most downloaded titles first. */
  direct: boolean;
  /** What the title index is asked for; the whole query then filters. */
  leading: ParsedQuery;
};

export function planKind(stats: KindStats | undefined, query: ParsedQuery, completions: Completions = new Map()): KindPlan {
  const last = query.all.at(-1);
  const trailing = last?.length === 1 && last[0]!.term.kind === 'word' && last[0]!.term.prefix ? last[0]! : null;
  const rest: ParsedQuery = { all: query.all.slice(0, -1) };
  const positive = (q: ParsedQuery) => q.all.filter((group) => group.every((c) => !c.negated));
  const share = (group: Clause[]) => (stats ? Math.min(1, group.reduce((n, c) => n + estimate(stats, c, completions), 0)) : 1);
  if (!stats) {
    // Without statistics (a new or small index) only a one- or two-letter last word is surely broad.
    const short = trailing && trailing.term.kind === 'word' && [...trailing.term.word].length <= 2;
    return { direct: false, leading: short && hasPositiveTerm(rest) ? rest : query };
  }
  const rarest = Math.min(...positive(query).map(share));
  const othersSelective = positive(rest).some((group) => share(group) <= SELECTIVE);
  const dropTrailing = trailing !== null && estimate(stats, trailing, completions) >= BROAD && othersSelective;
  return { direct: rarest * stats.rows < DIRECT_ROWS, leading: dropTrailing ? rest : query };
}
