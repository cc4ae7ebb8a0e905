import { Migration } from '@mikro-orm/migrations';

// Instant search runs on every keystroke, and planning its two statements cost about as much as running them (the
// module README, "Why planning is still paid"): each was planned for its values on every call, because PostgreSQL
// keeps a prepared statement's generic plan only when it costs no more than the custom ones. Both now live in
// PL/pgSQL functions declared with `set plan_cache_mode = force_generic_plan`: the setting holds only while the
// function runs (never the session's, which pg-boss shares), and each connection plans the functions' statements
// once. The titles statement has one text whatever each kind's plan (title-plan.ts); the plan choices come as values
// gating its branches, and the query's tsqueries are computed once into variables (a generic plan would otherwise
// call to_tsquery on every row it filters). Each kind is written out with its literal kind, so its partial title
// index still serves it. Ranking: titles that start with the query, then ts_rank (shorter titles first), then
// downloads, then newest, then id.
const KINDS = ['document', 'homework', 'deck'] as const;

const SUMMARY_COLUMNS = `kind text, source_id uuid, slug text, title text, subject_slug text, subject_name text, university_slug text,
  university_name text, course_name text, type_slug text, type_name text, rating numeric, review_count integer, downloads integer,
  points_price integer, page_count integer, card_count integer, cover_url text, created_at timestamptz`;
const SUMMARY = SUMMARY_COLUMNS.split(',').map((c) => `e.${c.trim().split(' ')[0]}`).join(', ');

const rank = (t: string) =>
  `(${t}.title_words like title_start) desc, ts_rank(${t}.title_tsv, q, 2) desc, ${t}.downloads desc nulls last, ${t}.created_at desc, ${t}.source_id`;

/**
 * One kind (its 1-based place in the arrays): unless its plan is direct, the best of its `slice_size` most downloaded
 * (then newest) titles, read from the popular index alone; then, when those did not fill its places, the title index.
 */
const kindBlock = (kind: string, i: number) => `
  if kind_limits[${i}] > 0 then
    filled := 0;
    if not kind_direct[${i}] then
      return query select 'popular'::text, x.pos, ${SUMMARY} from (
          select c.kind, c.source_id, row_number() over (order by ${rank('c')}) as pos from (
            select s.kind, s.source_id, s.title_tsv, s.title_words, s.downloads, s.created_at from search_entries s where s.kind = '${kind}'
            order by s.downloads desc nulls last, s.created_at desc, s.source_id limit slice_size) c
          where c.title_tsv @@ q order by pos limit kind_limits[${i}]) x
        join search_entries e on e.kind = x.kind and e.source_id = x.source_id;
      get diagnostics filled = row_count;
    end if;
    if filled < kind_limits[${i}] then
      lead := to_tsquery('search_plain', kind_leads[${i}]);
      return query select 'indexed'::text, row_number() over (order by ${rank('e')}) as pos, ${SUMMARY} from search_entries e
        where e.kind = '${kind}' and e.title_tsv @@ lead and ts_match_vq(e.title_tsv, q)
        order by pos limit kind_limits[${i}];
    end if;
  end if;`;

export class Migration20261128001800_search_instant_generic_plans extends Migration {
  override up(): void {
    // Each kind's best few whose title matches, documents, questions, decks (the arrays' order). `via` says which
    // lookup found a row ('popular' or 'indexed'), `pos` its place in its kind.
    this.addSql(`create function search_instant_titles(tsquery_text text, title_start text, slice_size integer, kind_limits integer[],
        kind_direct boolean[], kind_leads text[])
      returns table (via text, pos bigint, ${SUMMARY_COLUMNS})
      language plpgsql stable
      set plan_cache_mode = force_generic_plan
      as $$
      #variable_conflict use_column
      declare
        q tsquery := to_tsquery('search_plain', tsquery_text);
        lead tsquery;
        filled bigint;
      begin
        ${KINDS.map((k, i) => kindBlock(k, i + 1)).join('\n')}
      end
      $$`);

    // What the vocabulary says of the query's words: whether each is indexed (a still-typed word: whether it completes
    // to anything), how many indexed words a counted one completes to (up to max_completions), and for an unknown
    // correctable word the trigram index's candidates (word_similarity for a still-typed word). Every lookup is an
    // index scan with the word as its key.
    const completing = `select 1 from search_words w where w.word >= v.n and w.word < v.n || chr(1114111)`;
    this.addSql(`create function search_instant_words(word_list text[], prefix_list boolean[], correct_list boolean[], count_list boolean[],
        candidates integer, max_completions integer)
      returns table (word text, prefix boolean, correct boolean, known boolean, completions integer, near text[])
      language plpgsql stable
      set plan_cache_mode = force_generic_plan
      as $$
      #variable_conflict use_column
      begin
        return query select v.word, v.prefix, v.correct, k.known, k.completions,
          case when k.known or not v.correct then null
            when v.prefix then array(select w.word::text from search_words w where v.n <% w.word order by v.n <<-> w.word, w.word limit candidates)
            else array(select w.word::text from search_words w where w.word % v.n order by w.word <-> v.n, w.word limit candidates) end
        from (select u.*, lower(unaccent(u.word)) as n from unnest(word_list, prefix_list, correct_list, count_list) as u(word, prefix, correct, count)) v
        cross join lateral (select
          case when v.prefix then exists (${completing}) else exists (select 1 from search_words w where w.word = v.n) end as known,
          case when v.count then (select count(*) from (${completing} limit max_completions) c)::int end as completions) k;
      end
      $$`);
  }

  override down(): void {
    this.addSql('drop function search_instant_words(text[], boolean[], boolean[], boolean[], integer, integer)');
    this.addSql('drop function search_instant_titles(text, text, integer, integer[], boolean[], text[])');
  }
}
