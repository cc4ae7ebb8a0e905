// The search benches' corpus: 100,000 documents, 50,000 homework questions and 20,000 flashcard decks generated with
// a fixed seed (titles from subject vocabularies with a Zipf spread plus 30,000 rare names, descriptions, text), and
// a fresh embedded database holding them in the search store. SEARCH_BENCH_SCALE (default 1) shrinks the corpus for
// a quick look; SEARCH_BENCH_DATA_DIR keeps the database between runs (loaded once), for tuning.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/index.ts';
import { bootPlatform, type Platform, seededRandom } from '../modules/platform/index.ts';
import { migrations, modules } from '../modules/registry.ts';
import { engineFor, putEntries, type SearchEngine, type SearchEntry, type SearchKind } from '../modules/search/index.ts';
import { fmt } from './stats.ts';

export const SCALE = Number(process.env.SEARCH_BENCH_SCALE ?? 1);
export const COUNTS: Record<SearchKind, number> = { document: Math.round(100_000 * SCALE), homework: Math.round(50_000 * SCALE), deck: Math.round(20_000 * SCALE) };


// Subjects with the words their titles use; a long tail of rare names (theorems, people, places, compounds) makes
// the vocabulary as wide as a real catalogue's.
export const SUBJECTS: Record<string, string[]> = {
  Physics: ['thermodynamics', 'entropy', 'mechanics', 'quantum', 'momentum', 'optics', 'relativity', 'electromagnetism', 'oscillations', 'waves', 'kinematics', 'magnetism'],
  Chemistry: ['stoichiometry', 'equilibrium', 'kinetics', 'electrochemistry', 'bonding', 'acids', 'bases', 'titration', 'periodic', 'redox', 'solutions', 'gases'],
  'Organic Chemistry': ['alkenes', 'alkanes', 'aromatic', 'substitution', 'elimination', 'stereochemistry', 'carbonyl', 'spectroscopy', 'synthesis', 'mechanisms', 'esters', 'amines'],
  Biology: ['cell', 'mitosis', 'meiosis', 'photosynthesis', 'respiration', 'ecology', 'evolution', 'membrane', 'enzymes', 'organelles', 'homeostasis', 'transport'],
  Genetics: ['inheritance', 'mendelian', 'alleles', 'mutation', 'transcription', 'translation', 'genome', 'linkage', 'epigenetics', 'pedigree', 'chromosomes', 'crispr'],
  Calculus: ['derivatives', 'integrals', 'limits', 'series', 'convergence', 'differentiation', 'integration', 'multivariable', 'optimisation', 'continuity', 'taylor', 'vectors'],
  'Linear Algebra': ['matrices', 'eigenvalues', 'eigenvectors', 'determinants', 'vector', 'spaces', 'orthogonality', 'diagonalisation', 'transformations', 'rank', 'basis', 'projections'],
  Economics: ['supply', 'demand', 'elasticity', 'inflation', 'monetary', 'fiscal', 'markets', 'equilibrium', 'game', 'theory', 'growth', 'unemployment'],
  Finance: ['valuation', 'bonds', 'equity', 'portfolio', 'derivatives', 'options', 'risk', 'capital', 'budgeting', 'cash', 'flow', 'interest'],
  Accounting: ['ledger', 'balance', 'sheet', 'depreciation', 'accruals', 'auditing', 'taxation', 'costing', 'statements', 'revenue', 'liabilities', 'assets'],
  'Computer Science': ['algorithms', 'data', 'structures', 'recursion', 'sorting', 'graphs', 'complexity', 'compilers', 'networks', 'databases', 'operating', 'systems'],
  Psychology: ['cognition', 'memory', 'perception', 'behaviour', 'development', 'personality', 'conditioning', 'attention', 'emotion', 'motivation', 'disorders', 'therapy'],
  History: ['revolution', 'empire', 'medieval', 'renaissance', 'colonialism', 'cold', 'war', 'industrial', 'reformation', 'democracy', 'monarchy', 'treaty'],
  Law: ['contract', 'tort', 'criminal', 'constitutional', 'property', 'negligence', 'equity', 'trusts', 'evidence', 'jurisdiction', 'liability', 'precedent'],
  Medicine: ['cardiology', 'pharmacology', 'pathology', 'diagnosis', 'anatomy', 'physiology', 'immunology', 'oncology', 'neurology', 'infection', 'renal', 'endocrine'],
  Statistics: ['probability', 'regression', 'hypothesis', 'testing', 'distributions', 'variance', 'sampling', 'inference', 'bayesian', 'estimation', 'correlation', 'anova'],
  Philosophy: ['ethics', 'epistemology', 'metaphysics', 'logic', 'utilitarianism', 'existentialism', 'aesthetics', 'mind', 'free', 'will', 'virtue', 'knowledge'],
  Marketing: ['branding', 'segmentation', 'consumer', 'advertising', 'pricing', 'strategy', 'digital', 'research', 'positioning', 'promotion', 'channels', 'loyalty'],
  'Electrical Engineering': ['circuits', 'signals', 'transistors', 'amplifiers', 'filters', 'power', 'control', 'semiconductors', 'voltage', 'impedance', 'fourier', 'laplace'],
  'Environmental Science': ['climate', 'pollution', 'biodiversity', 'sustainability', 'ecosystems', 'carbon', 'renewable', 'energy', 'conservation', 'water', 'soil', 'atmosphere'],
};
const DOC_NOUNS = ['lecture notes', 'study guide', 'past exam', 'practice problems', 'summary', 'revision notes', 'cheat sheet', 'lab report', 'exam guide', 'flashcards', 'tutorial solutions', 'chapter summary'];
const CONNECTORS = ['and', 'of', 'in', 'for', 'with', 'the', 'to', 'an', 'introduction', 'advanced', 'applied', 'principles', 'fundamentals', 'review', 'week', 'final', 'midterm', 'unit', 'part', 'topics'];
const QUESTION_STARTS = ['How do I', 'What is the', 'Why does', 'Explain the', 'How does', 'What are the', 'Can someone explain', 'How to calculate', 'What causes', 'Compare'];
const DECK_WORDS = ['flashcards', 'key terms', 'definitions', 'vocabulary', 'revision deck', 'essentials', 'quiz cards', 'formulas'];
const SYLLABLES = ['ka', 'lo', 'vin', 'ter', 'mar', 'sel', 'dro', 'pen', 'qui', 'fas', 'ron', 'bel', 'tis', 'mun', 'gar', 'vel', 'hos', 'nor', 'cla', 'zen', 'pri', 'dus', 'lem', 'tor'];

export type Rng = () => number;
export const pick = <T>(rng: Rng, list: readonly T[]) => list[Math.floor(rng() * list.length)]!;
/** Zipf-like: early entries much more often than late ones. */
const zipf = <T>(rng: Rng, list: readonly T[]) => list[Math.floor(list.length * rng() ** 2.2)]!;
const titleCase = (s: string) => s.replace(/\b\p{L}/gu, (c) => c.toUpperCase());

function makeRareWords(rng: Rng, n: number): string[] {
  const out = new Set<string>();
  while (out.size < n) out.add(Array.from({ length: 2 + Math.floor(rng() * 3) }, () => pick(rng, SYLLABLES)).join(''));
  return [...out];
}

/** Entries of each kind in `counts`, drawn from `rng`, numbered (ids and slugs) from `first`. */
function* generate(rng: Rng, counts: Record<SearchKind, number>, first: number, rare: string[]): Generator<SearchEntry> {
  const subjects = Object.keys(SUBJECTS);
  const topicWords = (subject: string, n: number) => Array.from({ length: n }, () => zipf(rng, SUBJECTS[subject]!));
  const maybeRare = () => (rng() < 0.35 ? [titleCase(zipf(rng, rare))] : []);
  const sentence = (subject: string) =>
    [...topicWords(subject, 3), pick(rng, CONNECTORS), ...topicWords(subject, 2), ...maybeRare(), pick(rng, CONNECTORS), ...topicWords(subject, 2)].join(' ');
  const base = Date.UTC(2025, 0, 1);
  const common = { university: null, courseName: null, type: null, rating: null, reviewCount: null, downloads: null, pointsPrice: null, pageCount: null, coverUrl: null, cardCount: null };
  const subjectRef = (s: string) => ({ slug: s.toLowerCase().replace(/\s+/g, '-'), name: s });
  let n = first;
  const id = () => {
    n += 1;
    return `0190a0b0-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;
  };
  for (let i = first; i < first + counts.document; i++) {
    const subject = zipf(rng, subjects);
    const words = [...maybeRare(), ...topicWords(subject, 1 + Math.floor(rng() * 3)), ...(rng() < 0.5 ? [pick(rng, CONNECTORS)] : []), pick(rng, DOC_NOUNS)];
    const title = titleCase(rng() < 0.3 ? `${subject} ${words.join(' ')}` : words.join(' '));
    yield {
      ...common,
      kind: 'document', id: id(), slug: `doc-${i}`, title,
      description: `${sentence(subject)}. ${sentence(subject)}.`,
      body: Array.from({ length: 8 }, () => sentence(subject)).join('. '),
      preview: '',
      subject: subjectRef(subject), type: { slug: 'class-notes', name: 'Class Notes' },
      rating: rng() < 0.4 ? 3 + Math.round(rng() * 20) / 10 : null, reviewCount: 0, downloads: Math.floor(rng() ** 3 * 500),
      pointsPrice: Math.floor(rng() * 100), pageCount: 1 + Math.floor(rng() * 40),
      createdAt: new Date(base + rng() * 300 * 86_400_000).toISOString(),
    };
  }
  for (let i = first; i < first + counts.homework; i++) {
    const subject = zipf(rng, subjects);
    const title = `${pick(rng, QUESTION_STARTS)} ${[...topicWords(subject, 2 + Math.floor(rng() * 3)), ...maybeRare()].join(' ')}?`;
    yield { ...common, kind: 'homework', id: id(), slug: `question-${i}`, title, description: '', body: sentence(subject), preview: '', subject: subjectRef(subject), createdAt: new Date(base + rng() * 300 * 86_400_000).toISOString() };
  }
  for (let i = first; i < first + counts.deck; i++) {
    const subject = zipf(rng, subjects);
    const title = titleCase(`${[...topicWords(subject, 1 + Math.floor(rng() * 2)), ...maybeRare()].join(' ')} ${pick(rng, DECK_WORDS)}`);
    yield {
      ...common, kind: 'deck', id: id(), slug: `deck-${i}`, title, description: sentence(subject), body: '', preview: '', subject: subjectRef(subject),
      cardCount: 5 + Math.floor(rng() * 60), createdAt: new Date(base + rng() * 300 * 86_400_000).toISOString(),
    };
  }
}

function corpus(seed: number) {
  const rng = seededRandom(seed);
  const rare = makeRareWords(rng, 30_000);
  const entries = [...generate(rng, COUNTS, 0, rare)];
  return { entries, rng };
}

/** Entries loaded `size` at a time through the store, as a rebuild writes them. */
async function load(platform: Platform, engine: SearchEngine, entries: Iterable<SearchEntry>, size = 2000): Promise<void> {
  let batch: SearchEntry[] = [];
  const flush = () => platform.orm.em.fork().transactional((em) => putEntries(engine, em, batch));
  for (const entry of entries) {
    batch.push(entry);
    if (batch.length === size) {
      await flush();
      batch = [];
    }
  }
  if (batch.length) await flush();
}

/** Everything the planner and the bench need to know after a load. */
async function analyse(sql: CorpusRun['sql']): Promise<void> {
  for (const table of ['search_entries', 'search_texts', 'search_words']) await sql(`vacuum analyze ${table}`);
}

/**
 * Grows the corpus to `factor` times its base size (COUNTS), each kind in proportion, with new entries from a seed
 * of their own and a rare-word list grown in proportion too (a larger catalogue names more things). Streams the
 * entries, never holding them all.
 */
export async function growCorpus(run: CorpusRun, factor: number): Promise<void> {
  const [row] = await run.sql("select count(*)::int as n from search_entries where kind = 'document'");
  const have = Number(row.n) / COUNTS.document;
  if (factor <= have) return;
  const t = performance.now();
  const rng = seededRandom(20_261_124 + factor);
  const rare = makeRareWords(rng, Math.round(30_000 * Math.sqrt(factor)));
  const extra = Object.fromEntries(Object.entries(COUNTS).map(([k, v]) => [k, Math.round(v * (factor - have))])) as Record<SearchKind, number>;
  await load(run.platform, run.engine, generate(rng, extra, Math.round(have * 10_000_000), rare));
  await analyse(run.sql);
  console.log(`grown to ${fmt(factor, 2)}x (${Math.round(Object.values(COUNTS).reduce((a, b) => a + b, 0) * factor)} entries) in ${fmt((performance.now() - t) / 1000)} s`);
}

/**
 * Grows the corpus to `factor` times its base size by copying its entries (each kind in proportion) with new ids,
 * slugs, dates and downloads: the texts, and so every word's frequency, are the generator's. For a bench that needs
 * a large catalogue and not new words (full search: how many texts a word is in, not how many words there are):
 * generating and indexing 830,000 new texts through the store takes over an hour on 2 shared cores, copying their
 * tsvectors a few minutes. The table's secondary indexes are dropped for the copy and built again after it.
 */
export async function copyCorpus(run: CorpusRun, factor: number): Promise<void> {
  const [row] = await run.sql("select count(*)::int as n from search_entries where kind = 'document'");
  const have = Number(row.n) / COUNTS.document;
  if (Math.round(COUNTS.document * factor) <= Number(row.n)) return;
  const t = performance.now();
  // Statements of minutes: one query string each (one implicit transaction), without the platform's statement timeout.
  const long = (q: string) => run.sql(`set local statement_timeout = 0; set local maintenance_work_mem = '512MB'; ${q}`);
  const indexes = await run.sql(
    `select indexname, indexdef from pg_indexes where tablename = 'search_entries' and indexname not like '%_pkey'`,
  );
  for (const i of indexes) await run.sql(`drop index ${i.indexname}`);
  const generated = await run.sql(
    "select column_name from information_schema.columns where table_name = 'search_entries' and is_generated = 'ALWAYS'",
  );
  const fresh = ['source_id', 'slug', 'created_at', 'downloads', 'indexed_at', ...generated.map((c) => c.column_name as string)];
  const [cols] = await run.sql(
    `select string_agg(column_name, ', ' order by ordinal_position) as list from information_schema.columns
     where table_name = 'search_entries' and column_name <> all(string_to_array(?, ','))`,
    [fresh.join(',')],
  );
  // Copy n of an entry: an id and slug of its own, a date in the corpus's 300 days and downloads spread as the
  // generator spreads them (documents only), each drawn from a hash of the id, so every run copies alike.
  const unit = (salt: string) => `((('x' || substr(md5(c.id::text || '${salt}'), 1, 8))::bit(32)::bigint) / 4294967296.0)`;
  await run.sql('create unlogged table search_bench_copies (kind text, id uuid, original uuid, n int)');
  for (const [kind, count] of Object.entries(COUNTS)) {
    await long(
      `insert into search_bench_copies select e.kind, md5(e.source_id::text || '/' || n)::uuid, e.source_id, n
       from generate_series(1, ${Math.ceil(factor)}) n cross join search_entries e
       where e.kind = '${kind}' and e.slug not like '%-c%' limit ${Math.round(count * (factor - have))}`,
    );
  }
  await long(
    `insert into search_entries (source_id, slug, created_at, downloads, ${cols.list})
     select c.id, e.slug || '-c' || c.n, timestamptz '2025-01-01' + ${unit('date')} * interval '300 days',
            case when e.kind = 'document' then floor(${unit('downloads')} ^ 3 * 500) end, ${cols.list
              .split(', ')
              .map((c: string) => `e.${c}`)
              .join(', ')}
     from search_bench_copies c join search_entries e on e.kind = c.kind and e.source_id = c.original`,
  );
  await long(
    `insert into search_texts (kind, source_id, description, body, preview)
     select c.kind, c.id, t.description, t.body, t.preview from search_bench_copies c join search_texts t on t.kind = c.kind and t.source_id = c.original`,
  );
  await run.sql('drop table search_bench_copies');
  for (const i of indexes) await long(i.indexdef);
  await analyse(run.sql);
  console.log(`copied to ${fmt(factor, 2)}x (${Math.round(Object.values(COUNTS).reduce((a, b) => a + b, 0) * factor)} entries) in ${fmt((performance.now() - t) / 1000)} s`);
}

export type CorpusRun = {
  platform: Platform;
  engine: SearchEngine;
  entries: SearchEntry[];
  /** The corpus's random stream, after the corpus: what a bench draws its query mix from. */
  rng: Rng;
  sql: (q: string, p?: unknown[]) => Promise<any[]>;
};

/**
 * Boots a database holding the corpus (loaded unless a kept one already has it), runs `bench`, then stops. A kept
 * database grown up to `grownUpTo` times the corpus is used as it is (a bench that starts at that size).
 */
export async function withSearchCorpus(bench: (run: CorpusRun) => Promise<void>, options: { grownUpTo?: number } = {}): Promise<void> {
  const kept = process.env.SEARCH_BENCH_DATA_DIR;
  const dataDir = kept ?? (await mkdtemp(path.join(os.tmpdir(), 'studyhall-bench-')));
  const platform = await bootPlatform(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), { modules, migrations, migrate: true });
  try {
    const engine = engineFor(platform);
    const sql = (q: string, p: unknown[] = []) => platform.orm.em.fork().getConnection().execute(q, p);
    const t = performance.now();
    const { entries, rng } = corpus(20_261_123);
    const [loaded] = await sql('select count(*)::int as n from search_entries');
    const grown = loaded.n > entries.length && loaded.n <= entries.length * (options.grownUpTo ?? 1);
    if (loaded.n !== entries.length && !grown) {
      await sql('truncate search_texts, search_entries');
      await load(platform, engine, entries);
      await engine.finishRebuild(platform.orm.em.fork(), 'document', new Date(0));
    }
    await analyse(sql);
    const [words] = await sql('select count(*)::int as n from search_words');
    console.log(
      `corpus: ${COUNTS.document} documents, ${COUNTS.homework} questions, ${COUNTS.deck} decks, ${words.n} vocabulary words; loaded and indexed in ${fmt((performance.now() - t) / 1000)} s`,
    );
    await bench({ platform, engine, entries, rng, sql });
  } finally {
    await platform.stop();
    if (!kept) await rm(dataDir, { recursive: true, force: true });
  }
}
