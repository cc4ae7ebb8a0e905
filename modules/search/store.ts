// The search store: one entry per searchable thing (`search_entries`: what a hit shows, narrow, with the weighted
// tsvector full search matches kept out of line) and its texts (`search_texts`: description, extracted text, the
// readable part of it that snippets quote), written from events and rebuilds. It is the record every engine indexes from, and with the PostgreSQL engine it is the index.
import { createHash } from 'node:crypto';
import type { EntityManager, PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import type { SearchKind } from './contract.ts';
import { type EntryKey, fromFields, type SearchEntry, toFields } from './entries.ts';

export type Row = Record<string, any>;

export async function sql(em: EntityManager, text: string, params: unknown[] = []): Promise<Row[]> {
  return em.getConnection().execute(text, params, 'all', em.getTransactionContext());
}

/**
 * `sql`, as a named prepared statement: each connection parses a statement's text once and then only binds values.
 * For statements that run on every keystroke. PostgreSQL still plans each call for its values unless a generic plan
 * costs no more, so instant search's statements call functions that force one (migration 20261128001800). The ORM
 * puts values into the text, so its statements are never reused; this goes to the ORM's pool directly, outside a
 * transaction only (inside one, the transaction's connection must answer: the plain path).
 */
export async function prepared(em: EntityManager, text: string, params: unknown[]): Promise<Row[]> {
  if (em.getTransactionContext()) return sql(em, text, params);
  const pool: Pool = await (em.getConnection() as PostgreSqlConnection).getNativeClient();
  const client = await pool.connect();
  try {
    let n = 0;
    const numbered = text.replace(/\?/g, () => `$${++n}`);
    const name = `search_${createHash('sha1').update(numbered).digest('base64url').slice(0, 20)}`;
    return (await client.query({ name, text: numbered, values: params })).rows;
  } finally {
    client.release();
  }
}

const ENTRY_COLUMNS = [
  'kind', 'source_id', 'slug', 'title', 'title_words', 'subject_slug', 'subject_name', 'university_slug', 'university_name', 'course_name',
  'type_slug', 'type_name', 'rating', 'review_count', 'downloads', 'points_price', 'page_count', 'card_count', 'cover_url', 'created_at',
] as const;

/** What a hit shows, qualified by `e.` (every entry column but the title's words). */
export const SUMMARY = ENTRY_COLUMNS.filter((c) => c !== 'title_words').map((c) => `e.${c}`).join(', ');

/** The weighted document full search matches: title A; description and names B; extracted text C. */
const WEIGHTED = `setweight(to_tsvector('search_stemmed', r.title), 'A')
  || setweight(to_tsvector('search_stemmed', r.description || ' ' || coalesce(r.subject_name, '') || ' ' || coalesce(r.university_name, '')
       || ' ' || coalesce(r.course_name, '') || ' ' || coalesce(r.type_name, '')), 'B')
  || setweight(to_tsvector('search_stemmed', r.body), 'C')`;

const DATA = ENTRY_COLUMNS.filter((c) => c !== 'kind' && c !== 'source_id');
const RECORDS = `json_to_recordset(?::json) as r(${[...ENTRY_COLUMNS, 'description', 'body', 'preview']
  .map((c) => `${c} ${c === 'source_id' ? 'uuid' : c === 'created_at' ? 'timestamptz' : c === 'rating' ? 'numeric' : /count|downloads|price/.test(c) ? 'integer' : 'text'}`)
  .join(', ')})`;

/**
 * Writes entries (a replay writes the same row again: one entry per kind and id). An unchanged entry is left alone
 * unless `touch` (a rebuild marks every entry it wrote, then sweeps the rest).
 */
export async function upsertEntries(em: EntityManager, entries: SearchEntry[], options: { touch?: boolean } = {}): Promise<void> {
  if (!entries.length) return;
  const json = JSON.stringify(entries.map(toFields));
  await sql(
    em,
    `insert into search_entries (${ENTRY_COLUMNS.join(', ')}, tsv)
     select ${ENTRY_COLUMNS.map((c) => `r.${c}`).join(', ')}, ${WEIGHTED} from ${RECORDS}
     on conflict (kind, source_id) do update set ${DATA.map((c) => `${c} = excluded.${c}`).join(', ')}, tsv = excluded.tsv, indexed_at = now()
     where ?::boolean or (${DATA.map((c) => `search_entries.${c}`).join(', ')}, search_entries.tsv)
       is distinct from (${DATA.map((c) => `excluded.${c}`).join(', ')}, excluded.tsv)`,
    [json, options.touch ?? false],
  );
  await sql(
    em,
    `insert into search_texts (kind, source_id, description, body, preview)
     select r.kind, r.source_id, r.description, r.body, r.preview from ${RECORDS}
     on conflict (kind, source_id) do update set description = excluded.description, body = excluded.body, preview = excluded.preview
     where (search_texts.description, search_texts.body, search_texts.preview)
       is distinct from (excluded.description, excluded.body, excluded.preview)`,
    [json],
  );
}

export async function deleteEntries(em: EntityManager, keys: EntryKey[]): Promise<void> {
  if (!keys.length) return;
  await sql(em, 'delete from search_entries where (kind, source_id) in (select * from json_to_recordset(?::json) as k(kind text, id uuid))', [
    JSON.stringify(keys),
  ]);
}

/** Removes the entries of a kind that a rebuild did not write again; answers their keys. */
export async function sweepEntries(em: EntityManager, kind: SearchKind, writtenSince: Date): Promise<EntryKey[]> {
  const gone = await sql(em, 'delete from search_entries where kind = ? and indexed_at < ? returning source_id', [kind, writtenSince]);
  return gone.map((r) => ({ kind, id: r.source_id as string }));
}

/** The store's entries of a kind (with their texts) in id order, `limit` at a time after `after`. */
export async function entriesAfter(em: EntityManager, kind: SearchKind, after: string | null, limit: number): Promise<SearchEntry[]> {
  const list = await sql(
    em,
    `select ${SUMMARY}, t.description, t.body, t.preview from search_entries e join search_texts t using (kind, source_id)
     where e.kind = ? and (?::uuid is null or e.source_id > ?::uuid) order by e.source_id limit ?`,
    [kind, after, after, limit],
  );
  return list.map(fromFields);
}

export async function storeCounts(em: EntityManager): Promise<Record<SearchKind, number>> {
  const counts: Record<SearchKind, number> = { document: 0, homework: 0, deck: 0 };
  for (const r of await sql(em, 'select kind, count(*)::int as n from search_entries group by kind')) counts[r.kind as SearchKind] = Number(r.n);
  return counts;
}

export async function databaseNow(em: EntityManager): Promise<Date> {
  const [r] = await sql(em, 'select now() as t');
  return new Date(r!.t);
}
